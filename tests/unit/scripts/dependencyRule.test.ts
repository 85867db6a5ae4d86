/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

/**
 * The dependency rule of DESIGN.md §2, checked on every import of src/ (type-only imports are free):
 * engine ← widgets ← features; engine ← sagas → api; nothing imports from features but the app;
 * nothing in engine imports a framework; features dispatch actions and never call the api.
 */
const SRC = resolve(__dirname, '../../../src');

/** Layers each layer may import at run time (its own always). */
const ALLOWED: Record<string, string[]> = {
  engine: [],
  api: ['types'],
  store: ['engine', 'types'],
  widgets: ['engine', 'store', 'types'],
  sagas: ['api', 'engine', 'store', 'types'],
  features: ['engine', 'store', 'widgets', 'types'],
  types: [],
};
const FRAMEWORKS = /^(react|react-dom|react-router|react-router-dom|@fluentui\/|@reduxjs\/|redux|redux-saga|axios|@rjsf\/|plotly)/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Run-time import specifiers of a source text: `import type` and `export type` are left out. */
function runtimeImports(text: string): string[] {
  const specs: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) if (!m[1]) specs.push(m[2]);
  for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** The src layer a specifier points into, or null for a package. */
function layerOf(spec: string, from: string): string | null {
  if (spec.startsWith('@/')) return spec.slice(2).split('/')[0];
  if (spec.startsWith('.')) {
    const target = relative(SRC, resolve(dirname(from), spec));
    return target.startsWith('..') ? null : target.split(/[\\/]/)[0];
  }
  return null;
}

/** What a file of `layer` breaks of the rule, given its text. */
function violationsOf(layer: string, file: string, text: string): string[] {
  const name = relative(SRC, file);
  return runtimeImports(text).flatMap((spec) => {
    const target = layerOf(spec, file);
    if (target === null) return layer === 'engine' && FRAMEWORKS.test(spec) ? [`${name} imports the framework ${spec}`] : [];
    return target === layer || ALLOWED[layer].includes(target) ? [] : [`${name} imports ${spec}`];
  });
}

const violations = (layer: string) => filesUnder(join(SRC, layer)).flatMap((file) => violationsOf(layer, file, readFileSync(file, 'utf8')));

describe('the dependency rule', () => {
  test.each(Object.keys(ALLOWED))('src/%s imports only the layers it may', (layer) => {
    expect(violations(layer)).toEqual([]);
  });

  test('the check reports a feature that calls the api or imports the app, and an engine file that imports React; type imports are free', () => {
    const feature = join(SRC, 'features', 'trading', 'x.tsx');
    const text = [
      "import type { Cart } from '@/api/types';",
      "import { getCart } from '@/api';",
      "import { PATHS } from '../../app/paths';",
      "import { formatMoney } from '@/engine/format/formatMoney';",
      "const lazy = () => import('@/sagas/cartSaga');",
    ].join('\n');
    expect(violationsOf('features', feature, text)).toEqual([
      'features/trading/x.tsx imports @/api',
      'features/trading/x.tsx imports ../../app/paths',
      'features/trading/x.tsx imports @/sagas/cartSaga',
    ]);
    expect(violationsOf('engine', join(SRC, 'engine', 'x.ts'), "import { useState } from 'react';\nimport Ajv from 'ajv';")).toEqual([
      'engine/x.ts imports the framework react',
    ]);
  });
});
