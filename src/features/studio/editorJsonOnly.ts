/*
 * In place of codemirror-json-schema's JSON5 and YAML parsers (vite.plugins.ts, studioEditorSlim): the
 * studio edits JSON only, so the editor never asks for them, and the json5 and yaml packages stay out of
 * the studio's JavaScript. If a mode other than JSON is ever asked for, this fails loudly instead of
 * parsing it as something else.
 */

function jsonOnly(): never {
  throw new Error('The studio editor reads JSON only: JSON5 and YAML are not built in.');
}

export const parseJSON5DocumentState = jsonOnly;
export const parseYAMLDocumentState = jsonOnly;
