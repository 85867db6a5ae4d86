/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectData, expectError } from './support/http';
import { dialects, withApp } from './support/testApp';

// Issue 13 item 2: a version published in the form studio that changes only the ui (here a
// condition that is not plain, so it must be precompiled for the browser, which compiles nothing)
// gets a new validator module at once: a new URL naming its hash, holding the new condition; the
// old URL is refused as outdated.

const readJson = (file: string) => JSON.parse(readFileSync(join(__dirname, '../../schemas', file), 'utf8')) as Record<string, unknown>;

/** KYC with Remarks shown only when the US person answer is written a certain way (a `pattern`: not a plain condition). */
function kycWithPatternCondition() {
  const ui = readJson('forms/kyc/ui.json');
  const remarks = (ui.Remarks ?? {}) as Record<string, unknown>;
  ui.Remarks = { ...remarks, 'ui:showWhen': { properties: { Other: { pattern: '^studio-check-[0-9]+$' } }, required: ['Other'] } };
  return { schema: readJson('forms/kyc/schema.json'), ui };
}

describe.each(dialects)('a ui-only publication gets a new validator module on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const as = async (who: string, method: string, url: string, body?: unknown) =>
    t.call(method, url, { token: (tokens[who] ??= await t.login(who)), body });

  it('serves the new module (with the new condition) under a new URL, and refuses the old one', async () => {
    const before = expectData<{ validator: string }>(await t.get('/api/schemas/forms/kyc'));
    const oldModule = await t.get(`/api/${before.validator}`);
    expect(oldModule.status).toBe(200);
    expect(oldModule.text).not.toContain('studio-check-');

    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'kyc',
        basedOnVersion: 1,
        content: kycWithPatternCondition(),
      }),
    );
    const url = `/api/studio/versions/${draft.Id}`;
    expect(expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Remarks only for a checked answer' })).Status).toBe(
      'in_review',
    );
    expect(expectData(await as('dmocompliance2', 'POST', `${url}/approve`)).Status).toBe('approved');
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, {})).Status).toBe('published');

    const after = expectData<{ validator: string }>(await t.get('/api/schemas/forms/kyc'));
    expect(after.validator).not.toBe(before.validator);
    const newModule = await t.get(`/api/${after.validator}`);
    expect(newModule.status).toBe(200);
    expect(newModule.text).toContain('studio-check-');
    expectError(await t.get(`/api/${before.validator}`), 404, 'The form "kyc" has a newer validator; load the form again.');
  });
});
