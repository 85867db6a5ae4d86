import { act, fireEvent, screen } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { inlineForm, registryWith, renderFluent } from '../support/widgets';

const schema = inlineForm('sources', { SourceId: { type: 'integer', title: 'Source' } });

describe('ReferenceSelectWidget', () => {
  test('offers the reference list the screen loaded and stores the chosen id', async () => {
    const onChange = jest.fn();
    renderFluent(
      <TesseraForm
        registry={registryWith({
          schema,
          ui: { SourceId: { 'ui:widget': 'ReferenceSelectWidget', 'ui:options': { referenceData: 'dueDiligenceMetadata.SourceOfFunds' } } },
        })}
        formId="sources"
        referenceData={{
          dueDiligenceMetadata: {
            SourceOfFunds: [
              { Id: 3, Name: 'Salary' },
              { Id: 7, Name: 'Inheritance' },
            ],
          },
        }}
        onChange={onChange}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('combobox')));
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter(Boolean),
    ).toEqual(['Salary', 'Inheritance']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Inheritance' })));
    expect(onChange.mock.calls.at(-1)![0]).toEqual({ SourceId: 7 });
  });
});
