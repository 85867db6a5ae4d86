import { useCallback } from 'react';
import type { JSONSchema7 } from 'json-schema';
import type { Flow } from '@/engine/flows/types';
import flowMetaSchema from '../../../../schemas/meta/flow.schema.json';
import JsonCodeEditor from '../JsonCodeEditor';
import { flowText, parseFlow } from './flowDraft';

/*
 * The flow studio's JSON editor (JsonCodeEditor: CodeMirror 6), loaded lazily by the flow studio
 * page: its own chunk, on no client route. Completion and inline errors come from the flow
 * meta-schema itself (schemas/meta/flow.schema.json, the one the server validates flows with).
 */

const FLOW_SCHEMA = flowMetaSchema as unknown as JSONSchema7;

export interface FlowJsonEditorProps {
  /** The flow the draft is of (its `id` must stay). */
  flowId: string;
  /** The draft. */
  flow: Flow;
  /** Receives every text that is a valid draft. */
  onChange: (flow: Flow) => void;
}

/** The JSON editor of a flow's draft, every valid change handed up. */
export default function FlowJsonEditor({ flowId, flow, onChange }: FlowJsonEditorProps) {
  const parse = useCallback((text: string) => parseFlow(text, flowId), [flowId]);
  return (
    <JsonCodeEditor
      value={flow}
      onChange={onChange}
      toText={flowText}
      parse={parse}
      schema={FLOW_SCHEMA}
      label="Flow as JSON"
      hint="The flow: its context (the facts conditions read), stages and steps. Ctrl+Space completes a keyword; errors are marked in the text."
    />
  );
}
