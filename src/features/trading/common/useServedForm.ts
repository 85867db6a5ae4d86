import { useEffect, useState } from 'react';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { useFormsRegistryLoader } from '@/widgets/formsRegistryContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';

/**
 * A served form for a trading screen (watchlist targets, alert targets): asks the forms saga to load
 * it and hands back the browser's forms registry once the form is in it, else null (loading).
 * The registry is the app's one instance (provided through FormsRegistryContext), the one the forms saga fills.
 * @param formId - the form's id under schemas/forms
 * @returns the registry holding the form, or null while it loads
 */
export function useServedForm(formId: string): SchemaRegistry | null {
  const dispatch = useAppDispatch();
  const loaded = !!useAppSelector(selectForms).loaded[formId];
  const loadRegistry = useFormsRegistryLoader();
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  useEffect(() => {
    if (!loaded) dispatch(formsActions.formRequested(formId));
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
  return loaded && registry?.has(formId) ? registry : null;
}
