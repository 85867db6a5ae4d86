import { useEffect, useState } from 'react';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { getFormsRegistry } from '@/app/formsRegistry';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formsActions } from '@/store/formsSlice';
import { selectForms } from '@/store/selectors';

/**
 * A served form for a trading screen (watchlist targets, alert targets): asks the forms saga to load
 * it and hands back the browser's forms registry once the form is in it, else null (loading).
 * The registry is the app's one instance (`@/app/formsRegistry`), the one the forms saga fills.
 * @param formId - the form's id under schemas/forms
 * @returns the registry holding the form, or null while it loads
 */
export function useServedForm(formId: string): SchemaRegistry | null {
  const dispatch = useAppDispatch();
  const loaded = !!useAppSelector(selectForms).loaded[formId];
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  useEffect(() => {
    if (!loaded) dispatch(formsActions.formRequested(formId));
  }, [dispatch, formId, loaded]);
  useEffect(() => {
    let live = true;
    void getFormsRegistry().then((r) => { if (live) setRegistry(r); });
    return () => { live = false; };
  }, []);
  return loaded && registry?.has(formId) ? registry : null;
}
