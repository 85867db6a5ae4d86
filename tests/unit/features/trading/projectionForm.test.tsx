import { fireEvent, screen } from '@testing-library/react';
import { ProjectionForm } from '@/features/trading/projection/ProjectionForm';
import { registryWith, renderFluent } from '../../widgets/support/widgets';

const registry = registryWith('projection');

function renderForm(hasRun = false) {
  const onSubmit = jest.fn();
  renderFluent(<ProjectionForm registry={registry} currencySymbol="€" hasRun={hasRun} busy={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const rate = () => screen.getByLabelText('Expected Rate of Return (% p.a.)');
const contribution = () => screen.getByLabelText('Yearly Additional Contribution');

describe('ProjectionForm', () => {
  test("ProjectionForm labels its inputs from the projection form's ui.json, with the 4.5% placeholder", () => {
    renderForm();
    expect(rate().getAttribute('placeholder')).toBe('4.5%');
    expect(contribution()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Projections' })).toBeTruthy();
  });

  test('ProjectionForm counts empty inputs as 0 and submits numbers', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get Projections' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ expRatedOfReturn: 0, yearlyContribution: 0 });
    fireEvent.change(rate(), { target: { value: '4.5' } });
    fireEvent.change(contribution(), { target: { value: '10,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Projections' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ expRatedOfReturn: 4.5, yearlyContribution: 10_000 });
  });

  test("ProjectionForm shows only the first error, the schema's message, under its field and does not submit", () => {
    const onSubmit = renderForm();
    fireEvent.change(rate(), { target: { value: '101' } });
    fireEvent.change(contribution(), { target: { value: '10000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Projections' }));
    expect(screen.getByText('Expected Rate of Return must be between 0 and 100')).toBeTruthy();
    expect(screen.queryByText('Yearly Additional Contribution must be between 0 and 10,000,000')).toBeNull();
    expect(rate().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(rate());
    fireEvent.change(rate(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Projections' }));
    expect(screen.getByText('Yearly Additional Contribution must be between 0 and 10,000,000')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("ProjectionForm's button reads 'Recalculate' after a first run", () => {
    renderForm(true);
    expect(screen.getByRole('button', { name: 'Recalculate' })).toBeTruthy();
  });
});
