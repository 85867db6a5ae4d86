// The props every part of the structured editor shares: the draft, its resolver and where edits go.
import type { FormField, FormVersion, RefResolver } from '@/engine/studio';

export interface StructuredEditorProps {
  /** The draft being edited. */
  draft: FormVersion;
  /** Finds the `$ref` targets of the draft. */
  resolve: RefResolver;
  /** Receives the draft after an edit the engine accepted. */
  onChange: (draft: FormVersion) => void;
}

export interface FieldEditorProps extends StructuredEditorProps {
  field: FormField;
}
