// A form diff's comparison of one field's uiSchema: widget, order, display options.
import type { UiSchema } from '../forms/types';
import { isNode, same, unionKeys, type Say } from './formDiffContext';
import { changeTail } from './wording';

export function compareUi(x: UiSchema, y: UiSchema, place: string, say: Say): void {
  if (!same(x['ui:widget'], y['ui:widget'])) {
    say(
      'widget-changed',
      { detail: 'ui:widget', before: x['ui:widget'], after: y['ui:widget'], breaking: false },
      `${place} widget ${changeTail(x['ui:widget'], y['ui:widget'])}`,
    );
  }
  if (!same(x['ui:order'], y['ui:order'])) {
    say(
      'order-changed',
      { detail: 'ui:order', before: x['ui:order'], after: y['ui:order'], breaking: false },
      `${place} order of questions changed`,
    );
  }
  const oldOptions = isNode(x['ui:options']) ? x['ui:options'] : {};
  const newOptions = isNode(y['ui:options']) ? y['ui:options'] : {};
  for (const key of unionKeys(Object.keys(oldOptions), Object.keys(newOptions))) {
    if (same(oldOptions[key], newOptions[key])) continue;
    say(
      'ui-option-changed',
      { detail: `ui:options.${key}`, before: oldOptions[key], after: newOptions[key], breaking: false },
      `${place} display option '${key}' ${changeTail(oldOptions[key], newOptions[key])}`,
    );
  }
  const shown = new Set(['ui:title', 'ui:help', 'ui:description', 'ui:placeholder', 'ui:widget', 'ui:order', 'ui:options', 'ui:enumNames']);
  for (const key of unionKeys(Object.keys(x), Object.keys(y))) {
    if (!key.startsWith('ui:') || shown.has(key) || same(x[key], y[key])) continue;
    say(
      'ui-option-changed',
      { detail: key, before: x[key], after: y[key], breaking: false },
      `${place} display setting '${key.slice(3)}' ${changeTail(x[key], y[key])}`,
    );
  }
}
