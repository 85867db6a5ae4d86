/** The form studio's engine: version diffs and structured edits of forms and flows (framework-free). */
export { diffFormVersions } from './diffFormVersions';
export { diffFlowVersions } from './diffFlowVersions';
export { describeCondition } from './describeCondition';
export { definitionsResolver, effectiveSchema, absoluteRefs } from './resolveSchema';
export { outlineForm, labelOf } from './outlineForm';
export type { FormField, FormOutline, FormRule } from './outlineForm';
export type { ChangeKind, EditResult, FormVersion, RefResolver, VersionChange } from './types';
export { setFieldLabel, setHelpText, setErrorMessage, setBounds, setRequired, editOption, fieldLabel, fieldPointer } from './formEdits';
export type { EditableBound, OptionEdit } from './formEdits';
export { setStepCondition, setStageCondition } from './flowEdits';
