import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve(__dirname, '../../../test-output/screenshots');

/** Chromium comes from Debian; the test run installs it when it may (root), else says how. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
}

/** One browser per test file, launched with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      // playwright gives every launch a fresh, empty profile (its own --user-data-dir).
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context; the new-feature notice is pre-dismissed unless a test wants it. */
export async function newContext(
  browser: Browser,
  options: { newFeatureNotice?: boolean; viewport?: { width: number; height: number }; hasTouch?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1366, height: 900 }, hasTouch: options.hasTouch });
  if (!options.newFeatureNotice) {
    await context.addInitScript(() => window.localStorage.setItem('newFeatureCounter', '4'));
  }
  return context;
}

/** Saves a screenshot under test-output/screenshots (looked at by a person, not compared). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.1 A and AA) on the page; evaluate is not subject to the page's CSP. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Loaded once per document (a page that navigates loses it): axe's ~0.5 MB are parsed once, not on every check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged at rest: a button still fading from its busy state to its own colours, or text still
  // fading in, measures a contrast nobody sees for long. Waits for the finite animations and transitions
  // running now (not spinners), at most 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Fluent's focus manager (tabster) adds aria-hidden focus sentinels that are skipped by
    // assistive technology by design; axe cannot know that.
    return axe.run({ exclude: [['[data-tabster-dummy]']] } as unknown as Document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/**
 * The set-up every browser test file shares: one real server and one browser for the file, a
 * fresh context and page per test — or, with `onePage`, one context and page for the whole file
 * (a file whose tests walk through one screen in order, logging in once). The server starts with
 * the demo's compliance tasks settled unless `complianceSettled` is false. Returns live handles
 * (read them inside tests).
 */
export function browserSuite(
  serverEnv: Record<string, string> = {},
  options: { onePage?: boolean; complianceSettled?: boolean; remindersSettled?: boolean } = {},
) {
  const suite = {} as { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
  const open = async () => {
    suite.context = await newContext(suite.browser);
    suite.page = await suite.context.newPage();
  };
  beforeAll(async () => {
    // Suites about something else start with the demo's compliance tasks done (the compliance suites say false).
    const complianceSettled = options.complianceSettled ?? true;
    [suite.server, suite.browser] = await Promise.all([
      startServer(serverEnv, { complianceSettled, remindersSettled: options.remindersSettled }),
      launchBrowser(),
    ]);
    if (options.onePage) await open();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  if (!options.onePage) {
    beforeEach(open);
    afterEach(async () => {
      await suite.context?.close();
    });
  }
  return suite;
}
