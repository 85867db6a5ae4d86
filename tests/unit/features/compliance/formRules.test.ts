import { singleHolderUi, unconditionalRulesHold } from '@/features/compliance/formRules';
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

  test('a single-holder appropriateness test hides every Account Holder 2 box, and only those', () => {
    const ui = singleHolderUi(registry.ui('appropriateness-test'));
    const hidden = Object.entries(ui)
      .filter(([, f]) => (f as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'hidden')
      .map(([name]) => name);
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
  });
});
