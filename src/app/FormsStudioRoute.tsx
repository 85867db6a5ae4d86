import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import FormStudioPage from '@/features/studio/FormStudioPage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';
import { getFormsRegistry } from './formsRegistry';
import StudioNav from '@/features/studio/StudioNav';
import { loadStudioBrandLooks, studioServiceFor } from './studioService';

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
  const studioService = useMemo(() => studioServiceFor('form', (id) => dispatch(formsActions.formReloadRequested(id))), [dispatch]);

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
  return (
    <>
      <StudioNav />
      {ready ? (
        <FormStudioPage
          key={formId ?? ''}
          service={studioService}
          registry={registry}
          servedRevision={revision}
          formIds={ids}
          initialFormId={formId}
          referenceData={referenceData}
          loadBrands={loadStudioBrandLooks}
        />
      ) : (
        <Spinner label="Loading forms…" style={{ margin: '48px auto' }} />
      )}
    </>
  );
}
