import { createContext, useContext } from 'react';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';

/**
 * How a screen reaches the browser's one forms registry (the one the forms saga fills): the app
 * provides its loader at the root, so features never import the app. Without a provider there is
 * no registry to load, and using one is an error naming what is missing.
 */
export const FormsRegistryContext = createContext<(() => Promise<SchemaRegistry>) | null>(null);

/** The forms registry loader the app provided. */
export function useFormsRegistryLoader(): () => Promise<SchemaRegistry> {
  const load = useContext(FormsRegistryContext);
  if (!load) throw new Error('No forms registry: render inside <FormsRegistryContext.Provider> (the app does).');
  return load;
}
