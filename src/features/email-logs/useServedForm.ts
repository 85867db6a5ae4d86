import { useEffect, useState } from 'react';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { useFormsRegistryLoader } from '@/widgets/formsRegistryContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';

/**
 * A served form (email-log-filter): asks the forms saga to load it and hands back the
 * browser's forms registry once the form is in it, else null (loading). Features do not import each
 * other, so this is the email logs page's own copy of trading's hook.
 * @param formId - the form's id under schemas/forms, or null while no form is open
 * @returns the registry holding the form, or null while it loads
 */
export function useServedForm(formId: string | null): SchemaRegistry | null {
  const dispatch = useAppDispatch();
  const loaded = !!useAppSelector(selectForms).loaded[formId ?? ''];
  const loadRegistry = useFormsRegistryLoader();
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  useEffect(() => {
    if (formId && !loaded) dispatch(formsActions.formRequested(formId));
  }, [dispatch, formId, loaded]);
  useEffect(() => {
    let live = true;
    void loadRegistry().then((r) => {
      if (live) setRegistry(r);
    });
    return () => {
      live = false;
    };
  }, [loadRegistry]);
  return formId && loaded && registry?.has(formId) ? registry : null;
}
