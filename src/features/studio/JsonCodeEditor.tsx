import { useMemo, useRef, useState } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { jsonSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

/*
 * The studio's JSON code editor (CodeMirror 6), shared by the form and the flow studio and loaded
 * lazily with them (JsonDraftEditor, FlowJsonEditor): on no client route. Completion, hover texts
 * and inline errors come from the document's JSON Schema (codemirror-json-schema); a text that does
 * not parse is marked inline and named under the editor, and the document keeps the last valid JSON.
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

/** What the editor's text makes: a new document, or the sentence saying why it is not one. */
export type JsonParse<T> = { ok: true; value: T } | { ok: false; message: string };

export interface JsonCodeEditorProps<T> {
  /** The document. */
  value: T;
  /** Receives every text that is a valid document. */
  onChange: (value: T) => void;
  /** The document as the editor's text. */
  toText: (value: T) => string;
  /** Reads the editor's text as a document. */
  parse: (text: string) => JsonParse<T>;
  /** The document's JSON Schema: completion, hover texts and inline errors. */
  schema: JSONSchema7;
  /** The editor's accessible name. */
  label: string;
  /** What the document is, said above the editor. */
  hint: string;
}

/** A JSON document as text: every valid change handed up; a document that differs from the last one handed up replaces the text. */
export default function JsonCodeEditor<T>({ value, onChange, toText, parse, schema, label, hint }: JsonCodeEditorProps<T>) {
  const classes = useStyles();
  const [text, setText] = useState(() => toText(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The document this editor handed up last: one that differs came from elsewhere (a structured
  // editor), and replaces the text.
  const emitted = useRef<T>(value);
  const [shown, setShown] = useState<T>(value);
  if (value !== shown) {
    setShown(value);
    if (value !== emitted.current) {
      emitted.current = value;
      setText(toText(value));
      setProblem(null);
    }
  }
  const extensions = useMemo(
    () => [jsonSchema(schema), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [schema, label],
  );

  const change = (next: string) => {
    setText(next);
    const parsed = parse(next);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    emitted.current = parsed.value;
    onChange(parsed.value);
  };

  return (
    <div className={classes.box}>
      <Text className={classes.hint}>{hint}</Text>
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
