import { act, fireEvent, screen, cleanup } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { TesseraForm } from '@/widgets/TesseraForm';
import { fixturesOf, registryWith, renderFluent } from './support/widgets';

const forms = readdirSync('schemas/forms').filter((f) => !f.startsWith('_'));
test('explore', async () => {
  const registry = registryWith(...forms);
  const out: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((...a) => out.push('ERR ' + a.map(String).join(' ').slice(0, 300)));
  jest.spyOn(console, 'warn').mockImplementation((...a) => out.push('WARN ' + a.map(String).join(' ').slice(0, 300)));
  for (const id of forms) {
    for (const { name, json } of fixturesOf(id, 'invalid')) {
      const { data, firstError } = json as { data: Record<string, unknown>; firstError: string };
      try {
        renderFluent(<TesseraForm registry={registry} formId={id} formData={data}><button type="submit">Go</button></TesseraForm>);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
        const alert = screen.queryAllByRole('alert')[0]?.textContent ?? '(none)';
        if (alert !== firstError) out.push(`${id}/${name}: expected "${firstError}" got "${alert}"`);
      } catch (e) { out.push(`${id}/${name}: THREW ${(e as Error).message.slice(0, 200)}`); }
      cleanup();
    }
  }
  process.stdout.write(out.join('\n') + '\n');
}, 300000);
