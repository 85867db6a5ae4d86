import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { toApiError } from '@/api/client';
import { listStudioVersions } from '@/api/studio';
import FlowStudioPage from '@/features/studio/flows/FlowStudioPage';
import StudioNav from '@/features/studio/StudioNav';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';
import { studioServiceFor } from './studioService';

/**
 * The flow studio route: lists the flows the studio keeps (GET studio/versions?kind=flow), loads
 * each served flow (the version in effect, as the wizard gets it) into the store, and shows the
 * flow studio; `/studio/flows/:flowId` opens one flow. A publication in effect now loads the served
 * flow again, so the page (and any wizard in this session) starts from the new version.
 */
export default function FlowsStudioRoute() {
  const dispatch = useAppDispatch();
  const { flowId } = useParams();
  const { flows } = useAppSelector(selectForms);
  const [flowIds, setFlowIds] = useState<string[] | { error: string } | null>(null);
  const studioService = useMemo(() => studioServiceFor('flow', (id) => dispatch(formsActions.flowRequested(id))), [dispatch]);

  useEffect(() => {
    let current = true;
    listStudioVersions({ kind: 'flow' }).then(
      (items) => current && setFlowIds(items.map((item) => item.FormId).sort()),
      (error: unknown) => {
        const { status, message } = toApiError(error);
        if (current) setFlowIds({ error: message ?? `The studio answered ${status}.` });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const ids = Array.isArray(flowIds) ? flowIds : [];
  const missing = ids.filter((id) => !flows[id]).join(' ');
  useEffect(() => {
    for (const id of missing.split(' ')) if (id) dispatch(formsActions.flowRequested(id));
  }, [dispatch, missing]);

  return (
    <>
      <StudioNav />
      {flowIds === null && <Spinner label="Loading flows…" style={{ margin: '48px auto' }} />}
      {flowIds && 'error' in flowIds && (
        <MessageBar intent="error" style={{ maxWidth: '64rem', margin: '24px auto' }}>
          <MessageBarBody>{flowIds.error}</MessageBarBody>
        </MessageBar>
      )}
      {Array.isArray(flowIds) && (
        <FlowStudioPage key={flowId ?? ''} service={studioService} flowIds={flowIds} flows={flows} initialFlowId={flowId} />
      )}
    </>
  );
}
