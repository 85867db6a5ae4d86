import { useCallback } from 'react';
import type { FormVersion } from '@/engine/studio';
import { draftText, parseDraft } from './draft';
import { draftDocumentSchema } from './draftDocumentSchema';
import JsonCodeEditor, { type JsonParse } from './JsonCodeEditor';

/*
 * The form studio's JSON editor (JsonCodeEditor: CodeMirror 6), loaded lazily by the studio page:
 * its own chunk, on no client route. Completion, hover texts and inline errors come from the draft
 * document's JSON Schema (draftDocumentSchema).
 */

export interface JsonDraftEditorProps {
  /** The form the draft is of (its `$id` must stay). */
  formId: string;
  /** The draft. */
  draft: FormVersion;
  /** Receives every text that is a valid draft. */
  onChange: (draft: FormVersion) => void;
}

/** The JSON editor of a draft: `{ schema, ui }` as text, every valid change handed up. */
export default function JsonDraftEditor({ formId, draft, onChange }: JsonDraftEditorProps) {
  const parse = useCallback(
    (text: string): JsonParse<FormVersion> => {
      const parsed = parseDraft(text, formId);
      return parsed.ok ? { ok: true, value: parsed.draft } : parsed;
    },
    [formId],
  );
  return (
    <JsonCodeEditor
      value={draft}
      onChange={onChange}
      toText={draftText}
      parse={parse}
      schema={draftDocumentSchema}
      label="Draft as JSON"
      hint="The form's JSON Schema and uiSchema. Ctrl+Space completes a keyword; errors are marked in the text."
    />
  );
}
