/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { CONTEXT_OVERRIDES, ConditionEvaluator, SchemaRegistry, uiForContext, validateForm, type Flow, type UiSchema } from '@/engine';
import { conditionKey } from '@/engine/flows/conditionKey';
import { stepsFor, uiFor } from '@/engine/flows/interpreter';
import { isPlainCondition } from '@/engine/flows/plainCondition';
import {
  instantiatePrecompiledConditions,
  instantiatePrecompiledForm,
  standaloneRuntime,
  type PrecompiledModule,
} from '@/engine/forms/precompiled';
import { renderCopyOf } from '@/engine/forms/renderCopy';
import { contextOverrideConditions } from '@/engine/forms/showWhenConditions';
import { createCompilingRegistry } from '../../../../server/forms/compilingRegistry';
import { loadForms } from '../../../../server/forms/loadForms';
import { flowConditions, loadPrecompiledInNode, precompileFlowConditions, precompileForm } from '../../../../server/forms/precompile';

/**
 * Precompiled validation (the browser's way, under a CSP without 'unsafe-eval'): the server's
 * standalone modules answer exactly as in-process compiled validators do, for every form and every
 * fixture, and cover every condition RJSF or a flow asks about.
 */

const FORMS = join(__dirname, '../../../../schemas/forms');
const { registry: server, flows, definitions } = loadForms();
const formIds = server.formIds();

const load = (code: string): PrecompiledModule => loadPrecompiledInNode(code);

/** A registry as the browser builds it: nothing compiles, every form comes with its module. */
function browserRegistry(): SchemaRegistry {
  const browser = new SchemaRegistry(null);
  for (const d of definitions) browser.addDefinitions(d);
  for (const id of formIds)
    browser.addForm(server.schema(id), server.ui(id), { precompiled: instantiatePrecompiledForm(load(precompileForm(server, id).code)) });
  return browser;
}

const fixturesOf = (id: string): Array<{ name: string; data: unknown }> =>
  (['valid', 'invalid'] as const).flatMap((kind) => {
    const dir = join(FORMS, id, 'fixtures', kind);
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
    return files.map((f) => {
      const json = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      return { name: `${kind}/${f}`, data: kind === 'valid' ? json : json.data };
    });
  });

describe('precompiled form validators', () => {
  const browser = browserRegistry();
  const askedNeedingCode: string[] = [];

  test.each(formIds)('form %s: the module validates every fixture exactly as the compiled schema does', (id) => {
    const cases = fixturesOf(id);
    expect(cases.length).toBeGreaterThan(0);
    for (const { name, data } of cases) {
      expect({ name, verdict: validateForm(browser, id, data) }).toEqual({ name, verdict: validateForm(server, id, data) });
      // A step's view (hidden fields left out) too.
      const ui = server.ui(id);
      expect(validateForm(browser, id, data, { ui })).toEqual(validateForm(server, id, data, { ui }));
    }
  });

  test.each(formIds)('form %s: the module is self-contained code that asks the runtime only for known helpers', (id) => {
    const { code, hash } = precompileForm(server, id);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(code).not.toMatch(/^\s*import\b|\brequire\(|new Function|\beval\(/m);
    const asked = [...code.matchAll(/__runtime\("([^"]+)"\)/g)].map((m) => m[1]);
    for (const name of asked) expect(() => standaloneRuntime(name)).not.toThrow();
    // Generating again gives the same text (so the content-hashed URL is stable).
    expect(precompileForm(server, id).hash).toBe(hash);
  });

  test.each(formIds)('form %s: every condition RJSF asks about while drawing it is plain or in its module', (id) => {
    // RJSF's own parser finds every schema its `isValid` is called with for this render schema.
    const render = renderCopyOf(server, id) as RJSFSchema;
    const asked = Object.values(schemaParser(render))
      .map((s) => {
        const { $id: _id, ...rest } = s as Record<string, unknown>;
        return rest;
      })
      .filter((s) => JSON.stringify(s) !== JSON.stringify({ ...render, $id: undefined }));
    const module = load(precompileForm(server, id).code);
    const precompiled = new Set(module.meta.conditions);
    for (const condition of asked) {
      if (!isPlainCondition(condition)) askedNeedingCode.push(id);
      expect({ condition, answered: isPlainCondition(condition) || precompiled.has(conditionKey(condition)) }).toEqual({
        condition,
        answered: true,
      });
    }
  });

  test('some of those conditions need code (the check above is not vacuous)', () => {
    expect(askedNeedingCode.length).toBeGreaterThan(0);
  });

  test('ajv-formats and ajv-errors work in standalone code: a format is checked and its message given', () => {
    const registry = createCompilingRegistry();
    registry.addForm({
      $id: 'https://tessera.example/schemas/forms/formats',
      version: '1.0.0',
      type: 'object',
      properties: {
        Email: { type: 'string', format: 'email', errorMessage: { format: 'E-mail must be a valid e-mail address' } },
        Born: { type: 'string', format: 'date', errorMessage: { format: 'Born must be a valid date' } },
      },
      required: ['Email'],
      errorMessage: { required: { Email: 'E-mail is required' } },
    });
    const { code } = precompileForm(registry, 'formats');
    expect(code).toContain('__runtime("ajv-formats/dist/formats")');
    const browser = new SchemaRegistry(null);
    browser.addForm(registry.schema('formats'), {}, { precompiled: instantiatePrecompiledForm(load(code)) });
    const messages = (data: unknown) => validateForm(browser, 'formats', data).errors.map((e) => e.message);
    expect(messages({})).toEqual(['E-mail is required']);
    expect(messages({ Email: 'not an address', Born: '2024-02-30' })).toEqual([
      'E-mail must be a valid e-mail address',
      'Born must be a valid date',
    ]);
    expect(messages({ Email: 'ada@example.com', Born: '2024-02-29' })).toEqual([]);
  });

  test('a registry that compiles nothing refuses a form without its validator, and a validator of another version', () => {
    const browser = new SchemaRegistry(null);
    expect(browser.compiles).toBe(false);
    for (const d of definitions) browser.addDefinitions(d);
    const [id, other] = formIds;
    browser.addForm(server.schema(id), server.ui(id));
    expect(() => validateForm(browser, id, {})).toThrow(`Form "${id}" has no precompiled validator (this registry compiles nothing)`);
    const wrong = instantiatePrecompiledForm(load(precompileForm(server, other).code));
    expect(() => browser.addForm(server.schema(id), server.ui(id), { precompiled: wrong })).toThrow(
      `The precompiled validator of form "${id}" is for another version of its schema`,
    );
  });
});

describe('precompiled conditions', () => {
  test('without compiling, a plain condition is answered, a precompiled one too, and any other throws naming itself', () => {
    const pattern = { properties: { TaxRemarks: { type: 'string', pattern: '\\S' } }, required: ['TaxRemarks'] };
    const other = { properties: { Name: { minLength: 3 } } };
    const flow: Flow = {
      id: 'f',
      version: '1.0.0',
      title: 'F',
      stages: [{ id: 's', title: 'S', steps: [{ id: 'a', title: 'A', screen: 'x', when: pattern }] }],
    };
    const module = load(precompileFlowConditions(flow).code);
    expect(module.meta.conditions).toEqual([conditionKey(pattern)]);
    const browser = new ConditionEvaluator();
    expect(browser.evaluate({ properties: { IsJoint: { const: true } } }, { IsJoint: true })).toBe(true);
    expect(() => browser.evaluate(other, { Name: 'Ada' })).toThrow(
      /^The condition \{"properties":\{"Name":\{"minLength":3\}\}\} was not precompiled by the server$/,
    );
    browser.addPrecompiled(instantiatePrecompiledConditions(module));
    // Looked up by content: an equal condition with notes and a title is the same condition.
    const annotated = {
      title: 'Has tax remarks',
      description: 'a note',
      properties: { TaxRemarks: { type: 'string', pattern: '\\S', errorMessage: 'x' } },
      required: ['TaxRemarks'],
    };
    expect(browser.evaluate(annotated, { TaxRemarks: 'none' })).toBe(true);
    expect(browser.evaluate(annotated, { TaxRemarks: '   ' })).toBe(false);
    expect(browser.evaluate(annotated, {})).toBe(false);
  });

  /** Contexts to try a flow on: empty, and each value its conditions name, alone and all together. */
  function contextsOf(flow: Flow): Array<Record<string, unknown>> {
    const values = new Map<string, unknown[]>();
    const walk = (node: unknown, name?: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n) => walk(n, name));
        return;
      }
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
        if (k === 'properties' && v && typeof v === 'object') for (const [p, s] of Object.entries(v)) walk(s, p);
        else if (k === 'const' && name) values.set(name, [...(values.get(name) ?? []), v]);
        else if (k === 'enum' && name && Array.isArray(v)) values.set(name, [...(values.get(name) ?? []), ...v]);
        else walk(v, name);
      }
    };
    flowConditions(flow).forEach((c) => walk(c));
    const contexts: Array<Record<string, unknown>> = [{}];
    for (const [name, vs] of values) for (const v of vs) contexts.push({ [name]: v });
    const max = Math.max(0, ...[...values.values()].map((vs) => vs.length));
    for (let i = 0; i < max; i++) contexts.push(Object.fromEntries([...values].map(([name, vs]) => [name, vs[i % vs.length]])));
    return contexts;
  }

  test.each([...flows.keys()])(
    'flow %s: its module answers every condition as compiling would, so its steps and labels are the same',
    (id) => {
      const flow = flows.get(id)!;
      const contexts = contextsOf(flow);
      const compiling = server.conditions;
      const expected = contexts.map((context) => ({
        steps: stepsFor(flow, context, compiling).map((s) => s.id),
        ui: stepsFor(flow, context, compiling).map((s) => (s.form ? uiFor(s, {}, context, compiling) : null)),
        conditions: flowConditions(flow).map((c) => compiling.evaluate(c, context)),
      }));
      const module = load(precompileFlowConditions(flow).code);
      const checks = instantiatePrecompiledConditions(module);
      // The module itself answers each condition it holds as the compiled condition does.
      for (const c of flowConditions(flow).filter((c) => !isPlainCondition(c))) {
        for (const context of contexts) expect(checks[conditionKey(c)](context)).toBe(compiling.evaluate(c, context));
      }
      const browser = new ConditionEvaluator({ precompiled: checks });
      // Fresh copies: nothing answered from the cache by object identity.
      const copy = JSON.parse(JSON.stringify(flow)) as Flow;
      expect(
        contexts.map((context) => ({
          steps: stepsFor(copy, context, browser).map((s) => s.id),
          ui: stepsFor(copy, context, browser).map((s) => (s.form ? uiFor(s, {}, context, browser) : null)),
          conditions: flowConditions(copy).map((c) => browser.evaluate(c, context)),
        })),
      ).toEqual(expected);
    },
  );
});

describe("a form's own context overrides (ui:contextOverrides)", () => {
  const FORM = 'appropriateness-test';
  /** Named as an account's holders might be: a condition with a pattern, which needs code. */
  const notPlain = { properties: { AccountName: { type: 'string', pattern: '^Joint ' } }, required: ['AccountName'] };

  /** A copy of the form's ui.json whose first context override holds when `notPlain` does. */
  function changedUi(): UiSchema {
    const ui = structuredClone(server.ui(FORM));
    const overrides = ui[CONTEXT_OVERRIDES] as Array<{ when?: unknown }>;
    overrides[0].when = { not: notPlain };
    return ui;
  }

  test.each(formIds)('form %s: every `when` of its context overrides is plain or in its module', (id) => {
    const precompiled = new Set(load(precompileForm(server, id).code).meta.conditions);
    for (const condition of contextOverrideConditions(server.ui(id)))
      expect({ condition, answered: isPlainCondition(condition) || precompiled.has(conditionKey(condition)) }).toEqual({
        condition,
        answered: true,
      });
  });

  test('a `when` that is not plain, written in a test copy, is precompiled and answered by the browser as by the server', () => {
    expect(isPlainCondition({ not: notPlain })).toBe(false);
    const ui = changedUi();
    const compiling = createCompilingRegistry();
    for (const d of definitions) compiling.addDefinitions(d);
    compiling.addForm(server.schema(FORM), ui);
    const module = load(precompileForm(compiling, FORM).code);
    expect(module.meta.conditions).toContain(conditionKey({ not: notPlain }));

    // The browser's registry compiles nothing: it answers the condition from the module only.
    const browser = new SchemaRegistry(null);
    for (const d of definitions) browser.addDefinitions(d);
    browser.addForm(server.schema(FORM), ui, { precompiled: instantiatePrecompiledForm(module) });
    const widget = (context: unknown) => (uiForContext(ui, context, browser.conditions).isLessThan5_2 as UiSchema)['ui:widget'];
    expect(widget({ AccountName: 'Joint account of A and B' })).toBe('HolderGridWidget');
    expect(widget({ AccountName: 'Single account' })).toBe('hidden');
    expect(widget({})).toBe('hidden');
    for (const context of [{ AccountName: 'Joint x' }, { AccountName: 'x' }, {}])
      expect(uiForContext(ui, context, browser.conditions)).toEqual(uiForContext(ui, context, compiling.conditions));
  });
});
