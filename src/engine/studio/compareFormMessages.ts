// A form diff's comparison of `errorMessage` texts, one change per message keyword.
import { pointerSegment } from './outlineForm';
import { isNode, pushAt, same, unionKeys, type Context } from './formDiffContext';
import { changeTail, messageTopic, placeOf } from './wording';

/** `errorMessage` as keyword → text ('_' for the message of every error not named; 'required.Name' for one property's). */
function messagesOf(errorMessage: unknown): Map<string, unknown> {
  const messages = new Map<string, unknown>();
  // A text for every error reads like the `_` ("every other error") of an object of messages.
  if (typeof errorMessage === 'string') messages.set('_', errorMessage);
  else if (isNode(errorMessage)) {
    for (const [keyword, text] of Object.entries(errorMessage)) {
      if (isNode(text)) for (const [name, inner] of Object.entries(text)) messages.set(`${keyword}.${name}`, inner);
      else messages.set(keyword, text);
    }
  }
  return messages;
}

export function compareMessages(before: unknown, after: unknown, at: { pointer: string; labels: string[] }, ctx: Context): void {
  const x = messagesOf(before);
  const y = messagesOf(after);
  for (const key of unionKeys(x.keys(), y.keys())) {
    const old = x.get(key);
    const now = y.get(key);
    if (same(old, now)) continue;
    // A message a parent keeps for one property ('required.Name') is that property's message.
    const [keyword, name] = key.split(/\.(.*)/s) as [string, string | undefined];
    let place = at;
    if (name !== undefined && (keyword === 'required' || keyword === 'properties')) {
      const pointer = `${at.pointer}/${pointerSegment(name)}`;
      const child = ctx.mainField(pointer);
      place = { pointer, labels: child ? ctx.labelsOf(child) : [...at.labels, name] };
    }
    pushAt(
      ctx,
      'message-changed',
      place,
      { detail: `errorMessage.${key}`, before: old, after: now, breaking: false },
      `${placeOf(place.labels)} ${messageTopic(key)} ${changeTail(old, now)}`,
    );
  }
}
