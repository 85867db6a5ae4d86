import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formAnswerRows } from '../../../server/services/documents/answerRows';
import { SCHEMAS_DIR, loadForms } from '../../../server/forms/loadForms';

const { registry } = loadForms();
const fixture = (form: string, name: string) =>
  JSON.parse(readFileSync(join(SCHEMAS_DIR, 'forms', form, 'fixtures/valid', `${name}.json`), 'utf8')) as Record<string, unknown>;
const rowsOf = (form: string, answers: Record<string, unknown>) => formAnswerRows(registry, form, answers).filter((b) => b.type === 'row');

describe('formAnswerRows: what a compliance evidence PDF prints', () => {
  it('prints the appropriateness answers the client was asked under their labels, not the computed flags the form hides', () => {
    const answers = fixture('appropriateness-test', 'single-holder-sufficient-knowledge');
    const paths = rowsOf('appropriateness-test', answers).map((r) => (r as { path: string }).path);
    expect(answers.isFinancialChecked).toBe(true);
    for (const hidden of ['isFinancialChecked', 'isSummaryInstructionOptionI', 'isSummaryInstructionOptionIII', 'missingDocumentID']) {
      expect(paths).not.toContain(`/${hidden}`);
    }
    const labels = rowsOf('appropriateness-test', answers).map((r) => (r as { label: string }).label);
    expect(labels.some((l) => l.includes('(Account Holder 1)'))).toBe(true);
  });
});
