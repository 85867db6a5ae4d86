import type { Conditions } from '../flows/ConditionEvaluator';
import { flowUiAt, hiddenByFlow } from '../flows/interpreter';
import type { Flow } from '../flows/types';
import { ACCOUNT_OPENING_MESSAGES } from './messages';

// The account-opening engine rules that apply only where the flow shows a field read the flow's
// decision here: the flow's uiOverrides say for which accounts a field is hidden, no code repeats it.

/**
 * Whether the account-opening flow asks the holders' tax details for a context: the holder card's
 * FiscalCountryId is not hidden by the FirstAccountHolderDetails step's overrides (it is for QROPS
 * and trust accounts in the shipped flow).
 * @param flow - the account-opening flow
 * @param context - the opening's flow context (AccountTypeId, IsJoint …)
 * @param conditions - the evaluator of the flow's conditions (the registry's)
 */
export function asksTaxDetails(flow: Flow, context: unknown, conditions: Conditions): boolean {
  return !hiddenByFlow(flow, 'FirstAccountHolderDetails', ['Holders', 'items', 'FiscalCountryId'], context, conditions);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Engine rule "holder count follows IsJoint" (portal-shell §3 "one entry per holder"): the number of
 * holder cards is within the bounds the FirstAccountHolderDetails step's overrides give the holder
 * list for the context (`Holders` → `ui:options` `minHolders` / `maxHolders`, which the wizard's list
 * obeys too; the shipped flow allows one card unless the account is joint, and asks two for a joint
 * one). A bound the flow does not give is not checked here (the schema's minItems/maxItems still are).
 * @param flow - the account-opening flow
 * @param context - the opening's flow context (IsJoint picks the message)
 * @param holderCount - how many holders were given
 * @param conditions - the evaluator of the flow's conditions
 * @returns the message to answer with, or null when the count fits
 */
export function holderCountProblem(flow: Flow, context: unknown, holderCount: number, conditions: Conditions): string | null {
  const options = flowUiAt(flow, 'FirstAccountHolderDetails', ['Holders', 'ui:options'], context, conditions);
  const bound = (key: string): number | undefined => (isObject(options) && typeof options[key] === 'number' ? options[key] : undefined);
  if (holderCount >= (bound('minHolders') ?? 0) && holderCount <= (bound('maxHolders') ?? Infinity)) return null;
  const isJoint = isObject(context) && context.IsJoint === true;
  return isJoint ? ACCOUNT_OPENING_MESSAGES.jointNeedsTwoHolders : ACCOUNT_OPENING_MESSAGES.singleHasOneHolder;
}

/**
 * Whether the account-opening flow asks the natural-person declaration for a context: the
 * AppropriatenessTest step's overrides do not hide NaturalPersonTerms (they do for a corporate
 * account in the shipped flow).
 * @param flow - the account-opening flow
 * @param context - the opening's flow context
 * @param conditions - the evaluator of the flow's conditions
 */
export function asksNaturalPersonTerms(flow: Flow, context: unknown, conditions: Conditions): boolean {
  return !hiddenByFlow(flow, 'AppropriatenessTest', ['NaturalPersonTerms'], context, conditions);
}

/**
 * Whether the account-opening flow offers a correspondence choice for a context: the
 * CorrespondenceInformation step's overrides do not list it in `ui:enumDisabled` of
 * CorrespondenceAddress (the shipped flow disables Secondary unless the account is joint).
 * @param flow - the account-opening flow
 * @param choice - the chosen CorrespondenceAddress ('Primary', 'Secondary', 'Other')
 * @param context - the opening's flow context
 * @param conditions - the evaluator of the flow's conditions
 */
export function offersCorrespondenceChoice(flow: Flow, choice: unknown, context: unknown, conditions: Conditions): boolean {
  const entry = flowUiAt(flow, 'CorrespondenceInformation', ['CorrespondenceAddress'], context, conditions);
  const disabled = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)['ui:enumDisabled'] : undefined;
  return !Array.isArray(disabled) || !disabled.includes(choice);
}
