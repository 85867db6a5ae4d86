import { COUNTRIES } from '@/engine/reference/countries';
import { FEE_CHOICES, FEE_OPTIONS, FEE_SCHEDULES, type SchemaRegistry } from '@/engine';
import { TERM_ACCOUNT_DEFAULTS } from '@/engine/constants';
import type { DefinitionSchema } from '../forms/loadForms';
import { DOCUMENT_TYPES } from './accountOpening';

/** One entry of a select list: the stored value and its label. */
export interface ListItem {
  Value: number | string;
  Text: string;
}

/** The forms of the wizard by section key, as the form call names them. */
export const OPENING_FORMS = {
  AccountType: 'account-type',
  PersonalDetails: 'personal-details',
  Correspondence: 'correspondence',
  Disbursement: 'disbursement',
  RiskProfile: 'risk-profile',
  Appropriateness: 'account-appropriateness',
  Fees: 'fees',
  Acknowledgements: 'acknowledgements',
} as const;

/**
 * DFM providers and QST (QROPS scheme trustee) providers: reference data the spec does not show.
 * Demo entries; a real platform loads them from its provider register.
 */
export const DFM_PROVIDERS: readonly ListItem[] = [
  { Value: 1, Text: 'Northbridge Discretionary Management' },
  { Value: 2, Text: 'Meridian Portfolio Managers' },
  { Value: 3, Text: 'Alder & Finch Asset Management' },
];
export const QST_PROVIDERS: readonly ListItem[] = [
  { Value: 1, Text: 'Harbour Pension Trustees' },
  { Value: 2, Text: 'Castlegate Scheme Trustees' },
];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The `{const, title}` choices of a schema's `oneOf` as a list. */
function listOf(schema: unknown): ListItem[] {
  if (!isObject(schema) || !Array.isArray(schema.oneOf)) return [];
  return schema.oneOf
    .filter(isObject)
    .filter((o) => 'const' in o)
    .map((o) => ({ Value: o.const as number | string, Text: String(o.title ?? o.const) }));
}

/** A property schema at a path of a form's schema (through `items` for arrays). */
function propertyAt(schema: unknown, path: string[]): unknown {
  let at: unknown = schema;
  for (const key of path) {
    if (!isObject(at)) return undefined;
    if (key === '[]') at = at.items;
    else at = isObject(at.properties) ? at.properties[key] : undefined;
  }
  return at;
}

/**
 * The lists the wizard's selects need, read from the same schemas the server validates with (a
 * label changed in JSON changes the list), plus the embedded country list and provider lists. A
 * list a form names in its ui.json (`ui:options.referenceData`: dfmProviders, qstProviders,
 * feeSchedules) is answered under that very key, so the wizard hands the lists to the forms as they
 * come.
 */
export function openingReferenceData(registry: SchemaRegistry, definitions: DefinitionSchema[]) {
  const opening = definitions.find((d) => d.$id.endsWith('/_defs/account-opening'));
  const common = definitions.find((d) => d.$id.endsWith('/_defs/common'));
  const def = (schema: DefinitionSchema | undefined, name: string) => listOf(isObject(schema?.$defs) ? schema.$defs[name] : undefined);
  const form = (id: string, path: string[]) => (registry.has(id) ? listOf(propertyAt(registry.schema(id), path)) : []);
  const accessTypes = def(opening, 'accessTypeId');
  const feeOptions = def(opening, 'feeOptionId');
  // The fee-based option (2) is not offered by the fees form, so its name is not in the schemas.
  const nameIn = (list: ListItem[], value: number) =>
    list.find((i) => i.Value === value)?.Text ?? (value === FEE_OPTIONS.FeeBased ? 'Fee-based' : String(value));
  return {
    AccountTypes: def(opening, 'accountTypeId'),
    Titles: def(opening, 'titleId'),
    MaritalStatuses: def(opening, 'maritalStatusId'),
    EducationLevels: def(opening, 'educationLevelId'),
    EmploymentStatuses: def(opening, 'employmentStatusId'),
    Occupations: def(opening, 'occupationId'),
    Currencies: def(opening, 'accountCurrency'),
    DisposableAssetRanges: def(opening, 'disposableAssetsRangeId'),
    RiskProfiles: def(opening, 'riskProfileId'),
    AccessTypes: def(opening, 'accessTypeId'),
    FeeOptions: def(opening, 'feeOptionId'),
    Frequencies: def(common, 'frequency'),
    Countries: COUNTRIES.map((c) => ({ Value: c.Value, Text: c.Text })),
    // The lists the forms name in `ui:options.referenceData`, under exactly those keys.
    dfmProviders: [...DFM_PROVIDERS],
    qstProviders: [...QST_PROVIDERS],
    feeSchedules: FEE_SCHEDULES.map((f) => ({
      Value: f.FeeSchedulesId,
      Text: `${nameIn(accessTypes, f.AccessTypeId)}, ${nameIn(feeOptions, f.FeeOptionId)}`,
    })),
    IncomeSources: form('risk-profile', ['IncomeSources', '[]', 'IncomeSourceId']),
    FundTypes: form('risk-profile', ['SourceOfFunds', '[]', 'FundTypeId']),
    IncomeSales: form('risk-profile', ['SourceOfFunds', '[]', 'IncomeSaleId']),
    Appropriatenesses: form('account-appropriateness', ['Appropriatenesses', '[]', 'AppropriatenessId']),
    DocumentTypes: [...DOCUMENT_TYPES],
  };
}

/** The forms of the wizard with their versions (and hashes), by section key. */
export function openingForms(registry: SchemaRegistry) {
  return Object.fromEntries(
    Object.entries(OPENING_FORMS).map(([key, id]) => [
      key,
      {
        id,
        version: registry.has(id) ? registry.schema(id).version : null,
        hash: registry.has(id) ? registry.hash(id) : null,
      },
    ]),
  );
}

/** GET accounts/opening/feesinfo: every fee choice, the term-account defaults and the six fee schedules. */
export function feesInfo() {
  return { Choices: FEE_CHOICES, TermAccountDefaults: { ...TERM_ACCOUNT_DEFAULTS }, FeeSchedules: FEE_SCHEDULES };
}
