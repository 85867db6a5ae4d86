/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_OPENING_MESSAGES as M, missingStageMessage, type Flow } from '@/engine';
import { expectData, expectError } from './support/http';
import { dialects, withApp } from './support/testApp';
import { SECTIONS, startOpening } from './account-opening.fixtures';

// Issue 13 items 1 and 2: an account-opening flow published in the form studio (draft → submit →
// approve by a second person → publish) reaches the opening's own server at once, without a
// restart. The published version's Investment Profile stage also skips standalone accounts
// (400159): the section save refuses a standalone opening's investment profile with the existing
// 400, and the pre-signing check no longer asks for one. A published form's labels reach the
// wizard's reference lists the same way.

const STANDALONE = SECTIONS.accountType.AccountTypeId;

/** The shipped account-opening flow whose Investment Profile stage also skips standalone accounts. */
function flowSkippingStandalone(): Flow {
  const flow = JSON.parse(readFileSync(join(__dirname, '../../schemas/flows/account-opening.json'), 'utf8')) as Flow;
  const stage = flow.stages.find((s) => s.id === 'InvestmentProfile')!;
  stage.when = { not: { properties: { AccountTypeId: { enum: [400160, 400164, STANDALONE] } }, required: ['AccountTypeId'] } };
  return { ...flow, version: '1.1.0' };
}

describe.each(dialects)('account opening on a flow published in the studio on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string) => (tokens[who] ??= await t.login(who));
  const as = async (who: string, method: string, url: string, body?: unknown) => t.call(method, url, { token: await token(who), body });
  const path = (p: string) => `/api/accounts/opening/${p}`;

  /** Saves every section of a standalone opening but its investment profile; returns its id. */
  async function openingWithoutProfile(): Promise<number> {
    const id = await startOpening(t, await token('dmoconsultant'));
    const save = async (p: string, body: object) =>
      expectData(await as('dmoconsultant', 'POST', path(p), { AccountOpeningId: id, ...body }));
    await save('accounttype/add', SECTIONS.accountType);
    await save('personaldetails/add', SECTIONS.personalDetails());
    await save('disbursement/add', SECTIONS.disbursement());
    await save('fees/add', SECTIONS.fees());
    await save('acknowldedgements/add', SECTIONS.acknowledgements());
    return id;
  }

  const sign = async (id: number) => as('dmoconsultant', 'POST', path('sign'), { AccountOpeningId: id, IsDocuSign: false, IsManual: true });

  it('serves the published flow to the section save and the pre-signing check without a restart', async () => {
    // Before: the shipped flow asks a standalone account's investment profile.
    const before = await openingWithoutProfile();
    expectError(await sign(before), 400, missingStageMessage('Investment Profile'));
    const withProfile = await startOpening(t, await token('dmoconsultant'));
    expectData(await as('dmoconsultant', 'POST', path('accounttype/add'), { AccountOpeningId: withProfile, ...SECTIONS.accountType }));
    expectData(
      await as('dmoconsultant', 'POST', path('investmentprofile/add'), { AccountOpeningId: withProfile, ...SECTIONS.investmentProfile() }),
    );

    // The studio's life cycle: a draft, submitted with a change note, approved by a second person, published now.
    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'flow',
        formId: 'account-opening',
        basedOnVersion: 1,
        content: flowSkippingStandalone(),
      }),
    );
    const url = `/api/studio/versions/${draft.Id}`;
    const note = 'Standalone accounts no longer ask an investment profile';
    expect(expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: note })).Status).toBe('in_review');
    expect(expectData(await as('dmocompliance2', 'POST', `${url}/approve`)).Status).toBe('approved');
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, {})).Status).toBe('published');

    // After, on the same server: the section save refuses the standalone account's investment profile…
    const after = await startOpening(t, await token('dmoconsultant'));
    expectData(await as('dmoconsultant', 'POST', path('accounttype/add'), { AccountOpeningId: after, ...SECTIONS.accountType }));
    expectError(
      await as('dmoconsultant', 'POST', path('investmentprofile/add'), { AccountOpeningId: after, ...SECTIONS.investmentProfile() }),
      400,
      M.noInvestmentProfile,
    );
    // …and the opening that was refused before signs without one.
    const signing = expectData(await sign(before));
    expect(signing).toMatchObject({ Status: 'Signing', IsManual: true, InvestmentProfile: null });
    // The generic flow endpoint serves the same version.
    const served = expectData(await t.get('/api/schemas/flows/account-opening'));
    expect(served.version).toBe('1.1.0');
  });

  it("serves a published form's labels in the wizard's reference lists without a restart", async () => {
    const incomeSources = async () =>
      expectData(await as('dmoconsultant', 'GET', path('form'))).ReferenceData.IncomeSources as Array<{ Value: number; Text: string }>;
    expect((await incomeSources()).find((i) => i.Value === 3)).toEqual({ Value: 3, Text: 'Pension' });
    const form = (name: string) => JSON.parse(readFileSync(join(__dirname, `../../schemas/forms/risk-profile/${name}.json`), 'utf8'));
    const schema = form('schema');
    const choices = schema.properties.IncomeSources.items.properties.IncomeSourceId.oneOf as Array<{ const: number; title: string }>;
    choices.find((c) => c.const === 3)!.title = 'Pension or annuity';
    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'risk-profile',
        basedOnVersion: 1,
        content: { schema, ui: form('ui') },
      }),
    );
    const url = `/api/studio/versions/${draft.Id}`;
    expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Annuities are a pension income too' }));
    expectData(await as('dmocompliance2', 'POST', `${url}/approve`));
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, {})).Status).toBe('published');
    expect((await incomeSources()).find((i) => i.Value === 3)).toEqual({ Value: 3, Text: 'Pension or annuity' });
  });
});
