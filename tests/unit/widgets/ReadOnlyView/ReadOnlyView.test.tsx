import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import ReadOnlyView from '@/widgets/ReadOnlyView/ReadOnlyView';
import { renderFluent } from '../support/widgets';

const schema: RJSFSchema = {
  title: 'Source of Wealth',
  type: 'object',
  properties: {
    SourceOfWealth: {
      type: 'array',
      title: 'Sources',
      items: {
        type: 'object',
        properties: {
          Id: {
            type: 'integer',
            title: 'Origin',
            oneOf: [
              { const: 1, title: 'Salary / wages' },
              { const: 3, title: 'Property sale' },
            ],
          },
          Remarks: { type: 'string', title: 'Remarks' },
        },
      },
    },
  },
};

describe('ReadOnlyView', () => {
  it('shows each item of a list of objects as its own group, with every answer by its label', () => {
    renderFluent(
      <ReadOnlyView
        schema={schema}
        uiSchema={{}}
        formData={{
          SourceOfWealth: [
            { Id: 1, Remarks: 'Hospital pharmacist since 2012' },
            { Id: 3, Remarks: 'Flat in Lübeck sold in 2021' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Sources 1')).toBeTruthy();
    expect(screen.getByText('Sources 2')).toBeTruthy();
    expect(screen.getByText('Salary / wages')).toBeTruthy();
    expect(screen.getByText('Property sale')).toBeTruthy();
    expect(screen.getByText('Flat in Lübeck sold in 2021')).toBeTruthy();
    expect(document.body.textContent).not.toContain('[object Object]');
  });
});
