/**
 * The server's half of the Tessera engine's set-up, run in the bench page before anything is timed:
 * the form's validator and conditions precompiled (ajv standalone code) exactly as the server serves
 * them (`precompileForm`), and imported as a module as the browser imports the served one. Loaded
 * lazily by `engines/tessera.tsx`, so none of it counts in the page's JavaScript: in the app it runs
 * on the server.
 */
import type { FormSchema } from '@/engine';
import type { PrecompiledModule } from '@/engine/forms/precompiled';
import { createCompilingRegistry } from '../server/forms/compilingRegistry';
import { precompileForm } from '../server/forms/precompile';
import type { BenchCase } from './cases';

/** The case's form module, as `api.getFormValidatorModule` hands it to the forms saga. */
export async function servedFormModule(c: BenchCase): Promise<PrecompiledModule> {
  const server = createCompilingRegistry();
  for (const d of c.defs) server.addDefinitions(d as FormSchema);
  server.addForm(c.schema, c.ui);
  const { code } = precompileForm(server, c.formId);
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  try {
    return (await import(/* @vite-ignore */ url)) as PrecompiledModule;
  } finally {
    URL.revokeObjectURL(url);
  }
}
