import { act, fireEvent, screen, within } from '@testing-library/react';
import { TesseraForm } from '@/widgets/TesseraForm';
import { fixturesOf, inlineForm, registryWith, renderField, renderFluent } from '../support/widgets';

const COMMON = 'https://tessera.example/schemas/forms/_defs/common#/$defs/holderFlags';
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('HolderGridWidget', () => {
  test('a {FirstHolder, SecondHolder} object is one row with a box per account holder, toggled independently', () => {
    const field = renderField({ $ref: COMMON, title: 'Investment advice' }, { 'ui:widget': 'HolderGridWidget' });
    expect(screen.getByRole('columnheader', { name: 'Account Holder 1' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Account Holder 2' })).toBeTruthy();
    fireEvent.click(box('Investment advice – Account Holder 2'));
    expect(field.latest()).toEqual({ SecondHolder: true });
    fireEvent.click(box('Investment advice – Account Holder 1'));
    fireEvent.click(box('Investment advice – Account Holder 2'));
    expect(field.latest()).toEqual({ FirstHolder: true, SecondHolder: false });
  });

  test('an object of holder pairs has one row per pair, labelled by its title', () => {
    const field = renderField(
      {
        type: 'object',
        title: 'Services',
        properties: { Advice: { $ref: COMMON, title: 'Investment advice' }, Management: { $ref: COMMON, title: 'Portfolio management' } },
      },
      { 'ui:widget': 'HolderGridWidget' },
    );
    fireEvent.click(box('Portfolio management – Account Holder 1'));
    expect(field.latest()).toEqual({ Management: { FirstHolder: true } });
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  test("holders: 1 shows only the first account holder's column", () => {
    renderField({ $ref: COMMON, title: 'Advice' }, { 'ui:widget': 'HolderGridWidget', 'ui:options': { holders: 1 } });
    expect(screen.queryByRole('columnheader', { name: 'Account Holder 2' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  test('a hidden SecondHolder in the ui (a single-holder account) leaves the second column out', () => {
    renderField({ $ref: COMMON, title: 'Advice' }, { 'ui:widget': 'HolderGridWidget', SecondHolder: { 'ui:widget': 'hidden' } });
    expect(screen.queryByRole('columnheader', { name: 'Account Holder 2' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  test("boolean fields grouped by the form's ui:options.grids are one table of rows and holder columns", async () => {
    const registry = registryWith('appropriateness-test');
    const onChange = jest.fn();
    renderFluent(<TesseraForm registry={registry} formId="appropriateness-test" onChange={onChange} />);
    const table = screen.getByRole('table', { name: 'Previous experience: financial instruments' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Structured products – Account Holder 2' }));
    const data = onChange.mock.calls.at(-1)![0] as Record<string, unknown>;
    expect(data.isStructuredProducts_2).toBe(true);
    expect(data.isStructuredProducts).toBeUndefined();
  });

  test('a valid fixture of the account appropriateness form shows its ticks in the services grids', () => {
    const registry = registryWith('account-appropriateness');
    const { json } = fixturesOf('account-appropriateness', 'valid').find((f) => f.name === 'joint-sufficient-knowledge.json')!;
    renderFluent(<TesseraForm registry={registry} formId="account-appropriateness" formData={json as Record<string, unknown>} />);
    expect(box('Investment advice – Account Holder 1').checked).toBe(true);
    expect(box('Investment advice – Account Holder 2').checked).toBe(true);
    expect(box('Portfolio management – Account Holder 1').checked).toBe(false);
  });

  test('errors of the rows show under the grid', async () => {
    const schema = inlineForm(
      'grid',
      {
        Advice: {
          $ref: COMMON,
          type: 'object',
          title: 'Advice',
          required: ['FirstHolder'],
          errorMessage: { required: { FirstHolder: "Tick the first holder's answer" } },
        },
      },
      { required: ['Advice'] },
    );
    renderFluent(
      <TesseraForm
        registry={registryWith({ schema, ui: { Advice: { 'ui:widget': 'HolderGridWidget' } } })}
        formId="grid"
        formData={{ Advice: {} }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getAllByText("Tick the first holder's answer")).toHaveLength(2);
  });
});
