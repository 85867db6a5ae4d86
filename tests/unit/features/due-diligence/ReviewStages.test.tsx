import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Flow } from '@/engine';
import ReviewStages from '@/features/due-diligence/ReviewStages';
import { answersFromDetails, changedHolders, detailsFromAnswers, withHolderNotes, withUsTaxFlags } from '@/features/due-diligence/details';
import type { DueDiligenceDetails, DueDiligenceDetailsInfo } from '@/types/api';
import { registryWith } from '../../widgets/support/widgets';

const ROOT = resolve(__dirname, '../../../..');
const flow = JSON.parse(readFileSync(resolve(ROOT, 'schemas/flows/due-diligence.json'), 'utf8')) as Flow;
const general = JSON.parse(
  readFileSync(resolve(ROOT, 'schemas/forms/due-diligence-general-details/fixtures/valid/standalone-single-holder.json'), 'utf8'),
) as Record<string, unknown>;
const registry = registryWith(
  'due-diligence-general-details',
  'due-diligence-source-of-wealth',
  'due-diligence-source-of-funds',
  'due-diligence-more-information',
);
const PRIMARY_NOTE = 'The primary account holder has changed their mobile number.';

const info = (over: Partial<DueDiligenceDetailsInfo> = {}): DueDiligenceDetailsInfo => ({
  Details: {
    GeneralDetails: general,
    SourceOfWealth: [{ Id: 1, Remarks: 'Salary since 2005' }],
    SourceOfFunds: [{ Id: 2, Remarks: 'Savings' }],
    MoreInformation: '',
  },
  AccountTypeId: 400159,
  IsJoint: false,
  ...over,
});

function renderStages(given = info()) {
  const onSubmit = jest.fn<void, [DueDiligenceDetails]>();
  const onFiscalResidenceChanged = jest.fn();
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <ReviewStages
        flow={flow}
        registry={registry}
        info={given}
        submitting={false}
        error={null}
        jump={null}
        onSubmit={onSubmit}
        onFiscalResidenceChanged={onFiscalResidenceChanged}
      />
    </FluentProvider>,
  );
  return { onSubmit, onFiscalResidenceChanged, ...view };
}

const heading = () => screen.getByRole('heading', { level: 3 }).textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the due-diligence stages', () => {
  test("every stage is view-only first; 'No' moves on unchanged and 'Go Back' returns (not on the first stage)", () => {
    renderStages();
    expect(heading()).toBe('General Details');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Anna')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
    click('No');
    expect(heading()).toBe('Source of Wealth');
    // A list stage shows its form read-only: the stored source and remarks, no adding or removing.
    const remarks = screen.getByDisplayValue<HTMLTextAreaElement>('Salary since 2005');
    expect(remarks.readOnly || remarks.disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: /Source/ }).textContent).toContain('Salary / wages');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    click('Go Back');
    expect(heading()).toBe('General Details');
  });

  test("the last stage offers 'Add More Information' and 'Accept and Submit', which submits all details unchanged", () => {
    const { onSubmit } = renderStages();
    click('No');
    click('No');
    click('No');
    expect(heading()).toBe('More Information');
    expect(screen.getByRole('button', { name: 'Add More Information' })).toBeTruthy();
    click('Accept and Submit');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0][0];
    expect(sent.SourceOfWealth).toEqual([{ Id: 1, Remarks: 'Salary since 2005' }]);
    expect(sent.SourceOfFunds).toEqual([{ Id: 2, Remarks: 'Savings' }]);
    expect(sent.MoreInformation).toBe('');
    expect((sent.GeneralDetails.PlatformAccount as { AccountNumber: string }).AccountNumber).toBe('DMO-100234');
  });

  test("'Yes' makes the stage editable; 'Save and Go Next' validates it, turns editing off and advances", () => {
    renderStages();
    click('Yes');
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    fireEvent.change(firstName, { target: { value: '' } });
    click('Save and Go Next');
    expect(heading()).toBe('General Details');
    expect(screen.getAllByText('First Name is required').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: /First Name/ }), { target: { value: 'Annika' } });
    click('Save and Go Next');
    expect(heading()).toBe('Source of Wealth');
    expect(screen.queryByRole('button', { name: 'Save and Go Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    click('Go Back');
    expect(screen.getByText('Annika')).toBeTruthy();
  });

  test('changing the fiscal residence reveals the contact details, tells the saga once and appends the holder line once', () => {
    const { onFiscalResidenceChanged } = renderStages();
    click('Yes');
    expect(screen.queryByRole('textbox', { name: /Mobile Number/ })).toBeNull();
    const country = screen.getByRole('combobox', { name: /Country Of Fiscal Residence/ });
    fireEvent.focus(country);
    fireEvent.change(country, { target: { value: '250' } });
    expect(onFiscalResidenceChanged).toHaveBeenCalledWith('primary');
    expect(screen.getByRole('group', { name: 'Contact Details' })).toBeTruthy();
    fireEvent.change(country, { target: { value: '56' } });
    expect(onFiscalResidenceChanged).toHaveBeenCalledTimes(1);
    click('Save and Go Next');
    click('No');
    click('No');
    expect(heading()).toBe('More Information');
    const note = screen.getByText(PRIMARY_NOTE);
    expect(within(note.parentElement!).getAllByText(PRIMARY_NOTE)).toHaveLength(1);
  });

  test("QROPS and trust accounts use 'Scheme Name' and 'Member Name' and have no tax details (the flow's overrides)", () => {
    renderStages(info({ AccountTypeId: 400160 }));
    expect(screen.getByText('Scheme Name')).toBeTruthy();
    expect(screen.getByText('Member Name')).toBeTruthy();
    expect(screen.queryByText('Country Of Fiscal Residence')).toBeNull();
  });
});

describe('the due-diligence details and answers', () => {
  test('the answers per stage from the stored details, and the details object sent back', () => {
    const answers = answersFromDetails(info());
    expect(answers.SourceOfWealth).toEqual({ SourceOfWealth: [{ Id: 1, Remarks: 'Salary since 2005' }] });
    expect(answers.MoreInformation).toEqual({ MoreInformation: '' });
    expect(detailsFromAnswers(answers)).toEqual({ ...info().Details, GeneralDetails: general });
  });

  test('a stored birth date that is not a real date is left unanswered (date-of-birth rule)', () => {
    const holder = general.PrimaryAccountHolder as Record<string, Record<string, unknown>>;
    const stored = { ...general, PrimaryAccountHolder: { ...holder, PersonalInfo: { ...holder.PersonalInfo, BirthDate: '1980-02-31' } } };
    const answers = answersFromDetails(info({ Details: { ...info().Details, GeneralDetails: stored } }));
    const primary = (answers.GeneralDetails as Record<string, Record<string, Record<string, unknown>>>).PrimaryAccountHolder;
    expect(primary.PersonalInfo.BirthDate).toBeUndefined();
    expect(primary.PersonalInfo.Nationality).toBe(276);
  });

  test('United States nationality sets the US tax flag, any other clears it', () => {
    const holder = general.PrimaryAccountHolder as Record<string, Record<string, unknown>>;
    const american = { ...general, PrimaryAccountHolder: { ...holder, PersonalInfo: { ...holder.PersonalInfo, Nationality: 840 } } };
    const taxOf = (g: Record<string, unknown>) =>
      (g.PrimaryAccountHolder as Record<string, Record<string, unknown>>).TaxInfo.IsUSTaxResident;
    expect(taxOf(withUsTaxFlags(american))).toBe(true);
    expect(taxOf(withUsTaxFlags(general))).toBe(false);
  });

  test('changed holders compare the fiscal country with the initial one; the note is appended once', () => {
    const holder = general.PrimaryAccountHolder as Record<string, Record<string, unknown>>;
    const moved = { ...general, PrimaryAccountHolder: { ...holder, TaxInfo: { ...holder.TaxInfo, CountryOfFiscalResidence: 250 } } };
    expect(changedHolders(general, moved)).toEqual({ primary: true, secondary: false });
    expect(changedHolders(general, general)).toEqual({ primary: false, secondary: false });
    const once = withHolderNotes({ MoreInformation: 'Moved to Paris.' }, ['primary']);
    expect(withHolderNotes(once, ['primary'])).toEqual({ MoreInformation: `Moved to Paris.\n${PRIMARY_NOTE}` });
  });
});
