/**
 * The generated part of the brand catalogue: about 180 white-label brands after the hand-written
 * ones, each with its own name, code, sub-domain labels, palette, font pair, logo, favicon and
 * login background.
 *
 * schemas/brands/brands.json stays the one catalogue (the server, the seed, fonts.mjs and the lint
 * all read it); `npx tsx scripts/brands.ts` rewrites its tail and the brands' SVG files under
 * public/brands/<code>/ from {@link generateBrands}, and `--check` (and a unit test) proves the
 * committed files are exactly what the generator gives. Everything is a pure function of the seed
 * and the hand-written head, so the catalogue never changes by accident.
 *
 * Palettes are built to pass the brand lint's WCAG 2.1 AA checks (src/engine/brands/brandContrast.ts):
 * backgrounds are near-white, and the primary and title colours are darkened step by step, in
 * their own hue, until every text pair reaches 4.5:1.
 */
import { brandContrastFailures } from '@/engine/brands/brandContrast';
import { hexContrast, toHexColour, WCAG_AA_TEXT, type Rgb } from '@/engine/brands/contrast';
import type { Brand } from '@/engine/brands/types';
import { hashString, Rng } from './prng';

/** How many entries at the top of brands.json are written by hand (the demo brands among them). */
export const HAND_WRITTEN_BRANDS = 17;
/** Size of the whole catalogue (spec §3.10: "about 200 brands, in a fixed order"). */
export const CATALOGUE_SIZE = 200;
/** Seed of the generated brands; change it only to regenerate the catalogue on purpose. */
export const BRAND_SEED = hashString('tessera brand catalogue v1');

/** One generated brand and the static files it names, by URL path (e.g. "/brands/abc/logo.svg"). */
export interface GeneratedBrand {
  brand: Brand;
  files: Record<string, string>;
}

const PROVIDER_NAME = 'Tessera Investment Platform';
const PROVIDER_URL = 'https://tessera.example';

// Words of the names: first a place or a quality, then what the firm is.
const FIRST = [
  'Ashford',
  'Beacon',
  'Birchwood',
  'Calder',
  'Cedar',
  'Clearwater',
  'Copperfield',
  'Crestline',
  'Dalton',
  'Eastgate',
  'Elmstead',
  'Evergreen',
  'Fairhaven',
  'Fenwick',
  'Foxley',
  'Glenmore',
  'Granite',
  'Greystone',
  'Hartwell',
  'Hawthorn',
  'Highmoor',
  'Holloway',
  'Inverleigh',
  'Ironbridge',
  'Juniper',
  'Kestrel',
  'Kingsmere',
  'Lakeside',
  'Larchmont',
  'Linden',
  'Lowther',
  'Marlow',
  'Meadowbank',
  'Millbrook',
  'Moorgate',
  'Northwood',
  'Oakridge',
  'Oldfield',
  'Pembroke',
  'Pinecrest',
  'Quayside',
  'Queensbury',
  'Redcliffe',
  'Riverside',
  'Rosewood',
  'Saltmarsh',
  'Silverdale',
  'Southbank',
  'Stonehaven',
  'Summit',
  'Thornbury',
  'Tidewell',
  'Upland',
  'Valemont',
  'Westbrook',
  'Whitmore',
  'Willowby',
  'Windermere',
  'Yarrow',
  'Zephyr',
] as const;
const SECOND = [
  'Wealth',
  'Capital',
  'Partners',
  'Asset Management',
  'Private Office',
  'Investments',
  'Advisers',
  'Family Office',
  'Wealth Management',
  'Private Clients',
  'Trust',
  'Financial Planning',
] as const;
// Legal form of the company in the footer's address block.
const SUFFIX: Record<string, string> = { IE: 'DAC', GB: 'Ltd', LU: 'S.A.', MT: 'Ltd', NL: 'B.V.' };
const OFFICES = [
  { country: 'IE', name: 'Ireland', city: 'Dublin 2', post: 'D02', phone: '+353 1 555 0' },
  { country: 'IE', name: 'Ireland', city: 'Cork', post: 'T12', phone: '+353 21 555 0' },
  { country: 'GB', name: 'United Kingdom', city: 'London', post: 'EC2', phone: '+44 20 7946 0' },
  { country: 'GB', name: 'United Kingdom', city: 'Edinburgh', post: 'EH2', phone: '+44 131 496 0' },
  { country: 'LU', name: 'Luxembourg', city: 'Luxembourg', post: 'L-1', phone: '+352 20 55 0' },
  { country: 'MT', name: 'Malta', city: 'Sliema', post: 'SLM', phone: '+356 2155 0' },
  { country: 'NL', name: 'Netherlands', city: 'Amsterdam', post: '101', phone: '+31 20 555 0' },
] as const;
const STREETS = ['Harbour Road', 'Market Street', 'Quay Street', 'Castle Lane', 'Bridge Street', 'Mill Yard', 'Church Row'];

// The bundled families (scripts/fonts.mjs). Body text takes a sans family; headings any.
const BODY_FONTS = ['Roboto', 'Lato', 'Open Sans', 'Source Sans 3', 'Nunito', 'IBM Plex Sans', 'Poppins', 'Montserrat', 'Raleway'];
const HEADING_FONTS = [...BODY_FONTS, 'Merriweather', 'Playfair Display', 'PT Serif', 'Libre Baskerville', 'Oswald'];

// Labels a brand must not take: they mean something else on a host.
const RESERVED_LABELS = new Set(['www', 'api', 'app', 'dev', 'cdn', 'ftp', 'mail', 'localhost', 'test', 'admin', 'static']);

/** Fontsource id of a family ("Source Sans 3" → "source-sans-3"), as scripts/fonts.mjs names its sheets. */
export function fontId(family: string): string {
  return family.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The generated brands that follow the hand-written head of the catalogue.
 *
 * @param head - the hand-written entries; their names, codes and labels are never reused
 * @param count - how many brands to generate
 * @param seed - the generator's seed
 * @returns the brands in catalogue order, each with its SVG files
 */
export function generateBrands(head: readonly Brand[], count: number, seed = BRAND_SEED): GeneratedBrand[] {
  const rng = new Rng(seed);
  const names = new Set(head.map((b) => b.name.toLowerCase()));
  // A username's first three letters pick the brand (login rule), so codes are unique on their first three.
  const codes = new Set(head.map((b) => b.code.slice(0, 3)));
  const live = new Set(head.map((b) => b.liveSubDomain));
  const sandbox = new Set(head.map((b) => b.sandboxSubDomain));
  const out: GeneratedBrand[] = [];

  // Every combination of the word lists, shuffled once: unique names without retries.
  const combos = rng.shuffle(FIRST.flatMap((first) => SECOND.map((second) => [first, second] as const)));
  for (const [first, second] of combos) {
    if (out.length === count) break;
    const name = `${first} ${second}`;
    if (names.has(name.toLowerCase())) continue;
    const code = pickCode(first, second, codes, sandbox, rng);
    if (code === undefined) continue;
    names.add(name.toLowerCase());
    codes.add(code);
    sandbox.add(code);
    // A few brands have a longer live label than their sandbox code (spec §3.10).
    const slug = `${first}${second.split(' ')[0]}`.toLowerCase();
    const liveLabel = rng.float() < 0.12 && !live.has(slug) ? slug : code;
    live.add(liveLabel);
    out.push(makeBrand(name, code, liveLabel, slug, rng));
  }
  if (out.length < count) throw new Error(`generateBrands: only ${out.length} unique names for ${count} brands`);
  return out;
}

/** A three-letter code from the name's letters, unused so far; undefined when every candidate is taken. */
function pickCode(first: string, second: string, codes: Set<string>, sandbox: Set<string>, rng: Rng): string | undefined {
  const a = first.toLowerCase().replace(/[^a-z]/g, '');
  const b = second.toLowerCase().replace(/[^a-z]/g, '');
  const candidates = [a[0] + a[1] + b[0], a[0] + b[0] + b[1], a.slice(0, 3)];
  for (let i = 2; i < a.length; i++) candidates.push(a[0] + a[i] + b[0]);
  for (let i = 0; i < 20; i++) candidates.push(a[0] + String.fromCharCode(97 + rng.int(0, 25)) + String.fromCharCode(97 + rng.int(0, 25)));
  return candidates.find((c) => /^[a-z]{3}$/.test(c) && !codes.has(c) && !sandbox.has(c) && !RESERVED_LABELS.has(c));
}

function makeBrand(name: string, code: string, liveLabel: string, slug: string, rng: Rng): GeneratedBrand {
  const hue = rng.range(0, 360);
  const sat = rng.range(0.35, 0.8);

  // Backgrounds: the platform grey for many, a faint tint of the brand's hue for the others.
  const bgColourPrimary = rng.float() < 0.35 ? 'EFEFEF' : hsl(hue, rng.range(0.12, 0.3), rng.range(0.95, 0.975));
  const panelRoll = rng.float();
  const bgColourSecondary = panelRoll < 0.8 ? 'FFFFFF' : panelRoll < 0.9 ? 'EAECEE' : 'FCFFFB';
  const backgrounds = [bgColourPrimary, bgColourSecondary];

  // Primary: white text on it, and it as link text on both backgrounds. Title: the same, darker.
  const colourPrimary = darkenUntil(hue, sat, rng.range(0.3, 0.48), (hex) => passesAll(hex, backgrounds));
  const colourTitle = darkenUntil(hue, Math.min(sat, 0.6), rng.range(0.13, 0.24), (hex) => passesAll(hex, backgrounds));
  const colourSecondary = hsl((hue + rng.range(30, 180)) % 360, rng.range(0.45, 0.8), rng.range(0.45, 0.65));
  const buttonColour = rng.float() < 0.8 ? colourPrimary : colourTitle;
  const buttonBgColour = rng.float() < 0.85 ? 'FFFFFF' : bgColourSecondary;

  const fontPrimary = rng.pick(BODY_FONTS);
  const fontSecondary = rng.float() < 0.25 ? fontPrimary : rng.pick(HEADING_FONTS);
  const fontURL = fontPrimary === fontSecondary ? `/fonts/${fontId(fontPrimary)}.css` : `/fonts/brand-${code}.css`;

  const office = rng.pick(OFFICES);
  const street = `${rng.int(1, 120)} ${rng.pick(STREETS)}`;
  const postcode = `${office.post}${office.country === 'LU' ? rng.int(100, 999) : ` ${rng.int(1, 9)}${letters(rng, 2)}${rng.int(10, 99)}`}`;
  const phone = `${office.phone}${rng.int(100, 999)}`;
  const base = `/brands/${code}`;

  const brand: Brand = {
    name,
    code,
    readable: name,
    logo: `${base}/logo.svg`,
    logoType: 'svg',
    colourPrimary,
    colourSecondary,
    colourLight: `${colourPrimary}33`,
    colourLighter: `${colourPrimary}14`,
    buttonColour,
    buttonBgColour,
    colourTitle,
    bgColourPrimary,
    bgColourSecondary,
    fontPrimary,
    fontSecondary,
    fontURL,
    heroBg: '',
    loginBg: `url(${base}/login-bg.svg)`,
    favicon: `${base}/favicon.svg`,
    liveSubDomain: liveLabel,
    sandboxSubDomain: code,
    providerName: PROVIDER_NAME,
    providerUrl: PROVIDER_URL,
    contactEmail: `clientservices@${slug}.example`,
    contactPhone: phone,
    companyAddressHtml: `<p><strong>${name} ${SUFFIX[office.country]}</strong><br>${street}<br>${office.city}, ${postcode}<br>${office.name}</p>`,
  };
  const failures = brandContrastFailures(brand);
  if (failures.length > 0) throw new Error(`generateBrands: ${code} fails ${failures.map((f) => f.pair).join(', ')}`);

  return {
    brand,
    files: {
      [brand.logo]: logoSvg(name, colourPrimary, colourTitle),
      [brand.favicon]: faviconSvg(name, colourPrimary),
      [`${base}/login-bg.svg`]: loginBgSvg(colourTitle, colourPrimary, colourSecondary),
    },
  };
}

/** True when white reads on `hex` and `hex` reads on every background (WCAG 2.1 AA, 4.5:1). */
function passesAll(hex: string, backgrounds: string[]): boolean {
  return [hexContrast('FFFFFF', hex), ...backgrounds.map((bg) => hexContrast(hex, bg))].every((r) => (r ?? 0) >= WCAG_AA_TEXT);
}

/** The colour of the given hue and saturation at the first lightness, going down, that `ok` accepts. */
function darkenUntil(hue: number, sat: number, lightness: number, ok: (hex: string) => boolean): string {
  for (let l = lightness; l > 0; l -= 0.01) {
    const hex = hsl(hue, sat, l);
    if (ok(hex)) return hex;
  }
  return '000000';
}

/** 'RRGGBB' of an HSL colour (hue in degrees, saturation and lightness 0–1). */
export function hsl(hue: number, sat: number, light: number): string {
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = light - c / 2;
  return toHexColour([r, g, b].map((v) => (v + m) * 255) as unknown as Rgb);
}

function letters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(65 + rng.int(0, 25));
  return s;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Two capitals: the initials of the first two words. */
function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

const FONT = "'Helvetica Neue', Arial, sans-serif";

/**
 * The initials centred on `cx`, in white. Centred by position and a fixed textLength rather than
 * text-anchor, so readers that ignore text-anchor (the statement PDF's logo reader,
 * server/services/statementLogo.ts) place them the same as a browser.
 */
function monogram(name: string, cx: number, baseline: number, size: number): string {
  const width = Math.round(size * 1.45);
  return (
    `<text x="${cx - width / 2}" y="${baseline}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#FFFFFF" ` +
    `textLength="${width}" lengthAdjust="spacingAndGlyphs">${initials(name)}</text>`
  );
}

/** A monogram tile in the primary colour and the name in two lines, in the style of the hand-made logos. */
function logoSvg(name: string, primary: string, title: string): string {
  const [first, ...rest] = name.split(' ');
  const second = rest.join(' ').toUpperCase();
  // Long words are squeezed into the 140 px beside the tile rather than overflowing the logo.
  const fit = (text: string, size: number) => Math.min(140, Math.round(text.length * size * 0.62));
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="${label}" width="200" height="48">` +
    `<title>${label}</title>` +
    `<rect x="2" y="2" width="44" height="44" rx="10" fill="#${primary}"/>` +
    monogram(name, 24, 31, 18) +
    `<text x="54" y="24" font-family="${FONT}" font-size="18" font-weight="700" fill="#${title}" textLength="${fit(first, 18)}" lengthAdjust="spacingAndGlyphs">${escapeXml(first)}</text>` +
    `<text x="54" y="40" font-family="${FONT}" font-size="10" letter-spacing="2" fill="#${primary}" textLength="${fit(second, 11)}" lengthAdjust="spacingAndGlyphs">${escapeXml(second)}</text>` +
    `</svg>\n`
  );
}

function faviconSvg(name: string, primary: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="48" height="48" rx="10" fill="#${primary}"/>` +
    monogram(name, 24, 32, 22) +
    `</svg>\n`
  );
}

/** A dark gradient in the title and primary colours with two soft waves, behind the login panel. */
function loginBgSvg(title: string, primary: string, secondary: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${title}"/><stop offset="1" stop-color="#${primary}"/></linearGradient></defs>` +
    `<rect width="1600" height="1000" fill="url(#g)"/>` +
    `<path d="M0 700 Q400 560 800 680 T1600 640 V1000 H0Z" fill="#${secondary}" opacity=".35"/>` +
    `<path d="M0 820 Q420 730 860 810 T1600 790 V1000 H0Z" fill="#FFFFFF" opacity=".12"/>` +
    `</svg>\n`
  );
}
