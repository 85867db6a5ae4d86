import { fireEvent, screen } from '@testing-library/react';
import ClientMissingDocumentsModal from '@/features/compliance/ClientMissingDocumentsModal';
import AdviserAlertsModal from '@/features/compliance/AdviserAlertsModal';
import { COMPLIANCE_MODALS } from '@/store/complianceSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { MissingDocumentItem } from '@/types/api';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const listed = (ID: number, first: string, Status = 'incomplete'): MissingDocumentItem =>
  ({
    Client: {
      ID,
      AccountName: `${first} Client (DMO-${ID})`,
      AccountNumber: `DMO-${ID}`,
      FirstName: first,
      LastName: 'Client',
      CreationDate: '01-01-2030',
    },
    Message: 'Know Your Customer form is missing',
    Status: 'incomplete',
    Documents: [{ Id: ID, DocumentType: 'KYC', Message: 'Know Your Customer form is missing', Status }],
  }) as MissingDocumentItem;

describe('missing-documents modals (compliance §2.3)', () => {
  test('the client modal says what is missing and that trading and cash disbursements may be disabled; it goes to My Account', () => {
    const { dispatched, location } = renderScreen(<ClientMissingDocumentsModal />, {
      state: stateAfter(uiActions.modalOpened(COMPLIANCE_MODALS.clientNotice)),
      otherRoutes: ['/my-account'],
    });
    const dialog = screen.getByRole('dialog', { name: 'Missing Documents' });
    expect(dialog.textContent).toContain('Some of the supporting documents we hold for your account are missing or out of date.');
    expect(dialog.textContent).toContain('trading and cash disbursements on your account may be disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Go To Missing Documents Section' }));
    expect(dispatched).toContainEqual(uiActions.modalClosed(COMPLIANCE_MODALS.clientNotice));
    expect(location.pathname).toBe('/my-account');
  });

  test("'Acknowledge and Close' closes the client modal and stays on the page", () => {
    const { dispatched, location } = renderScreen(<ClientMissingDocumentsModal />, {
      state: stateAfter(uiActions.modalOpened(COMPLIANCE_MODALS.clientNotice)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge and Close' }));
    expect(dispatched).toContainEqual(uiActions.modalClosed(COMPLIANCE_MODALS.clientNotice));
    expect(location.pathname).toBe('/');
  });

  test('the adviser modal counts clients, lists account and client names with the message, and logs in as the client', () => {
    const { dispatched } = renderScreen(<AdviserAlertsModal />, {
      state: stateAfter(
        portfolioActions.missingDocumentsLoaded([listed(11, 'Ann'), listed(12, 'Ben'), listed(13, 'Cy', 'approved')]),
        uiActions.modalOpened(COMPLIANCE_MODALS.adviserAlerts),
      ),
    });
    const dialog = screen.getByRole('dialog', { name: 'Missing Document Alerts' });
    expect(dialog.textContent).toContain('2 of your clients have missing documents.');
    expect(screen.getAllByRole('button', { name: 'Acknowledge and Close' })).toHaveLength(2);
    expect(screen.getByText('Ann Client (DMO-11)')).not.toBeNull();
    expect(screen.queryByText('Cy Client (DMO-13)')).toBeNull();
    expect(screen.getAllByText('Know Your Customer form is missing')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Login As Ben Client' }));
    expect(dispatched).toContainEqual(sessionActions.clientAccessRequested({ clientId: 12, clientName: 'Ben Client' }));
  });
});
