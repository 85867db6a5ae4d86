import { act, fireEvent, screen, within } from '@testing-library/react';
import { ClientDirectorySection } from '@/features/account/ClientDirectorySection';
import { DocumentsSection } from '@/features/account/DocumentsSection';
import { DOCUMENT_TEXTS as T } from '@/engine/messages/documentTexts';
import { clientDirectoryActions } from '@/store/clientDirectorySlice';
import { documentsActions } from '@/store/documentsSlice';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const PAGE: ClientDirectoryPage = {
  Clients: [
    {
      Id: 5,
      Name: 'Sofia Brandt',
      UserName: 'dmoclient2',
      Role: 'client',
      Email: 'sofia@example.test',
      ConsultantName: 'Carl Consultant',
      Currency: 'EUR',
      SecurityAndCashPosition: 10,
      CashPosition: 10,
      SecurityPosition: 0,
      AccountInformation: [],
    },
  ],
  TotalCount: 1,
  Page: 1,
  PageSize: 25,
};
const online: OnlineDocument[] = [
  { Code: 'fees', Title: 'Standard Fee Schedules', FileName: 'Standard-Fee-Schedules.pdf', Url: '/api/online-document/fees' },
];
const kyc: UserDocument = {
  DocumentId: 17,
  Kind: 'ComplianceSubmission',
  Name: 'submission-kyc-17.pdf',
  AccountOpeningId: null,
  AccountNumber: 'DMO-100201',
  Signed: false,
  CreatedAt: '2026-11-26T21:04:00.000Z',
  Url: '/api/compliance/submissions/17/pdf',
  FormId: 'kyc',
  FormTitle: 'Know Your Customer',
  Version: '1.0.0',
  FormVersion: 1,
};
const feeSchedule: UserDocument = {
  DocumentId: 7,
  Kind: 'FeeSchedule',
  Name: 'Fee-Schedule-12.pdf',
  AccountOpeningId: 12,
  AccountNumber: null,
  Signed: true,
  CreatedAt: '2026-03-05T09:00:00.000Z',
  Url: '/api/accounts/userdocuments/7?clientId=5',
};
const OPENED = documentsActions.clientDocumentsOpened({ clientId: 5, clientName: 'Sofia Brandt' });

const directory = () =>
  renderScreen(<ClientDirectorySection />, {
    state: stateAfter(clientDirectoryActions.requested({ search: '', sort: 'name', page: 1 }), clientDirectoryActions.loaded(PAGE)),
  });

describe("An adviser's view of a client's documents", () => {
  test("each directory row has a Documents button named with the client's name, which opens the client's documents", () => {
    const { dispatched } = directory();
    const button = screen.getByRole('button', { name: 'Documents of Sofia Brandt' });
    expect(button.textContent).toBe(T.clientAction);
    fireEvent.click(button);
    expect(dispatched).toContainEqual(OPENED);
    expect(screen.getByRole('dialog', { name: 'Documents of Sofia Brandt' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByText(T.loading)).toBeTruthy();
  });

  test('lists the online documents and the client’s documents — a KYC submission by its form and version — and opens one', () => {
    const { store, dispatched } = directory();
    act(() => {
      store.dispatch(OPENED);
      store.dispatch(documentsActions.clientDocumentsLoaded({ clientId: 5, online, user: [kyc, feeSchedule] }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Documents of Sofia Brandt' });
    expect(within(dialog).getByRole('heading', { name: T.clientUserTitle })).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: T.clientUserTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Know Your Customer (version 1)Account DMO-100201 · 26/11/2026 · Submitted',
      'Fee scheduleAccount opening 12 · 05/03/2026 · Signed',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Know Your Customer (version 1)' }));
    expect(dispatched).toContainEqual(
      documentsActions.openRequested({ url: '/api/compliance/submissions/17/pdf', fileName: 'submission-kyc-17.pdf', code: undefined }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: T.close }));
    expect(dispatched).toContainEqual(documentsActions.clientDocumentsClosed());
  });

  test('says when the client has no documents, and shows a failure with Try again', () => {
    const { store, dispatched } = directory();
    act(() => {
      store.dispatch(OPENED);
      store.dispatch(documentsActions.clientDocumentsLoaded({ clientId: 5, online, user: [] }));
    });
    expect(within(screen.getByRole('dialog')).getByText(T.clientUserEmpty)).toBeTruthy();
    act(() => {
      store.dispatch(OPENED);
      store.dispatch(documentsActions.clientDocumentsFailed({ clientId: 5, message: T.listFailed }));
    });
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert.textContent).toContain(T.listFailed);
    dispatched.length = 0;
    fireEvent.click(within(alert).getByRole('button', { name: T.retry }));
    expect(dispatched).toEqual([OPENED]);
  });

  test("the client's own Documents section draws its submissions the same way", () => {
    renderScreen(<DocumentsSection />, {
      state: stateAfter(documentsActions.loadRequested(), documentsActions.loaded({ online, user: [kyc] })),
    });
    const list = screen.getByRole('list', { name: T.userTitle });
    expect(within(list).getByRole('button', { name: 'Know Your Customer (version 1)' })).toBeTruthy();
    expect(screen.getByText(T.userIntro)).toBeTruthy();
  });
});
