import type { UiSchema } from '../forms/types';

/** A JSON Schema over the flow context: the step (or stage, or override) exists when it holds. */
export type Condition = Record<string, unknown>;

export interface UiOverride {
  when?: Condition;
  ui: UiSchema;
}

export interface Step {
  id: string;
  title: string;
  /** The form this step asks (a form id under schemas/forms), or … */
  form?: string;
  /** … a screen that is not a form (sign, finish, introduction). */
  screen?: string;
  when?: Condition;
  uiOverrides?: UiOverride[];
  /** Where the step's answers live in the flow's answers object; the step id by default. */
  answers?: string;
  /** A label for step trackers, when it differs from the title. */
  trackerLabel?: string;
}

export interface Stage {
  id: string;
  title: string;
  when?: Condition;
  steps: Step[];
}

export interface Flow {
  $schema?: string;
  id: string;
  version: string;
  title: string;
  description?: string;
  /** JSON Schema of the context the conditions read. */
  context?: Record<string, unknown>;
  stages: Stage[];
}

/** A visible step with its stage, as the interpreter hands it out. */
export interface FlowStep extends Step {
  stageId: string;
  stageTitle: string;
}
