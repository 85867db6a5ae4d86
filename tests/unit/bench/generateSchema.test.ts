/** @jest-environment node */
import { generateSchema } from '../../../bench/generateSchema';
import { validateForm, formIdOf } from '@/engine';
import { createCompilingRegistry } from '../../../server/forms/compilingRegistry';

type Json = Record<string, unknown>;

/** Inputs a form renders: leaves, each array item's fields counted. */
function leafCount(schema: Json, data: unknown): number {
  if (schema.type === 'object') {
    return Object.entries(schema.properties as Json).reduce((n, [k, s]) => n + leafCount(s as Json, (data as Json | undefined)?.[k]), 0);
  }
  if (schema.type === 'array')
    return (Array.isArray(data) ? data : []).reduce((n: number, item) => n + leafCount(schema.items as Json, item), 0);
  return 1;
}

describe('generateSchema (the forms bench generator)', () => {
  test.each([200, 1000])('generateSchema(%i) gives the same form on every call', (n) => {
    expect(JSON.stringify(generateSchema(n))).toBe(JSON.stringify(generateSchema(n)));
  });

  test.each([200, 1000])('generateSchema(%i) renders exactly that many inputs with its initial answers', (n) => {
    const form = generateSchema(n);
    expect(form.fieldCount).toBe(n);
    expect(leafCount(form.schema, form.data)).toBe(n);
  });

  test('the generated form compiles in the engine in strict mode and only misses required answers at first', () => {
    const form = generateSchema(200);
    const registry = createCompilingRegistry();
    registry.addForm(form.schema, form.ui);
    const verdict = validateForm(registry, formIdOf(form.schema.$id), form.data);
    expect(verdict.valid).toBe(false);
    expect(new Set(verdict.errors.map((e) => e.keyword))).toEqual(new Set(['required']));
    expect(verdict.errors[0].message).toMatch(/ is required$/);
  });

  test('the field the bench types into is free text with room for the typed letters', () => {
    const form = generateSchema(1000);
    const field = form.target.reduce<Json>((s, k) => (s.properties as Json)[k] as Json, form.schema);
    expect(field.type).toBe('string');
    expect(field.pattern).toBeUndefined();
    expect(field.maxLength as number).toBeGreaterThanOrEqual(24);
  });
});
