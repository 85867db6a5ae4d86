/**
 * The guides under schemas/guides (reference tables the forms link to, e.g. the Source of Funds
 * Guidelines of compliance §2.8): every `<name>.json` has a `<name>.schema.json` beside it that
 * compiles in strict mode, and the data passes it. Part of `npm run schemas:check`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { SchemaProblem } from '../server/forms/loadForms';

export interface GuidesCheck {
  problems: SchemaProblem[];
  passed: number;
  counts: Record<string, number>;
}

/**
 * Checks every guide of `<schemasDir>/guides`.
 * @param schemasDir - the `schemas` folder
 */
export function checkGuides(schemasDir: string): GuidesCheck {
  const dir = join(schemasDir, 'guides');
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
        .sort()
    : [];
  const problems: SchemaProblem[] = [];
  let passed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const schemaFile = join(dir, name.replace(/\.json$/, '.schema.json'));
    if (!existsSync(schemaFile)) {
      problems.push({ file, reason: `has no schema (${name.replace(/\.json$/, '.schema.json')} beside it)` });
      continue;
    }
    try {
      const ajv = new Ajv2020({ strict: true, allErrors: true });
      const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
      if (validate(JSON.parse(readFileSync(file, 'utf8')))) passed += 1;
      else
        for (const e of validate.errors ?? [])
          problems.push({ file, reason: `${e.instancePath || '(guide)'} ${e.message ?? 'is not valid'}` });
    } catch (e) {
      problems.push({ file, reason: `cannot be checked (${(e as Error).message})` });
    }
  }
  return { problems, passed, counts: { guides: names.length } };
}
