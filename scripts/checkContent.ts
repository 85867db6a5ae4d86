/**
 * The utilities' content (issue 14 item 7): schemas/content/<kind>.schema.json for every kind of
 * src/engine/content/pages.ts compiles in strict mode; schemas/content/default has a file for every
 * page; every other folder is a brand code of schemas/brands/brands.json; every `<page>.json` names
 * a known page and passes its kind's schema. Part of `npm run schemas:check`, beside checkGuides.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { SchemaProblem } from '../server/forms/loadForms';
import { CONTENT_KINDS, CONTENT_PAGES, DEFAULT_CONTENT, isContentPage, type ContentKind } from '../src/engine/content/pages';

export interface ContentCheck {
  problems: SchemaProblem[];
  passed: number;
  counts: Record<string, number>;
}

/**
 * Checks every content file of `<schemasDir>/content`.
 * @param schemasDir - the `schemas` folder (its brands/brands.json names the brand folders allowed)
 */
export function checkContent(schemasDir: string): ContentCheck {
  const dir = join(schemasDir, 'content');
  const problems: SchemaProblem[] = [];
  const validators = new Map<ContentKind, ValidateFunction>();
  for (const kind of CONTENT_KINDS) {
    const file = join(dir, `${kind}.schema.json`);
    if (!existsSync(file)) {
      problems.push({ file, reason: `is missing (the schema of the ${kind} pages)` });
      continue;
    }
    try {
      validators.set(kind, new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(file, 'utf8')) as object));
    } catch (e) {
      problems.push({ file, reason: `cannot be checked (${(e as Error).message})` });
    }
  }
  const brandsFile = join(schemasDir, 'brands', 'brands.json');
  const brandCodes = new Set(
    existsSync(brandsFile) ? (JSON.parse(readFileSync(brandsFile, 'utf8')) as Array<{ code: string }>).map((b) => b.code) : [],
  );
  const folders = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => statSync(join(dir, f)).isDirectory())
        .sort()
    : [];
  if (!folders.includes(DEFAULT_CONTENT))
    problems.push({ file: join(dir, DEFAULT_CONTENT), reason: 'is missing (every brand falls back to it)' });
  let passed = 0;
  let files = 0;
  for (const folder of folders) {
    const folderPath = join(dir, folder);
    if (folder !== DEFAULT_CONTENT && !brandCodes.has(folder)) {
      problems.push({ file: folderPath, reason: `names no brand (a folder is "${DEFAULT_CONTENT}" or a brand code)` });
      continue;
    }
    const names = readdirSync(folderPath).sort();
    if (folder === DEFAULT_CONTENT)
      for (const page of Object.keys(CONTENT_PAGES))
        if (!names.includes(`${page}.json`))
          problems.push({ file: join(folderPath, `${page}.json`), reason: 'is missing (every page needs a default)' });
    for (const name of names) {
      const file = join(folderPath, name);
      files += 1;
      const page = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !isContentPage(page)) {
        problems.push({ file, reason: `is not a content page (one of ${Object.keys(CONTENT_PAGES).join(', ')})` });
        continue;
      }
      const validate = validators.get(CONTENT_PAGES[page]);
      if (!validate) continue;
      let content: unknown;
      try {
        content = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        problems.push({ file, reason: `is not JSON (${(e as Error).message})` });
        continue;
      }
      if (validate(content)) passed += 1;
      else
        for (const e of validate.errors ?? [])
          problems.push({ file, reason: `${e.instancePath || '(page)'} ${e.message ?? 'is not valid'}` });
    }
  }
  return { problems, passed, counts: { 'content files': files } };
}
