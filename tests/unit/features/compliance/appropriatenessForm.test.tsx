import { fireEvent, screen } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { withDerivedFlags } from '@/features/compliance/formRules';
import { registryWith, renderFluent } from '../../widgets/support/widgets';

describe('the appropriateness test as the modal draws it', () => {
  test('a prefilled summary instruction can be changed, and exactly one flag follows the choice (compliance §4)', () => {
    const onSubmit = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registryWith('appropriateness-test')}
        formId="appropriateness-test"
        formData={{ isSharesNonUCITS: true, isSummaryInstructionOption: 2 }}
        derive={withDerivedFlags}
        onSubmit={onSubmit}
      />,
    );
    const sufficient = screen.getByRole('radio', { name: /have sufficient knowledge/ });
    fireEvent.click(sufficient);
    expect((sufficient as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        isSummaryInstructionOption: 3,
        isSummaryInstructionOptionI: false,
        isSummaryInstructionOptionII: false,
        isSummaryInstructionOptionIII: true,
        isFinancialChecked: true,
      }),
    );
  });
});
