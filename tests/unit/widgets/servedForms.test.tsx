import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TesseraForm } from '@/widgets/TesseraForm';
import { fixturesOf, registryWith, renderFluent } from './support/widgets';

const FORMS = readdirSync(join(__dirname, '../../../schemas/forms'))
  .filter((f) => !f.startsWith('_'))
  .sort();
const registry = registryWith(...FORMS);

describe('every served form drawn by TesseraForm', () => {
  test.each(FORMS)('%s renders each of its valid fixtures and submits it', async (formId) => {
    for (const { name, json } of fixturesOf(formId, 'valid')) {
      const onSubmit = jest.fn();
      const { container } = renderFluent(
        <TesseraForm registry={registry} formId={formId} formData={json as Record<string, unknown>} onSubmit={onSubmit} />,
      );
      await act(async () => fireEvent.click(container.querySelector('button[type="submit"]')!));
      expect([name, screen.queryByRole('alert')?.textContent ?? null]).toEqual([name, null]);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });
});
