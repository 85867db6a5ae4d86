import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FormSchema, UiSchema } from '@/engine';
import { getFormsRegistry } from '@/app/formsRegistry';
import SubmissionViewModal, { SUBMISSION_VIEW_TEXTS } from '@/features/compliance/SubmissionViewModal';
import { SubmissionsSection } from '@/features/compliance/SubmissionsSection';
import { COMPLIANCE_MODALS, complianceActions } from '@/store/complianceSlice';
import { formsActions } from '@/store/formsSlice';
import { uiActions } from '@/store/uiSlice';
import type { ComplianceSubmission, FormVersionDefinition } from '@/types/api';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { registryWith } from '../../widgets/support/widgets';

// A past submission shown with the form version it was answered on (issue 13 item 2): the browser
// serves version 2 of the KYC form, whose Remarks field is relabelled; the submission was answered
// on version 1 and must show version 1's label.

const SCHEMAS = join(__dirname, '../../../../schemas');
const readJson = <T,>(path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as T;
const OLD_LABEL = 'Remarks';
const NEW_LABEL = 'Other remarks';
const REMARKS = 'Answered on version 1';

const kycSchema = readJson<FormSchema>('forms/kyc/schema.json');
const kycUi = readJson<UiSchema>('forms/kyc/ui.json');
const relabelledUi = { ...kycUi, Remarks: { ...(kycUi.Remarks as object), 'ui:title': NEW_LABEL } } as UiSchema;

const entry: ComplianceSubmission = {
  Id: 7,
  FormId: 'kyc',
  FormTitle: 'Know Your Customer',
  Version: '1.0.0',
  FormVersion: 1,
  Hash: 'h',
  SubmittedAt: '2026-11-20T10:00:00Z',
  SubmittedBy: 'Sofia Brandt',
  ImpersonatorName: 'Clara Whitfield',
  AccountNumber: 'DMO-100201',
};
const answers = { ...readJson<Record<string, unknown>>('forms/kyc/fixtures/valid/salary-only.json'), Remarks: REMARKS };
const version1 = {
  id: 'kyc',
  formVersion: 1,
  schema: kycSchema,
  ui: kycUi,
  version: kycSchema.version,
  hash: 'h',
  contentHash: 'c',
  effectiveFrom: '1970-01-01T00:00:00.000Z',
  defs: [],
} as unknown as FormVersionDefinition;

/** The view open on submission 7, with what has arrived so far. */
const viewState = (...more: Parameters<typeof stateAfter>) =>
  stateAfter(
    formsActions.formLoaded({ id: 'kyc', version: String(kycSchema.version) }),
    complianceActions.submissionsLoaded([entry]),
    complianceActions.submissionViewOpened({ submissionId: 7 }),
    uiActions.modalOpened(COMPLIANCE_MODALS.submissionView),
    ...more,
  );

/** The answers drawn: each term and its detail. */
function shownAnswers(dialog: HTMLElement): Array<[string, string]> {
  return [...dialog.querySelectorAll('section dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

beforeAll(async () => {
  // The browser's registry serves version 2 (the relabelled Remarks), as after a publication.
  const served = await getFormsRegistry();
  for (const definitions of registryWith().definitionSchemas()) served.addDefinitions(definitions);
  served.addForm(kycSchema, relabelledUi);
});

describe('a past submission shown with its own form version', () => {
  test("draws the stored answers with version 1's labels, not the served version's, and names the version in its title", async () => {
    renderScreen(<SubmissionViewModal />, {
      state: viewState(complianceActions.submissionViewLoaded({ read: { Submission: entry, Answers: answers }, version: version1 })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Know Your Customer (version 1)' });
    await within(dialog).findByRole('region', { name: 'Know Your Customer' });
    const shown = shownAnswers(dialog);
    expect(shown).toContainEqual([OLD_LABEL, REMARKS]);
    expect(shown.map(([term]) => term)).not.toContain(NEW_LABEL);
    expect(within(dialog).getByText('Clara Whitfield for Sofia Brandt')).toBeTruthy();
    expect(within(dialog).getByText('DMO-100201')).toBeTruthy();
    expect(within(dialog).getByText(/^1, as the answers were given/)).toBeTruthy();
    // Read-only: nothing to type into.
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
  });

  test('a submission stored before versions were recorded is drawn with the served form, and says so', async () => {
    const before = { ...entry, FormVersion: undefined };
    renderScreen(<SubmissionViewModal />, {
      state: viewState(complianceActions.submissionViewLoaded({ read: { Submission: before, Answers: answers }, version: null })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Know Your Customer (version 1.0.0)' });
    await within(dialog).findByRole('region', { name: 'Know Your Customer' });
    expect(shownAnswers(dialog)).toContainEqual([NEW_LABEL, REMARKS]);
    expect(within(dialog).getByText(/stored before form versions were recorded/)).toBeTruthy();
  });

  test('while loading it says so under the title of the row; a failure shows the message; Close and Open PDF act', async () => {
    const loading = renderScreen(<SubmissionViewModal />, { state: viewState() });
    const dialog = await screen.findByRole('dialog', { name: 'Know Your Customer (version 1)' });
    expect(within(dialog).getByRole('status').textContent).toContain(SUBMISSION_VIEW_TEXTS.loading);
    expect(within(dialog).queryByRole('button', { name: SUBMISSION_VIEW_TEXTS.openPdf })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(loading.dispatched).toContainEqual(uiActions.modalClosed(COMPLIANCE_MODALS.submissionView));
    loading.unmount();

    renderScreen(<SubmissionViewModal />, { state: viewState(complianceActions.submissionViewFailed('This submission does not exist.')) });
    expect((await screen.findByRole('alert')).textContent).toBe('This submission does not exist.');

    const ready = renderScreen(<SubmissionViewModal />, {
      state: viewState(complianceActions.submissionViewLoaded({ read: { Submission: entry, Answers: answers }, version: version1 })),
    });
    fireEvent.click(await screen.findByRole('button', { name: SUBMISSION_VIEW_TEXTS.openPdf }));
    expect(ready.dispatched).toContainEqual(complianceActions.submissionPdfRequested({ submissionId: 7 }));
  });

  test('each row of the submitted forms has a View action named after its form, version and time', async () => {
    const { dispatched } = renderScreen(<SubmissionsSection />, { state: stateAfter(complianceActions.submissionsLoaded([entry])) });
    const view = screen.getByRole('button', { name: /^View Know Your Customer \(version 1\), submitted \d\d\/\d\d\/2026 \d\d:\d\d$/ });
    expect(view.textContent).toBe('View');
    await act(async () => {
      fireEvent.click(view);
    });
    expect(dispatched).toContainEqual(complianceActions.submissionViewOpened({ submissionId: 7 }));
  });
});
