import { canonicalJson } from '../forms/sha256';
import type { Flow, Stage, Step, UiOverride } from '../flows/types';
import { describeCondition } from './describeCondition';
import type { ChangeKind, VersionChange } from './types';
import { changeTail, HELP_WORDS, placeOf, withoutUndefined } from './wording';

type Node = Record<string, unknown>;

interface Located {
  step: Step;
  stage: Stage;
  pointer: string;
}

function same(x: unknown, y: unknown): boolean {
  return canonicalJson(x) === canonicalJson(y);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unionKeys<K>(first: Iterable<K>, second: Iterable<K>): K[] {
  return [...new Set([...first, ...second])];
}

function stepsById(flow: Flow): Map<string, Located> {
  const steps = new Map<string, Located>();
  flow.stages.forEach((stage, i) =>
    stage.steps.forEach((step, j) => steps.set(step.id, { step, stage, pointer: `/stages/${i}/steps/${j}` })),
  );
  return steps;
}

function stagesById(flow: Flow): Map<string, { stage: Stage; pointer: string }> {
  return new Map(flow.stages.map((stage, i) => [stage.id, { stage, pointer: `/stages/${i}` }]));
}

/** The common ids of two lists, in each list's order. */
function commonOrder(before: string[], after: string[]): [string[], string[]] {
  return [before.filter((id) => after.includes(id)), after.filter((id) => before.includes(id))];
}

/**
 * Lists what changed between two versions of a flow — stages and steps added, removed, moved or
 * reordered, their conditions (`when`), titles, forms and display overrides — worded for the
 * compliance staff who review a draft, each marked breaking or not (docs/decisions.md, "Form
 * studio: version diff").
 * @param before - the version in effect
 * @param after - the draft
 * @returns the changes: the flow, its stages, then its steps in the earlier version's order, new ones last
 */
export function diffFlowVersions(before: Flow, after: Flow): VersionChange[] {
  const out: VersionChange[] = [];
  const say = (kind: ChangeKind, pointer: string, labels: string[], values: Omit<VersionChange, 'kind' | 'pointer' | 'labels'>): void => {
    out.push(withoutUndefined({ kind, pointer, labels, ...values }));
  };

  if (before.title !== after.title) {
    say('label-changed', '', [], {
      detail: 'title',
      before: before.title,
      after: after.title,
      sentence: `The flow's title changed from '${before.title}' to '${after.title}'`,
      breaking: false,
    });
  }
  if (!same(before.description, after.description)) {
    say('help-changed', '', [], {
      detail: 'description',
      before: before.description,
      after: after.description,
      sentence: `The flow's description ${changeTail(before.description, after.description)}`,
      breaking: false,
    });
  }
  if (!same(before.context, after.context)) {
    say('context-changed', '/context', [], {
      detail: 'context',
      before: before.context,
      after: after.context,
      sentence: "The flow's context (the facts its conditions read) changed",
      breaking: false,
    });
  }

  // Stages.
  const oldStages = stagesById(before);
  const newStages = stagesById(after);
  for (const id of unionKeys(oldStages.keys(), newStages.keys())) {
    const x = oldStages.get(id);
    const y = newStages.get(id);
    if (!x && y) {
      const forms = y.stage.steps.filter((step) => step.form !== undefined);
      say('stage-added', y.pointer, [y.stage.title], {
        after: y.stage,
        sentence: `New stage '${y.stage.title}' with ${y.stage.steps.length === 1 ? 'one step' : `${y.stage.steps.length} steps`}${y.stage.when ? `, shown when ${describeCondition(y.stage.when)}` : ''}`,
        breaking: forms.length > 0,
      });
    } else if (x && !y) {
      say('stage-removed', x.pointer, [x.stage.title], { before: x.stage, sentence: `Stage '${x.stage.title}' removed`, breaking: true });
    } else if (x && y) {
      const labels = [y.stage.title];
      if (x.stage.title !== y.stage.title) {
        say('label-changed', y.pointer, labels, {
          detail: 'title',
          before: x.stage.title,
          after: y.stage.title,
          sentence: `Stage '${x.stage.title}' renamed to '${y.stage.title}'`,
          breaking: false,
        });
      }
      if (!same(x.stage.when, y.stage.when)) {
        say('stage-condition-changed', y.pointer, labels, {
          detail: 'when',
          before: x.stage.when,
          after: y.stage.when,
          sentence: conditionSentence(`Stage '${y.stage.title}'`, x.stage.when, y.stage.when),
          breaking: true,
        });
      }
    }
  }
  const [oldStageOrder, newStageOrder] = commonOrder([...oldStages.keys()], [...newStages.keys()]);
  if (!same(oldStageOrder, newStageOrder)) {
    const titles = (ids: string[]): string => ids.map((id) => `'${(newStages.get(id) as { stage: Stage }).stage.title}'`).join(', ');
    say('step-order-changed', '/stages', [], {
      detail: 'stages',
      before: oldStageOrder,
      after: newStageOrder,
      sentence: `Stages reordered: ${titles(newStageOrder)} (were ${titles(oldStageOrder)})`,
      breaking: true,
    });
  }

  // Steps (those of a stage added or removed went with it).
  const oldSteps = stepsById(before);
  const newSteps = stepsById(after);
  for (const id of unionKeys(oldSteps.keys(), newSteps.keys())) {
    const x = oldSteps.get(id);
    const y = newSteps.get(id);
    if (!x && y) {
      if (!oldStages.has(y.stage.id)) continue;
      const asks = y.step.form ? ` asking form '${y.step.form}'` : '';
      const when = y.step.when ? `, shown when ${describeCondition(y.step.when)}` : '';
      say('step-added', y.pointer, [y.stage.title, y.step.title], {
        after: y.step,
        sentence: `New step ${placeOf([y.stage.title, y.step.title])}${asks}${when}`,
        breaking: y.step.form !== undefined,
      });
    } else if (x && !y) {
      if (!newStages.has(x.stage.id)) continue;
      say('step-removed', x.pointer, [x.stage.title, x.step.title], {
        before: x.step,
        sentence: `Step ${placeOf([x.stage.title, x.step.title])} removed`,
        breaking: true,
      });
    } else if (x && y) {
      compareSteps(x, y, say);
    }
  }
  for (const [stageId, { stage, pointer }] of newStages) {
    const old = oldStages.get(stageId);
    if (!old) continue;
    const [oldOrder, newOrder] = commonOrder(
      old.stage.steps.map((step) => step.id),
      stage.steps.map((step) => step.id),
    );
    if (same(oldOrder, newOrder)) continue;
    const titles = (ids: string[]): string => ids.map((id) => `'${(newSteps.get(id) as Located).step.title}'`).join(', ');
    say('step-order-changed', `${pointer}/steps`, [stage.title], {
      detail: 'steps',
      before: oldOrder,
      after: newOrder,
      sentence: `Steps of '${stage.title}' reordered: ${titles(newOrder)} (were ${titles(oldOrder)})`,
      breaking: true,
    });
  }
  return out;
}

type Say = (kind: ChangeKind, pointer: string, labels: string[], values: Omit<VersionChange, 'kind' | 'pointer' | 'labels'>) => void;

function conditionSentence(subject: string, before: unknown, after: unknown): string {
  if (before === undefined) return `${subject} is now only shown when ${describeCondition(after)}`;
  if (after === undefined) return `${subject} is now always shown (was only when ${describeCondition(before)})`;
  return `${subject} is now shown when ${describeCondition(after)} (was when ${describeCondition(before)})`;
}

function compareSteps(x: Located, y: Located, say: Say): void {
  const labels = [y.stage.title, y.step.title];
  const place = `Step ${placeOf(labels)}`;
  const at = y.pointer;
  if (x.stage.id !== y.stage.id) {
    say('step-order-changed', at, labels, {
      detail: 'stage',
      before: x.stage.id,
      after: y.stage.id,
      sentence: `${place} moved from stage '${x.stage.title}' to '${y.stage.title}'`,
      breaking: true,
    });
  }
  if (x.step.title !== y.step.title) {
    say('label-changed', at, labels, {
      detail: 'title',
      before: x.step.title,
      after: y.step.title,
      sentence: `Step ${placeOf([y.stage.title, x.step.title])} renamed to '${y.step.title}'`,
      breaking: false,
    });
  }
  if (!same(x.step.trackerLabel, y.step.trackerLabel)) {
    say('label-changed', at, labels, {
      detail: 'trackerLabel',
      before: x.step.trackerLabel,
      after: y.step.trackerLabel,
      sentence: `${place} label in the step tracker ${changeTail(x.step.trackerLabel, y.step.trackerLabel)}`,
      breaking: false,
    });
  }
  const oldDescription = (x.step as Step & { description?: string }).description;
  const newDescription = (y.step as Step & { description?: string }).description;
  if (!same(oldDescription, newDescription)) {
    say('help-changed', at, labels, {
      detail: 'description',
      before: oldDescription,
      after: newDescription,
      sentence: `${place} description ${changeTail(oldDescription, newDescription)}`,
      breaking: false,
    });
  }
  if (!same(x.step.when, y.step.when)) {
    say('step-condition-changed', at, labels, {
      detail: 'when',
      before: x.step.when,
      after: y.step.when,
      sentence: conditionSentence(place, x.step.when, y.step.when),
      breaking: true,
    });
  }
  for (const [key, kind, breaking] of [
    ['form', 'step-form-changed', true],
    ['screen', 'step-screen-changed', false],
  ] as const) {
    if (same(x.step[key], y.step[key])) continue;
    say(kind, at, labels, {
      detail: key,
      before: x.step[key],
      after: y.step[key],
      sentence: `${place} ${key} ${changeTail(x.step[key], y.step[key])}`,
      breaking,
    });
  }
  if (!same(x.step.answers, y.step.answers)) {
    say('step-answers-changed', at, labels, {
      detail: 'answers',
      before: x.step.answers,
      after: y.step.answers,
      sentence: `${place} answers now kept under "${y.step.answers ?? y.step.id}" (were under "${x.step.answers ?? x.step.id}")`,
      breaking: true,
    });
  }
  compareOverrides(x.step.uiOverrides ?? [], y.step.uiOverrides ?? [], at, labels, place, say);
}

/** Overrides keyed by their condition ('always' when none); a repeated condition gets '#2', '#3'. */
function overridesByCondition(overrides: UiOverride[]): Map<string, { override: UiOverride; index: number }> {
  const byKey = new Map<string, { override: UiOverride; index: number }>();
  overrides.forEach((override, index) => {
    const base = override.when === undefined ? 'always' : canonicalJson(override.when);
    let key = base;
    for (let n = 2; byKey.has(key); n += 1) key = `${base} #${n}`;
    byKey.set(key, { override, index });
  });
  return byKey;
}

/** The leaves of an override's uiSchema: 'Field/Nested ui:key' → value. */
function uiLeaves(
  ui: unknown,
  path: string[] = [],
  leaves = new Map<string, { path: string[]; key: string; value: unknown }>(),
): Map<string, { path: string[]; key: string; value: unknown }> {
  if (!isNode(ui)) return leaves;
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) leaves.set(`${path.join('/')} ${key}`, { path, key, value });
    else uiLeaves(value, [...path, key], leaves);
  }
  return leaves;
}

const LEAF_KINDS: Record<string, ChangeKind> = {
  'ui:title': 'label-changed',
  'ui:help': 'help-changed',
  'ui:description': 'help-changed',
  'ui:placeholder': 'help-changed',
  'ui:widget': 'widget-changed',
};

function compareOverrides(before: UiOverride[], after: UiOverride[], stepPointer: string, labels: string[], place: string, say: Say): void {
  const x = overridesByCondition(before);
  const y = overridesByCondition(after);
  // An override whose condition changed but whose display change did not is one change, not two.
  const moved = new Map<string, string>();
  for (const [oldKey, old] of x) {
    if (y.has(oldKey)) continue;
    const match = [...y].find(
      ([newKey, now]) => !x.has(newKey) && ![...moved.values()].includes(newKey) && same(old.override.ui, now.override.ui),
    );
    if (match) moved.set(oldKey, match[0]);
  }
  for (const [oldKey, newKey] of moved) {
    const old = (x.get(oldKey) as { override: UiOverride }).override;
    const now = y.get(newKey) as { override: UiOverride; index: number };
    say('rule-changed', `${stepPointer}/uiOverrides/${now.index}`, labels, {
      detail: 'uiOverrides.when',
      before: old.when,
      after: now.override.when,
      sentence: `${place} display change ${describeOverride(now.override)} now applies when ${describeCondition(now.override.when)} (was when ${describeCondition(old.when)})`,
      breaking: false,
    });
  }
  for (const key of unionKeys(x.keys(), y.keys())) {
    if (moved.has(key) || [...moved.values()].includes(key)) continue;
    const old = x.get(key);
    const now = y.get(key);
    const override = (now ?? old)?.override as UiOverride;
    const pointer = `${stepPointer}/uiOverrides/${(now ?? old)?.index ?? 0}`;
    const oldLeaves = uiLeaves(old?.override.ui);
    const newLeaves = uiLeaves(now?.override.ui);
    const when = override.when === undefined ? '' : ` when ${describeCondition(override.when)}`;
    for (const leafKey of unionKeys(oldLeaves.keys(), newLeaves.keys())) {
      const a = oldLeaves.get(leafKey);
      const b = newLeaves.get(leafKey);
      if (same(a?.value, b?.value)) continue;
      const leaf = (b ?? a) as { path: string[]; key: string };
      const kind = LEAF_KINDS[leaf.key] ?? 'ui-option-changed';
      const field = leaf.path.length === 0 ? 'the form' : `field '${leaf.path.filter((segment) => segment !== 'items').join(' › ')}'`;
      const what =
        leaf.key === 'ui:title'
          ? 'label'
          : (HELP_WORDS[leaf.key] ?? (leaf.key === 'ui:widget' ? 'widget' : `display setting '${leaf.key.slice(3)}'`));
      say(kind, pointer, labels, {
        detail: `uiOverrides ${leafKey}`,
        before: a?.value,
        after: b?.value,
        sentence: `${place}: ${field} ${what}${when} ${changeTail(a?.value, b?.value)}`,
        breaking: false,
      });
    }
  }
}

function describeOverride(override: UiOverride): string {
  const description = (override as UiOverride & { description?: string }).description;
  return description ? `"${description}"` : 'without a description';
}
