import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import brandSchema from '../../schemas/brands/brand.schema.json';
import { brandContrastFailures, hasCheckableColours } from '@/engine/brands/brandContrast';
import { WCAG_AA_TEXT } from '@/engine/brands/contrast';

/** The kinds of problem the lint reports; each of the spec's four known defects has its own. */
export type BrandLintKind =
  | 'schema'
  | 'unclosed-url'
  | 'external-favicon'
  | 'missing-favicon-file'
  | 'readable-mismatch'
  | 'duplicate-code'
  | 'duplicate-subdomain'
  | 'missing-asset'
  | 'contrast';

/** One problem in one catalogue entry. */
export interface BrandLintIssue {
  /** Position in the catalogue, or -1 when the catalogue itself is malformed. */
  index: number;
  /** The entry's code when it has one, else ''. */
  code: string;
  kind: BrandLintKind;
  /** A sentence a person editing brands.json can act on. */
  message: string;
}

export interface BrandLintOptions {
  /** Whether a local URL path such as "/brands/dmo/favicon.svg" resolves to a file. */
  assetExists(path: string): boolean;
}

type Entry = Record<string, unknown>;

// Fields whose values are URL paths or CSS values that may contain url(…).
const CSS_URL_FIELDS = ['loginBg', 'heroBg', 'logo'] as const;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const LOCAL_URL_IN_CSS = /^url\((['"]?)(\/(?!\/)[^'")]+)\1\)$/;

let validator: ValidateFunction | undefined;

/** Compiled once: the schema is fixed for the life of the process. */
function validateSchema(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    validator = ajv.compile(brandSchema);
  }
  return validator;
}

/**
 * Checks the brand catalogue before it ships: the schema, plus the faults the schema cannot see.
 *
 * The spec names four defects found in the real catalogue — a login background `url(` without its
 * closing bracket, a favicon on an external image host, a misspelled favicon file name and a
 * readable name missing its first letter — and each gets its own kind so CI says exactly what is
 * wrong. Duplicated codes or sub-domain labels would make host matching ambiguous, and a logo or
 * background file that does not exist would show a broken image. Every text-on-background pair
 * of the brand's theme must reach WCAG 2.1 AA (4.5:1, src/engine/brands/brandContrast.ts); each
 * failing pair is one 'contrast' issue naming the pair. When a specific check explains a
 * field, the generic schema error on that same field is not repeated.
 *
 * @param brands - the parsed catalogue (unknown: this is where it gets checked)
 * @param opts - `assetExists` answers for local URL paths, so the engine touches no file system
 * @returns every issue, ordered by catalogue position; empty when the catalogue is clean
 */
export function lintBrandCatalogue(brands: unknown, opts: BrandLintOptions): BrandLintIssue[] {
  const validate = validateSchema();
  const schemaErrors = validate(brands) ? [] : (validate.errors ?? []);
  if (!Array.isArray(brands)) {
    return schemaErrors.map((e) => ({ index: -1, code: '', kind: 'schema', message: describe(e) }));
  }

  const issues: BrandLintIssue[] = [];
  // Fields already explained by a specific check, as "index/field", to drop their schema errors.
  const explained = new Set<string>();
  const report = (index: number, field: string | undefined, kind: BrandLintKind, message: string) => {
    issues.push({ index, code: codeOf(brands[index]), kind, message });
    if (field) explained.add(`${index}/${field}`);
  };

  brands.forEach((raw: unknown, index: number) => {
    if (!isEntry(raw)) return;
    checkCssUrls(raw, index, report);
    checkFavicon(raw, index, opts, report);
    checkAssets(raw, index, opts, report);
    checkReadable(raw, index, report);
    checkContrast(raw, index, report);
  });
  checkDuplicates(brands, report);

  for (const error of schemaErrors) {
    const [index, field] = pathOf(error);
    if (field !== undefined && explained.has(`${index}/${field}`)) continue;
    issues.push({ index, code: codeOf(brands[index]), kind: 'schema', message: describe(error) });
  }
  return issues.sort((a, b) => a.index - b.index);
}

type Report = (index: number, field: string | undefined, kind: BrandLintKind, message: string) => void;

function checkCssUrls(entry: Entry, index: number, report: Report): void {
  for (const field of CSS_URL_FIELDS) {
    const value = entry[field];
    if (typeof value === 'string' && hasUnclosedUrl(value)) {
      report(index, field, 'unclosed-url', `${field} "${value}" opens url( without a closing bracket.`);
    }
  }
}

/** True when some `url(` has no `)` after it: the browser would drop the whole declaration. */
function hasUnclosedUrl(value: string): boolean {
  const lower = value.toLowerCase();
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    if (lower.indexOf(')', at + 4) === -1) return true;
  }
  return false;
}

function checkFavicon(entry: Entry, index: number, opts: BrandLintOptions, report: Report): void {
  const favicon = entry.favicon;
  if (typeof favicon !== 'string' || favicon.trim() === '') return;
  if (EXTERNAL.test(favicon.trim())) {
    report(index, 'favicon', 'external-favicon', `favicon "${favicon}" is on another host; copy it to /brands/<code>/.`);
  } else if (favicon.startsWith('/') && !opts.assetExists(favicon)) {
    report(index, 'favicon', 'missing-favicon-file', `favicon "${favicon}" does not exist (misspelled file name?).`);
  }
}

function checkAssets(entry: Entry, index: number, opts: BrandLintOptions, report: Report): void {
  const logo = entry.logo;
  if (typeof logo === 'string' && logo.startsWith('/') && !logo.startsWith('//') && !logo.includes('url(')) {
    if (!opts.assetExists(logo)) report(index, 'logo', 'missing-asset', `logo "${logo}" does not exist.`);
  }
  const loginBg = entry.loginBg;
  const match = typeof loginBg === 'string' ? LOCAL_URL_IN_CSS.exec(loginBg.trim()) : null;
  if (match && !opts.assetExists(match[2])) {
    report(index, 'loginBg', 'missing-asset', `loginBg file "${match[2]}" does not exist.`);
  }
}

function checkReadable(entry: Entry, index: number, report: Report): void {
  const { name, readable } = entry;
  if (typeof name !== 'string' || typeof readable !== 'string') return;
  if (name.trim() !== readable.trim()) {
    report(index, 'readable', 'readable-mismatch', `readable "${readable}" differs from name "${name}".`);
  }
}

function checkContrast(entry: Entry, index: number, report: Report): void {
  // Malformed colours are the schema's to report; contrast is measured only between real colours.
  if (!hasCheckableColours(entry)) return;
  for (const check of brandContrastFailures(entry)) {
    const shown = Math.floor(check.ratio * 100) / 100;
    report(
      index,
      undefined,
      'contrast',
      `${check.pair}: contrast ${shown.toFixed(2)}:1 (#${check.text} on #${check.background}); WCAG 2.1 AA needs ${WCAG_AA_TEXT}:1.`,
    );
  }
}

function checkDuplicates(brands: unknown[], report: Report): void {
  const seen = new Map<string, number>();
  const firstSeen = (key: string, index: number): number | undefined => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    return first;
  };
  brands.forEach((raw, index) => {
    if (!isEntry(raw)) return;
    if (typeof raw.code === 'string') {
      const first = firstSeen(`code:${raw.code.toLowerCase()}`, index);
      if (first !== undefined) report(index, undefined, 'duplicate-code', `code "${raw.code}" is already used by entry ${first}.`);
    }
    // Live and sandbox labels are matched in different environments, so each must be unique
    // only among its own kind.
    for (const field of ['liveSubDomain', 'sandboxSubDomain'] as const) {
      const label = raw[field];
      if (typeof label !== 'string') continue;
      const first = firstSeen(`${field}:${label.toLowerCase()}`, index);
      if (first !== undefined) {
        report(index, undefined, 'duplicate-subdomain', `${field} "${label}" is already used by entry ${first}.`);
      }
    }
  });
}

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codeOf(entry: unknown): string {
  return isEntry(entry) && typeof entry.code === 'string' ? entry.code : '';
}

/** Catalogue index and top-level field an ajv error points at ("/3/favicon" → [3, "favicon"]). */
function pathOf(error: ErrorObject): [number, string | undefined] {
  const [, index, field] = error.instancePath.split('/');
  const property =
    field ??
    (error.keyword === 'required' || error.keyword === 'additionalProperties'
      ? String(error.params.missingProperty ?? error.params.additionalProperty)
      : undefined);
  return [index === undefined || index === '' ? -1 : Number(index), property];
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'catalogue' : error.instancePath;
  const extra = error.keyword === 'additionalProperties' ? ` ("${String(error.params.additionalProperty)}")` : '';
  return `${where} ${error.message ?? 'is invalid'}${extra}.`;
}
