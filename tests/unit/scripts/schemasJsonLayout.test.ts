/** @jest-environment node */
/**
 * The layout schemas:export writes files in (scripts/schemasJsonLayout.ts): an unchanged value gives
 * the file back byte for byte, a change keeps the layout of everything around it, a new file is
 * 2-space JSON with a final newline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatLike } from '../../../scripts/schemasJsonLayout';

const SCHEMAS = resolve(__dirname, '../../../schemas');
/** Every file schemas:export may write: each form's schema and ui, each flow. */
const exported = [
  ...readdirSync(join(SCHEMAS, 'forms'))
    .filter((f) => f !== '_defs')
    .flatMap((f) => [`forms/${f}/schema.json`, `forms/${f}/ui.json`]),
  ...readdirSync(join(SCHEMAS, 'flows')).map((f) => `flows/${f}`),
];

test('every form and flow file comes back byte for byte when its content is unchanged, whatever its layout', () => {
  expect(exported.length).toBeGreaterThan(40);
  for (const file of exported) {
    const text = readFileSync(join(SCHEMAS, file), 'utf8');
    expect(formatLike(JSON.parse(text), text)).toBe(text);
  }
});

test('the same content with its keys in another order keeps the file as it is', () => {
  const text = '{\n  "a": 1,\n  "b": [1, 2]\n}\n';
  expect(formatLike({ b: [1, 2], a: 1 }, text)).toBe(text);
});

test('a new file is 2-space JSON with a final newline', () => {
  const value = { type: 'object', required: ['A', 'B'], properties: { A: { type: 'string' } }, empty: {}, none: [] };
  expect(formatLike(value)).toBe(`${JSON.stringify(value, null, 2)}\n`);
  expect(formatLike(value, 'not json')).toBe(`${JSON.stringify(value, null, 2)}\n`);
});

test('a change rewrites only what changed: one-line arrays and objects stay on one line, the rest keeps its text', () => {
  const before = [
    '{',
    '  "enum": [1, 2, 3],',
    '  "oneOf": [',
    '    { "const": 1, "title": "One" },',
    '    { "const": 2, "title": "Two" }',
    '  ],',
    '  "required": [',
    '    "A"',
    '  ],',
    '  "message": "Old"',
    '}',
    '',
  ].join('\n');
  const after = formatLike(
    {
      enum: [1, 2, 3, 4],
      oneOf: [
        { const: 1, title: 'One' },
        { const: 2, title: 'Deux' },
      ],
      required: ['A', 'B'],
      message: 'New',
      added: { x: [true] },
    },
    before,
  );
  expect(after).toBe(
    [
      '{',
      '  "enum": [1, 2, 3, 4],',
      '  "oneOf": [',
      '    { "const": 1, "title": "One" },',
      '    { "const": 2, "title": "Deux" }',
      '  ],',
      '  "required": [',
      '    "A",',
      '    "B"',
      '  ],',
      '  "message": "New",',
      '  "added": {',
      '    "x": [',
      '      true',
      '    ]',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
});

test('strings with escapes and nested brackets are read correctly', () => {
  const before = '{\n  "pattern": "^[a-z\\\\]}\\"]+$",\n  "n": -1.5e3,\n  "x": null\n}\n';
  expect(formatLike({ pattern: '^[a-z\\]}"]+$', n: -1500, x: 'set' }, before)).toBe(
    '{\n  "pattern": "^[a-z\\\\]}\\"]+$",\n  "n": -1.5e3,\n  "x": "set"\n}\n',
  );
});
