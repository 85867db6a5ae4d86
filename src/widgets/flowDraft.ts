/** A flow's answers in progress, kept in the browser so a reload does not lose them. */
export interface FlowDraft {
  /** The flow version the draft was written with. */
  version: string;
  stepId: string;
  answers: Record<string, unknown>;
}

/** The storage a draft lives in (window.localStorage in the app). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Drafts are saved this long after the last change, so typing does not write on every keystroke. */
export const DRAFT_SAVE_DELAY_MS = 500;

/** 'flowDraft:<flowId>:<draftKey>' — one draft per flow and per whatever the caller keys it by (user, account). */
export function draftKeyOf(flowId: string, draftKey: string): string {
  return `flowDraft:${flowId}:${draftKey}`;
}

/**
 * The saved draft, or null when there is none or it cannot be read (storage blocked, text damaged).
 * @param storage - where drafts live
 * @param key - from `draftKeyOf`
 */
export function readDraft(storage: DraftStorage | undefined, key: string): FlowDraft | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<FlowDraft>;
    return typeof draft.stepId === 'string' && draft.answers && typeof draft.answers === 'object'
      ? { version: String(draft.version ?? ''), stepId: draft.stepId, answers: draft.answers }
      : null;
  } catch {
    return null;
  }
}

/** Writes a draft; a full or blocked storage only costs the draft, never the flow. */
export function writeDraft(storage: DraftStorage | undefined, key: string, draft: FlowDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // The draft is a convenience: the answers stay on screen.
  }
}

export function removeDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/** localStorage when the page may use it. */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
