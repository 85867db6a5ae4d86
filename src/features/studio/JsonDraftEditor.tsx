import { useMemo, useRef, useState } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { jsonSchema } from 'codemirror-json-schema';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FormVersion } from '@/engine/studio';
import { draftText, parseDraft } from './draft';
import { draftDocumentSchema } from './draftDocumentSchema';

/*
 * The studio's JSON code editor (CodeMirror 6), loaded lazily by the studio page: its own chunk,
 * on no client route. Completion, hover texts and inline errors come from the draft document's
 * JSON Schema (codemirror-json-schema); a text that does not parse is marked inline and named
 * under the editor, and the draft keeps the last valid JSON.
 */

const useStyles = makeStyles({
  editor: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    fontSize: tokens.fontSizeBase200,
  },
  box: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground2 },
  problem: { minHeight: tokens.lineHeightBase300 },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

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
  const classes = useStyles();
  const [text, setText] = useState(() => draftText(draft));
  const [problem, setProblem] = useState<string | null>(null);
  // The draft this editor handed up last: a draft that differs came from elsewhere (the structured
  // editor), and replaces the text.
  const emitted = useRef<FormVersion>(draft);
  const [shown, setShown] = useState<FormVersion>(draft);
  if (draft !== shown) {
    setShown(draft);
    if (draft !== emitted.current) {
      emitted.current = draft;
      setText(draftText(draft));
      setProblem(null);
    }
  }
  const extensions = useMemo(
    () => [jsonSchema(draftDocumentSchema), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': 'Draft as JSON' })],
    [],
  );

  const change = (value: string) => {
    setText(value);
    const parsed = parseDraft(value, formId);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    emitted.current = parsed.draft;
    onChange(parsed.draft);
  };

  return (
    <div className={classes.box}>
      <Text className={classes.hint}>
        The form&apos;s JSON Schema and uiSchema. Ctrl+Space completes a keyword; errors are marked in the text.
      </Text>
      <CodeMirror
        className={classes.editor}
        value={text}
        height="60vh"
        theme="light"
        extensions={extensions}
        basicSetup={{ foldGutter: true, highlightActiveLine: true }}
        onChange={change}
        // The scroll area takes the keyboard too (scrolling without moving the cursor), as WCAG asks of a scrollable region.
        onCreateEditor={(view) => {
          view.scrollDOM.tabIndex = 0;
        }}
      />
      <div role="alert" className={classes.problem}>
        {problem && (
          <>
            <Text className={classes.error}>{problem}</Text> <Text>The draft keeps the last valid JSON.</Text>
          </>
        )}
      </div>
    </div>
  );
}
