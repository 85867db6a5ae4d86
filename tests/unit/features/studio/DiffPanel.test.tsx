import { screen, within } from '@testing-library/react';
import type { VersionChange } from '@/engine/studio';
import DiffPanel, { changeSummary } from '@/features/studio/DiffPanel';
import { parseDraft } from '@/features/studio/draft';
import { FORM_BASE, renderFluent } from '../../widgets/support/widgets';

const label: VersionChange = {
  kind: 'label-changed',
  pointer: '/Income',
  labels: ['Annual income'],
  sentence: "'Annual income' renamed to 'Yearly income'",
  breaking: false,
};
const bound: VersionChange = {
  kind: 'bound-tightened',
  pointer: '/Income',
  labels: ['Yearly income'],
  detail: 'maximum',
  sentence: "'Yearly income' maximum lowered from 1,000,000 to 500,000",
  breaking: true,
};

describe('DiffPanel', () => {
  test('says so when nothing changed, and lists nothing', () => {
    renderFluent(<DiffPanel changes={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No changes from the published version.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('one row per change with its sentence, a Breaking badge only on breaking ones', () => {
    renderFluent(<DiffPanel changes={[label, bound]} />);
    const rows = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(label.sentence)).toBeTruthy();
    expect(within(rows[0]).queryByText('Breaking')).toBeNull();
    expect(within(rows[1]).getByText(bound.sentence)).toBeTruthy();
    expect(within(rows[1]).getByText('Breaking')).toBeTruthy();
  });

  test('its summary counts the changes and the breaking ones', () => {
    expect(changeSummary([label])).toBe('1 change from the published version, none of them breaking.');
    expect(changeSummary([bound])).toBe('1 change from the published version, breaking.');
    expect(changeSummary([label, bound, bound])).toBe('3 changes from the published version, 2 of them breaking.');
  });
});

describe("parseDraft (the JSON editor's text)", () => {
  const schema = { $id: `${FORM_BASE}income`, version: '1.0.0', type: 'object' };
  test.each([
    ['{"schema": ', /^The JSON does not parse: /],
    ['[]', /^The draft must be a JSON object with "schema" and "ui"$/],
    ['{"ui": {}}', /^The draft needs a "schema" object$/],
    [JSON.stringify({ schema }), /^The draft needs a "ui" object$/],
    [JSON.stringify({ schema, ui: {}, note: 1 }), /^The draft has only "schema" and "ui", not "note"$/],
    [
      JSON.stringify({ schema: { ...schema, $id: `${FORM_BASE}other` }, ui: {} }),
      /^The schema's "\$id" must stay the form's own \("income"\)$/,
    ],
    [JSON.stringify({ schema: { ...schema, version: '' }, ui: {} }), /^The schema needs a "version"$/],
  ])('refuses %s', (text, message) => {
    const parsed = parseDraft(text, 'income');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });

  test('reads a draft of the form', () => {
    expect(parseDraft(JSON.stringify({ schema, ui: { 'ui:order': ['*'] } }), 'income')).toEqual({
      ok: true,
      draft: { schema, ui: { 'ui:order': ['*'] } },
    });
  });
});
