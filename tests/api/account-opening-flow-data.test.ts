/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_OPENING_MESSAGES as M, missingStageMessage, type Flow } from '@/engine';
import { expectData, expectError } from './support/http';
import { dialects, withApp } from './support/testApp';
import { fixture, SECTIONS, singleHolder, startOpening } from './account-opening.fixtures';

// Issue 13 item 1: the account-opening flow decides which sections an opening has, not code. The
// server runs here on a COPY of schemas/ whose Investment Profile stage also skips standalone
// accounts (400159) and whose holder cards hide the tax details of DFM accounts (400161) too;
// schemas/ itself is never edited. Saving, signing (with the generated documents) and the flow
// replay all follow the changed `when`s.

const SCHEMAS = join(__dirname, '../../schemas');
const STANDALONE = 400159;
const DFM = 400161;

/**
 * A copy of schemas/ in a temporary root whose account-opening flow skips the Investment Profile for
 * `extraType` too, and hides the holders' tax details of DFM accounts as of QROPS and trust.
 */
function changedSchemasCopy(extraType: number): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-flow-data-'));
  cpSync(SCHEMAS, join(root, 'schemas'), { recursive: true });
  const file = join(root, 'schemas/flows/account-opening.json');
  const flow = JSON.parse(readFileSync(file, 'utf8')) as Flow;
  const stage = flow.stages.find((s) => s.id === 'InvestmentProfile')!;
  stage.when = { not: { properties: { AccountTypeId: { enum: [400160, 400164, extraType] } }, required: ['AccountTypeId'] } };
  const holders = flow.stages.flatMap((st) => st.steps).find((st) => st.id === 'FirstAccountHolderDetails')!;
  const tax = holders.uiOverrides!.find((o) => JSON.stringify(o.ui).includes('FiscalCountryId'))!;
  tax.when = { properties: { AccountTypeId: { enum: [400160, 400164, DFM] } }, required: ['AccountTypeId'] };
  writeFileSync(file, JSON.stringify(flow, null, 2));
  return root;
}

const root = changedSchemasCopy(STANDALONE);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Answers of every form step of the flow, keyed by the steps' answers keys, for a single-holder account of `type`. */
const flowAnswers = (type: number) => ({
  AccountType: type === DFM ? { AccountTypeId: DFM, IsJoint: false, DFMProviderId: 1 } : { AccountTypeId: type, IsJoint: false },
  FirstAccountHolderDetails: { Holders: [singleHolder()] },
  CorrespondenceInformation: { CorrespondenceAddress: 'Primary' },
  DisbursementAccountDetails: SECTIONS.disbursement(),
  RiskProfile: fixture('risk-profile', 'salary-only'),
  AppropriatenessTest: fixture('account-appropriateness', 'not-interested'),
  FeesAndCharges: SECTIONS.fees(),
  Acknowledgements: SECTIONS.acknowledgements(),
});

describe.each(dialects)('account opening on a changed flow (Investment Profile skipped for standalone too) on %s', (dialect) => {
  const t = withApp(dialect, { config: { rootDir: root } });
  const path = (p: string) => `/api/accounts/opening/${p}`;

  it('runs on the changed copy', () => {
    const stage = t.app.forms.flows.get('account-opening')!.stages.find((s) => s.id === 'InvestmentProfile')!;
    expect(JSON.stringify(stage.when)).toContain(String(STANDALONE));
  });

  it('refuses an investment profile for a standalone account with the same 400, and still takes one for a DFM account', async () => {
    const token = await t.login('dmoconsultant');
    const standalone = await startOpening(t, token);
    expectData(await t.post(path('accounttype/add'), { AccountOpeningId: standalone, ...SECTIONS.accountType }, { token }));
    expectError(
      await t.post(path('investmentprofile/add'), { AccountOpeningId: standalone, ...SECTIONS.investmentProfile() }, { token }),
      400,
      M.noInvestmentProfile,
    );
    const dfm = await startOpening(t, token);
    expectData(
      await t.post(path('accounttype/add'), { AccountOpeningId: dfm, AccountTypeId: DFM, IsJoint: false, DFMProviderId: 1 }, { token }),
    );
    const saved = expectData(
      await t.post(path('investmentprofile/add'), { AccountOpeningId: dfm, ...SECTIONS.investmentProfile() }, { token }),
    );
    expect(saved.InvestmentProfile.RiskProfile).toMatchObject(SECTIONS.investmentProfile().RiskProfile);
  });

  it('signs a standalone opening without an investment profile: the documents are generated without one', async () => {
    const token = await t.login('dmoconsultant');
    const id = await startOpening(t, token);
    const save = async (p: string, body: object) => expectData(await t.post(path(p), { AccountOpeningId: id, ...body }, { token }));
    await save('accounttype/add', SECTIONS.accountType);
    await save('personaldetails/add', SECTIONS.personalDetails());
    await save('disbursement/add', SECTIONS.disbursement());
    await save('fees/add', SECTIONS.fees());
    await save('acknowldedgements/add', SECTIONS.acknowledgements());
    const signing = expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false, IsManual: true }, { token }));
    expect(signing).toMatchObject({ Status: 'Signing', IsManual: true, InvestmentProfile: null });
    expect(signing.Documents.filter((d: { Generated: boolean }) => d.Generated)).toHaveLength(3);
  });

  it('the tax details the changed flow hides for a DFM account are not required there; a standalone holder still needs them', async () => {
    const token = await t.login('dmoconsultant');
    const { FiscalCountryId: _country, TaxNumber: _number, TaxRemarks: _remarks, ...untaxed } = singleHolder();
    void [_country, _number, _remarks];
    const body = { Holders: [untaxed], Correspondence: { CorrespondenceAddress: 'Primary' } };
    const dfm = await startOpening(t, token);
    expectData(
      await t.post(path('accounttype/add'), { AccountOpeningId: dfm, AccountTypeId: DFM, IsJoint: false, DFMProviderId: 1 }, { token }),
    );
    expect(
      expectData(await t.post(path('personaldetails/add'), { AccountOpeningId: dfm, ...body }, { token })).PersonalDetails.Holders,
    ).toHaveLength(1);
    const standalone = await startOpening(t, token);
    expectData(await t.post(path('accounttype/add'), { AccountOpeningId: standalone, ...SECTIONS.accountType }, { token }));
    expectError(
      await t.post(path('personaldetails/add'), { AccountOpeningId: standalone, ...body }, { token }),
      400,
      'Country of fiscal residence is required for account holder 1.',
    );
  });

  it('a DFM account still needs its investment profile before signing', async () => {
    const token = await t.login('dmoconsultant');
    const id = await startOpening(t, token);
    const save = async (p: string, body: object) => expectData(await t.post(path(p), { AccountOpeningId: id, ...body }, { token }));
    await save('accounttype/add', { AccountTypeId: DFM, IsJoint: false, DFMProviderId: 1 });
    await save('personaldetails/add', SECTIONS.personalDetails());
    await save('disbursement/add', SECTIONS.disbursement());
    await save('fees/add', SECTIONS.fees());
    await save('acknowldedgements/add', SECTIONS.acknowledgements());
    expectError(
      await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false, IsManual: true }, { token }),
      400,
      missingStageMessage('Investment Profile'),
    );
  });

  it("the server's replay drops the skipped stage's answers for a standalone account and validates them for a DFM account", async () => {
    const token = await t.login('dmoconsultant');
    const replay = async (type: number) =>
      expectData(
        await t.post(
          '/api/flows/account-opening/validate',
          { context: { AccountTypeId: type, IsJoint: false, IsTermAccount: false }, answers: flowAnswers(type) },
          { token },
        ),
      );
    const standalone = await replay(STANDALONE);
    expect(standalone.dropped).toEqual(['RiskProfile', 'AppropriatenessTest']);
    expect(standalone.steps.map((s: { stepId: string }) => s.stepId)).not.toContain('RiskProfile');
    const dfm = await replay(DFM);
    expect(dfm.dropped).toEqual([]);
    expect(dfm.steps.map((s: { stepId: string }) => s.stepId)).toEqual(expect.arrayContaining(['RiskProfile', 'AppropriatenessTest']));
  });
});
