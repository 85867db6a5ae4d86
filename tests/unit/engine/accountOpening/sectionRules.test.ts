import {
  ACCOUNT_OPENING_MESSAGES as M,
  ACCOUNT_TYPE_NAMES,
  accountTypeName,
  naturalPersonTermsProblem,
  paymentDateProblem,
  secondHolderTicksProblem,
  taxDetailsProblem,
  asksNaturalPersonTerms,
  asksTaxDetails,
  holderCountProblem,
  offersCorrespondenceChoice,
  ConditionEvaluator,
  type Flow,
} from '@/engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The shipped account-opening flow decides where the tax details and the natural-person declaration are asked.
const FLOW = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/flows/account-opening.json'), 'utf8')) as Flow;
const conditions = new ConditionEvaluator();
const taxProblem = (type: number, holders: unknown[], flow: Flow = FLOW) =>
  taxDetailsProblem(asksTaxDetails(flow, { AccountTypeId: type }, conditions), holders);
const declarationProblem = (type: number, answers: unknown, flow: Flow = FLOW) =>
  naturalPersonTermsProblem(asksNaturalPersonTerms(flow, { AccountTypeId: type }, conditions), answers);
/** A copy of the shipped flow whose override of `stepId` naming `field` applies to `types` instead. */
function overrideFor(stepId: string, field: string, when: Record<string, unknown>): Flow {
  const flow = structuredClone(FLOW);
  const step = flow.stages.flatMap((st) => st.steps).find((st) => st.id === stepId)!;
  step.uiOverrides!.find((o) => JSON.stringify(o.ui).includes(`"${field}"`))!.when = when;
  return flow;
}

describe('paymentDateProblem', () => {
  const today = '2026-03-10';
  it('refuses an active direct debit or regular payment dated before today', () => {
    expect(paymentDateProblem({ DirectDebit: { Active: true, Date: '2026-03-09' } }, today)).toBe(
      'The direct debit date cannot be in the past.',
    );
    expect(paymentDateProblem({ RegularPayments: { Active: true, Date: '2025-01-01' } }, today)).toBe(
      'The regular payment date cannot be in the past.',
    );
    expect(
      paymentDateProblem(
        { DirectDebit: { Active: true, Date: '2026-01-01' }, RegularPayments: { Active: true, Date: '2026-01-01' } },
        today,
      ),
    ).toBe(M.directDebitDateInPast);
  });

  it('allows today and later, and does not look at an inactive instruction', () => {
    expect(
      paymentDateProblem({ DirectDebit: { Active: true, Date: today }, RegularPayments: { Active: true, Date: '2027-01-01' } }, today),
    ).toBeNull();
    expect(paymentDateProblem({ DirectDebit: { Active: false, Date: '2020-01-01' } }, today)).toBeNull();
    expect(paymentDateProblem({}, today)).toBeNull();
    expect(paymentDateProblem(null, today)).toBeNull();
  });
});

describe('taxDetailsProblem', () => {
  const withTax = { FiscalCountryId: 276 };
  it('requires a fiscal country of every holder where the flow asks the tax details: all but QROPS and trust', () => {
    expect(taxProblem(400159, [withTax, {}])).toBe('Country of fiscal residence is required for account holder 2.');
    expect(taxProblem(400161, [{ FiscalCountryId: null }])).toBe('Country of fiscal residence is required for account holder 1.');
    expect(taxProblem(400159, [withTax, withTax])).toBeNull();
    expect(taxProblem(400160, [{}])).toBeNull();
    expect(taxProblem(400164, [{}, {}])).toBeNull();
  });

  it('follows a changed flow: tax details hidden for DFM accounts too are not required there', () => {
    const flow = overrideFor('FirstAccountHolderDetails', 'FiscalCountryId', {
      properties: { AccountTypeId: { enum: [400160, 400164, 400161] } },
      required: ['AccountTypeId'],
    });
    expect(taxProblem(400161, [{}], flow)).toBeNull();
    expect(taxProblem(400159, [{}], flow)).toBe('Country of fiscal residence is required for account holder 1.');
  });
});

describe('secondHolderTicksProblem', () => {
  const ticked = { Appropriatenesses: [{ AppropriatenessId: 1, FirstHolder: true, SecondHolder: true }] };
  it('refuses a second-holder tick on an account that is not joint', () => {
    expect(secondHolderTicksProblem(false, ticked)).toBe('Ticks for the second account holder can be given only for a joint account.');
    expect(secondHolderTicksProblem(false, { PastServiceAdvice: { FirstHolder: false, SecondHolder: true } })).toBe(
      M.secondHolderTicksNeedJoint,
    );
  });

  it('allows them on a joint account, and unticked second-holder boxes anywhere', () => {
    expect(secondHolderTicksProblem(true, ticked)).toBeNull();
    expect(
      secondHolderTicksProblem(false, {
        Appropriatenesses: [{ AppropriatenessId: 1, FirstHolder: true, SecondHolder: false }],
        PastServiceAdvice: { SecondHolder: false },
      }),
    ).toBeNull();
    expect(secondHolderTicksProblem(false, null)).toBeNull();
  });
});

describe('naturalPersonTermsProblem', () => {
  it('requires the declaration where the flow asks it: every account type but corporate', () => {
    expect(declarationProblem(400159, { AppropriatenessTestTerms: true })).toBe(
      'You must declare that you agree with Account For Natural Persons clause',
    );
    expect(declarationProblem(400166, { NaturalPersonTerms: true })).toBeNull();
    expect(declarationProblem(400163, {})).toBeNull();
  });

  it('follows a changed flow: a declaration hidden for master accounts too is not required there', () => {
    const flow = overrideFor('AppropriatenessTest', 'NaturalPersonTerms', {
      properties: { AccountTypeId: { enum: [400163, 400166] } },
      required: ['AccountTypeId'],
    });
    expect(declarationProblem(400166, {}, flow)).toBeNull();
    expect(declarationProblem(400159, {}, flow)).toBe('You must declare that you agree with Account For Natural Persons clause');
  });
});

describe('account type names', () => {
  it('names every code of portal-shell §3 and the DFM account; an unknown code is "Account"', () => {
    expect([400159, 400160, 400161, 400163, 400164, 400166].map(accountTypeName)).toEqual([
      'Standalone account',
      'QROPS account',
      'DFM account',
      'Corporate account',
      'Trust account',
      'Master account',
    ]);
    expect(accountTypeName(400162)).toBe('Account');
    expect(accountTypeName(null)).toBe('Account');
  });

  it("are the account-type form's option titles", () => {
    const defs = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/forms/_defs/account-opening.json'), 'utf8'));
    const options = defs.$defs.accountTypeId.oneOf as Array<{ const: number; title: string }>;
    expect(Object.fromEntries(options.map((o) => [o.const, o.title]))).toEqual(Object.fromEntries(Object.entries(ACCOUNT_TYPE_NAMES)));
  });
});

describe('offersCorrespondenceChoice', () => {
  it("follows the flow's ui:enumDisabled: Secondary only for a joint account in the shipped flow, on any account in a changed copy", () => {
    const offers = (flow: Flow, choice: string, isJoint: boolean) =>
      offersCorrespondenceChoice(flow, choice, { AccountTypeId: 400159, IsJoint: isJoint }, conditions);
    expect(offers(FLOW, 'Secondary', false)).toBe(false);
    expect(offers(FLOW, 'Secondary', true)).toBe(true);
    expect(offers(FLOW, 'Primary', false)).toBe(true);
    const flow = structuredClone(FLOW);
    const step = flow.stages.flatMap((st) => st.steps).find((st) => st.id === 'CorrespondenceInformation')!;
    delete step.uiOverrides!.find((o) => JSON.stringify(o.ui).includes('ui:enumDisabled'))!.when;
    expect(offers(flow, 'Secondary', true)).toBe(false);
  });
});

describe('holderCountProblem reads the holder bounds of the flow', () => {
  const count = (context: Record<string, unknown>, holders: number, flow: Flow = FLOW) =>
    holderCountProblem(flow, context, holders, conditions);
  /** A copy of the shipped flow whose holder-list override for `isJoint` accounts has these `ui:options`. */
  function holderOptions(isJoint: boolean, options: Record<string, unknown>): Flow {
    const flow = structuredClone(FLOW);
    const step = flow.stages.flatMap((st) => st.steps).find((st) => st.id === 'FirstAccountHolderDetails')!;
    const override = step.uiOverrides!.find((o) => conditions.evaluate(o.when, { IsJoint: isJoint }) && 'Holders' in o.ui)!;
    (override.ui.Holders as Record<string, unknown>)['ui:options'] = options;
    return flow;
  }

  it('the shipped flow: one holder for a single account, two for a joint one, with the same messages as before', () => {
    expect(count({ AccountTypeId: 400159, IsJoint: false }, 1)).toBeNull();
    expect(count({ AccountTypeId: 400159, IsJoint: true }, 2)).toBeNull();
    expect(count({ AccountTypeId: 400159, IsJoint: true }, 1)).toBe(M.jointNeedsTwoHolders);
    expect(count({ AccountTypeId: 400159, IsJoint: false }, 2)).toBe(M.singleHasOneHolder);
    // Before the account type is saved the context has no IsJoint: the single account's bound applies.
    expect(count({}, 2)).toBe(M.singleHasOneHolder);
  });

  it('a flow whose joint accounts make the second holder optional accepts a joint account with one holder', () => {
    const flow = holderOptions(true, { minHolders: 1, maxHolders: 2 });
    expect(count({ AccountTypeId: 400159, IsJoint: true }, 1, flow)).toBeNull();
    expect(count({ AccountTypeId: 400159, IsJoint: true }, 3, flow)).toBe(M.jointNeedsTwoHolders);
    expect(count({ AccountTypeId: 400159, IsJoint: false }, 2, flow)).toBe(M.singleHasOneHolder);
  });

  it('a flow that lets a single account have two holder cards accepts them; a flow without bounds checks none', () => {
    const flow = holderOptions(false, { addable: true, maxHolders: 2 });
    expect(count({ AccountTypeId: 400159, IsJoint: false }, 2, flow)).toBeNull();
    expect(count({ AccountTypeId: 400159, IsJoint: false }, 3, flow)).toBe(M.singleHasOneHolder);
    const unbounded = holderOptions(true, {});
    expect(count({ AccountTypeId: 400159, IsJoint: true }, 1, unbounded)).toBeNull();
  });
});
