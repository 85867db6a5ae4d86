import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../forms/loadForms';
import { ACCESS_TYPES, FEE_OPTIONS, FEE_SCHEDULES } from '@/engine';
import { FEE_CHOICES, type FeeChoice } from '@/engine/accountOpening/feeChoices';

/** Refusal of a schedule that is not one of the standard ones offered (Classic or ClassicFlex, instant or term). */
export const noStandardSchedule = (id: number) => `There is no standard fee schedule ${id}.`;

export interface StandardFees {
  FeeSchedulesId: number;
  AccessTypeId: number;
  AccessType: string;
  FeeOptionId: number;
  FeeOption: string;
  Fees: Array<{ Field: string; Name: string; Values: FeeChoice[] }>;
}

/** The fees form's field names (schemas/forms/fees/ui.json), so the call names each fee as the wizard does. */
const FEE_TITLES = (() => {
  const ui = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'forms', 'fees', 'ui.json'), 'utf8')) as Record<string, { 'ui:title'?: string }>;
  return (field: string) => ui[field]?.['ui:title'] ?? field;
})();

/**
 * The standard fees of a fee schedule (compliance §7 "Standard fees: whitelabelID, feeSchedulesID"):
 * for the schedule's access type and fee option, every fee with the values the standard schedule
 * (IsCustom false, the fees form's default lists) allows, in the fees form's order.
 * @param feeSchedulesId - access × 10 + option (feeScheduleIdOf)
 * @returns the schedule, or null when it is no standard schedule (the fee-based option is not offered)
 */
export function standardFeesOf(feeSchedulesId: number): StandardFees | null {
  const schedule = FEE_SCHEDULES.find((s) => s.FeeSchedulesId === feeSchedulesId);
  if (!schedule || schedule.FeeOptionId === FEE_OPTIONS.FeeBased) return null;
  const access = schedule.AccessTypeId === ACCESS_TYPES.InstantAccess ? 'Instant' : 'Term';
  const option = schedule.FeeOptionId === FEE_OPTIONS.Classic ? 'Classic' : 'ClassicFlex';
  const lines: Array<[string, readonly FeeChoice[]]> = [
    ['PlatformProcessingFee', FEE_CHOICES.PlatformProcessingFee[access]],
    ['AnnualAccountFee', FEE_CHOICES.AnnualAccountFee[option]],
    ['AnnualAccountFeeRemuneration', FEE_CHOICES.AnnualAccountFeeRemuneration[option]],
    ['AccountServiceFee', FEE_CHOICES.AccountServiceFee[access]],
    ['InitialFee', FEE_CHOICES.InitialFee],
    ['ETFEntryFee', FEE_CHOICES.ETFEntryFee.Default],
    ['EquitiesEntryFee', FEE_CHOICES.EquitiesEntryFee.Default],
    ['NotesEntryFee', FEE_CHOICES.NotesEntryFee],
    ['MinimumCashBalance', FEE_CHOICES.MinimumCashBalance],
  ];
  return {
    FeeSchedulesId: feeSchedulesId,
    AccessTypeId: schedule.AccessTypeId,
    AccessType: FEE_CHOICES.AccessTypes.find((a) => a.Value === schedule.AccessTypeId)!.Text,
    FeeOptionId: schedule.FeeOptionId,
    FeeOption: FEE_CHOICES.FeeOptions.find((o) => o.Value === schedule.FeeOptionId)!.Text,
    Fees: lines.map(([Field, values]) => ({
      Field,
      Name: FEE_TITLES(Field),
      Values: values.map((v) => ({ Value: v.Value, Text: v.Text })),
    })),
  };
}
