import { CONTEXT_OVERRIDES, uiForContext, type UiOverride, type UiSchema } from '@/engine';
import { unconditionalRulesHold } from '@/features/compliance/formRules';
import { registryWith } from '../../widgets/support/widgets';

describe('the compliance forms rules the modal asks of the schema', () => {
  const registry = registryWith('kyc', 'appropriateness-test');

  test('the KYC button stays disabled until one of the three source categories is ticked (compliance §5)', () => {
    expect(unconditionalRulesHold(registry, 'kyc', {})).toBe(false);
    expect(unconditionalRulesHold(registry, 'kyc', { AmountIncome: 43, USPerson: true, DeclaredNaturalPerson: true })).toBe(false);
    expect(unconditionalRulesHold(registry, 'kyc', { Saving: false, ProceedSales: false, Other: false })).toBe(false);
    expect(unconditionalRulesHold(registry, 'kyc', { Saving: true })).toBe(true);
    expect(unconditionalRulesHold(registry, 'kyc', { ProceedSales: true })).toBe(true);
    expect(unconditionalRulesHold(registry, 'kyc', { Other: true })).toBe(true);
  });

  test('the conditional rules (a sale amount, an Others sub-option) are left to the submit', () => {
    // Ticked without a sale amount: the button is enabled; the submit shows the schema's message.
    expect(unconditionalRulesHold(registry, 'kyc', { ProceedSales: true, HasProperties: true })).toBe(true);
  });

  const hiddenIn = (ui: UiSchema) =>
    Object.entries(ui)
      .filter(([, f]) => (f as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'hidden')
      .map(([name]) => name);

  test("a single-holder appropriateness test hides every Account Holder 2 box, and only those: the form's ui.json says so", () => {
    const ui = uiForContext(registry.ui('appropriateness-test'), { IsJoint: false }, registry.conditions);
    const hidden = hiddenIn(ui);
    expect(hidden.filter((n) => n.endsWith('_2'))).toHaveLength(15);
    expect(hidden.filter((n) => !n.endsWith('_2')).sort()).toEqual(
      [
        'amountAnnualDisposable',
        'isFinancialChecked',
        'isSummaryInstructionOptionI',
        'isSummaryInstructionOptionII',
        'isSummaryInstructionOptionIII',
        'missingDocumentID',
      ].sort(),
    );
    expect((ui.isSharesNonUCITS as { 'ui:widget': string })['ui:widget']).toBe('HolderGridWidget');
    expect(ui[CONTEXT_OVERRIDES]).toBeUndefined();
  });

  test('a joint account shows both columns; the KYC form has no context overrides and is drawn as it is', () => {
    const joint = uiForContext(registry.ui('appropriateness-test'), { IsJoint: true }, registry.conditions);
    expect(hiddenIn(joint).filter((n) => n.endsWith('_2'))).toEqual([]);
    expect(uiForContext(registry.ui('kyc'), { IsJoint: false }, registry.conditions)).toBe(registry.ui('kyc'));
  });

  test('a changed copy of the ui.json decides: a second-holder box it no longer lists stays, one it adds is hidden', () => {
    const copy = structuredClone(registry.ui('appropriateness-test'));
    const override = (copy[CONTEXT_OVERRIDES] as UiOverride[])[0];
    delete override.ui.isLessThan5_2;
    override.ui.remarks = { 'ui:widget': 'hidden' };
    const hidden = hiddenIn(uiForContext(copy, { IsJoint: false }, registry.conditions));
    expect(hidden).not.toContain('isLessThan5_2');
    expect(hidden).toContain('remarks');
    expect(hidden.filter((n) => n.endsWith('_2'))).toHaveLength(14);
  });
});
