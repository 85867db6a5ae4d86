/**
 * @jest-environment node
 */
import { dirname, join } from 'node:path';
import { resolveStyleRulesForSlots, normalizeCSSBucketEntry, type CSSRulesByBucket, type GriffelStyle } from '@griffel/core';
import { tokens } from '@fluentui/react-components';
import { griffelAheadOfTime } from '../../../vite.plugins';

const ROOT = join(__dirname, '../../..');

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;

/** The plugin's transform with the build's resolver stood in for by Node's. */
async function transformed(code: string, id: string): Promise<string | null> {
  const context = {
    resolve: async (what: string, importer: string) => ({ id: require.resolve(what, { paths: [dirname(importer)] }), external: false }),
  };
  const result = await (griffelAheadOfTime().transform as Transform).call(context, code, id);
  return result?.code ?? null;
}

const rulesOf = (cssRules: CSSRulesByBucket) =>
  Object.values(cssRules).flatMap((entries) => (entries ?? []).map((entry) => normalizeCSSBucketEntry(entry)[0]));

describe("griffelAheadOfTime: makeStyles resolved at build time (Griffel's processor)", () => {
  const styles: Record<string, GriffelStyle> = {
    group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
    link: { color: tokens.colorBrandForeground1, ':hover': { textDecorationLine: 'underline' } },
    wide: { '@media (min-width: 640px)': { columnGap: tokens.spacingHorizontalXL } },
  };
  // Tokens from Fluent's theme package: evaluating all of @fluentui/react-components under Jest's module system takes a minute.
  const source = `import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
export const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  link: { color: tokens.colorBrandForeground1, ':hover': { textDecorationLine: 'underline' } },
  wide: { '@media (min-width: 640px)': { columnGap: tokens.spacingHorizontalXL } },
});
`;

  test('a module of the app: makeStyles becomes __styles with the class names and rules the run time resolves', async () => {
    const code = await transformed(source, join(ROOT, 'src/widgets/AotFixture.ts'));
    expect(code).not.toBeNull();
    expect(code).toContain('__styles');
    expect(code).not.toMatch(/\bmakeStyles\(/);
    const [classesBySlot, cssRules] = resolveStyleRulesForSlots(styles, '');
    const rules = rulesOf(cssRules);
    expect(rules.length).toBeGreaterThan(5);
    // The rules appear in the output as string literals (quotes escaped the way the generator writes them).
    const unquoted = code!.replace(/\\(["'`])/g, '$1');
    for (const rule of rules) expect(unquoted).toContain(rule);
    for (const slot of Object.values(classesBySlot))
      for (const className of Object.values(slot).flatMap((c) => (Array.isArray(c) ? c : [c]))) expect(code).toContain(String(className));
  }, 60_000);

  test("RJSF's Fluent theme in node_modules is resolved too", async () => {
    const file = join(ROOT, 'node_modules/@rjsf/fluentui-rc/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js');
    const { readFileSync } = await import('node:fs');
    const code = await transformed(readFileSync(file, 'utf8'), file);
    expect(code).toContain('__styles');
    expect(code).not.toMatch(/\bmakeStyles\(/);
  }, 60_000);

  test('other modules are left alone: other packages, and modules without styles', async () => {
    expect(await transformed(source, join(ROOT, 'node_modules/some-package/index.js'))).toBeNull();
    expect(await transformed('export const x = 1;\n', join(ROOT, 'src/widgets/Plain.ts'))).toBeNull();
  });
});
