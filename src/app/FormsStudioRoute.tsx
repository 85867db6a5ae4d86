import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { toApiError } from '@/api/client';
import * as studioApi from '@/api/studio';
import FormStudioPage from '@/features/studio/FormStudioPage';
import type { StudioService } from '@/features/studio/service';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';
import { getFormsRegistry } from './formsRegistry';

/** A call of the studio API whose refusal rejects with the server's sentence. */
function withMessage<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    const { status, message } = toApiError(error);
    throw new Error(message ?? (status === 0 ? 'The studio could not be reached. Try again.' : `The studio answered ${status}.`));
  });
}

/**
 * The studio API for the page (the route is where features meet the API). A publication in effect
 * now reloads the served form, so the page's preview and diff start from the new version.
 */
function studioServiceFor(published: (formId: string) => void): StudioService {
  return {
    versions: (formId) => withMessage(studioApi.listStudioVersions({ kind: 'form', formId }).then((items) => items[0])),
    save: (formId, draft, basedOnVersion, id) =>
      withMessage(
        id === undefined
          ? studioApi.createStudioDraft({ kind: 'form', formId, basedOnVersion, content: draft })
          : studioApi.editStudioDraft(id, { content: draft }),
      ),
    submit: (id, changeNote) => withMessage(studioApi.submitStudioVersion(id, changeNote)),
    approve: (id) => withMessage(studioApi.approveStudioVersion(id)),
    version: (id) => withMessage(studioApi.getStudioVersion(id)),
    publish: (id, effectiveFrom) =>
      withMessage(studioApi.publishStudioVersion(id, effectiveFrom)).then((version) => {
        if (version.Status === 'published' && Date.parse(version.EffectiveFrom ?? '') <= Date.now()) published(version.FormId);
        return version;
      }),
    rollback: (id) => withMessage(studioApi.rollbackStudioVersion(id)),
    impact: (id) => withMessage(studioApi.checkStudioImpact(id)),
    checkFixtures: (formId, content, answers) =>
      withMessage(studioApi.checkStudioFixtures({ kind: 'form', formId, content, ...(answers ? { answers } : {}) })),
    audit: (formId) => withMessage(studioApi.getStudioAudit({ kind: 'form', formId })),
  };
}

/**
 * The form studio route: loads the served forms (as the server has them now) into the registry,
 * and the reference lists they name, and shows the studio (drafts, editors, diff, preview);
 * `/studio/forms/:formId` opens one form.
 */
export default function FormsStudioRoute() {
  const dispatch = useAppDispatch();
  const { formId } = useParams();
  const { list, listStatus, loaded, referenceData, revision } = useAppSelector(selectForms);
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  const studioService = useMemo(() => studioServiceFor((id) => dispatch(formsActions.formReloadRequested(id))), [dispatch]);

  useEffect(() => {
    if (listStatus === 'idle') dispatch(formsActions.formListRequested());
  }, [dispatch, listStatus]);
  useEffect(() => {
    if (!referenceData) dispatch(formsActions.referenceDataRequested());
  }, [dispatch, referenceData]);
  useEffect(() => {
    for (const f of list) if (!loaded[f.id]) dispatch(formsActions.formRequested(f.id));
  }, [dispatch, list, loaded]);
  useEffect(() => {
    void getFormsRegistry().then(setRegistry);
  }, []);

  const ids = list.map((f) => f.id);
  // The reference lists are waited for too, so a select of one is never drawn empty and then filled.
  const ready = !!registry && ids.length > 0 && ids.every((id) => loaded[id]) && !!referenceData;
  if (!ready) return <Spinner label="Loading forms…" style={{ margin: '48px auto' }} />;
  return (
    <FormStudioPage
      key={formId ?? ''}
      service={studioService}
      registry={registry}
      servedRevision={revision}
      formIds={ids}
      initialFormId={formId}
      referenceData={referenceData}
    />
  );
}
