import type { UiSchema } from '@/engine';

/** The label of a step's Next button: its uiSchema's submit text, else Next, or Finish on the last step. */
export function nextLabelOf(stepUi: UiSchema | undefined, isLast: boolean): string {
  const text = (stepUi?.['ui:submitButtonOptions'] as { submitText?: unknown } | undefined)?.submitText;
  return typeof text === 'string' && text ? text : isLast ? 'Finish' : 'Next';
}
