import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { TopNav } from '@/features/shell/TopNav';
import NotificationsModal from '@/features/notifications/NotificationsModal';
import { InvestmentSummarySection } from '@/features/account/InvestmentSummarySection';
import { AdminClientListSection } from '@/features/account/AdminClientListSection';
import { NOTIFICATION_TEXTS as T } from '@/engine/messages/notificationTexts';
import { ADMIN_CLIENT_LIST_SHOWN, ADVISER_BOOK_TEXTS as B } from '@/engine/messages/adviserBookTexts';
import type { Notifications } from '@/types/generated/api/notifications';
import type { ClientEntry } from '@/types/api';
import { brandActions } from '@/store/brandSlice';
import { NOTIFICATIONS_MODAL, NOTIFICATIONS_REFRESH_MS, notificationsActions } from '@/store/notificationsSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { DEMO_BRAND, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const NOTIFICATIONS: Notifications = {
  Items: [
    {
      Id: 'MissingDocuments-1',
      Kind: 'MissingDocuments',
      ClientId: 5,
      ClientName: 'Sofia Brandt',
      AccountNumber: 'DMO-100201',
      Date: '2026-09-01',
      Text: 'Outstanding: Know Your Customer form is missing.',
      Action: 'OpenMissingDocuments',
      ActionLabel: T.actions.missingDocuments,
    },
    {
      Id: 'DueDiligence-5',
      Kind: 'DueDiligence',
      ClientId: 5,
      ClientName: 'Sofia Brandt',
      AccountNumber: null,
      Date: null,
      Text: T.dueDiligenceNever,
      Action: 'LoginAs',
      ActionLabel: T.actions.dueDiligence,
    },
    {
      Id: 'Order-9',
      Kind: 'PendingOrder',
      ClientId: 4,
      ClientName: 'Maximilian Oberhauser-Lindenberg',
      AccountNumber: 'DMO-100101',
      Date: '2026-11-20T10:00:00.000Z',
      Text: T.pendingOrder(2, '20/11/2026'),
      Action: 'LoginAs',
      ActionLabel: T.actions.loginAs,
    },
  ],
  Counts: { MissingDocuments: 1, DueDiligence: 1, PendingOrder: 1, SignedOrder: 0, NewAccount: 0 },
  Total: 3,
};

function stateOf(role: string, ...extra: UnknownAction[]) {
  const { token, claims } = sessionToken(role);
  return stateAfter(
    brandActions.brandLoaded(DEMO_BRAND),
    sessionActions.tokenReceived({ token, claims }),
    sessionActions.userInfoLoaded(user({ Role: role })),
    sessionActions.sessionReady(),
    ...extra,
  );
}

const openModal = (...extra: UnknownAction[]) =>
  renderScreen(<NotificationsModal />, {
    state: stateOf('consultant', uiActions.modalOpened(NOTIFICATIONS_MODAL), ...extra),
    otherRoutes: ['/my-account'],
  });

describe('Notifications bell', () => {
  test('reads the notifications when it first shows and says how many are new', () => {
    const { dispatched, store } = renderScreen(<NotificationsBell />, { state: stateOf('consultant') });
    expect(dispatched.map((a) => a.type)).toContain(notificationsActions.requested.type);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    act(() => {
      store.dispatch(notificationsActions.loaded(NOTIFICATIONS));
    });
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toBeTruthy();
    expect(screen.getByTestId('notifications-count').textContent).toBe('3');
  });

  test('opens the modal and reads them again', () => {
    const { dispatched } = renderScreen(<NotificationsBell />, {
      state: stateOf('consultant', notificationsActions.loaded(NOTIFICATIONS)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    expect(dispatched).toEqual(expect.arrayContaining([notificationsActions.requested(), uiActions.modalOpened(NOTIFICATIONS_MODAL)]));
  });
});

describe('Notifications bell refresh', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('reads them again quietly while the page is shown, not while it is hidden', () => {
    jest.useFakeTimers();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { dispatched } = renderScreen(<NotificationsBell />, {
      state: stateOf('consultant', notificationsActions.loaded(NOTIFICATIONS)),
    });
    const refreshes = () => dispatched.filter((a) => a.type === notificationsActions.refreshRequested.type).length;
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS_REFRESH_MS - 1_000);
    });
    expect(refreshes()).toBe(0);
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(refreshes()).toBe(1);
    visibility.mockReturnValue('hidden');
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS_REFRESH_MS * 2);
    });
    expect(refreshes()).toBe(1);
    // Shown again after longer than the interval: read at once.
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(refreshes()).toBe(2);
    visibility.mockRestore();
  });
});

describe('the top bar', () => {
  test.each([
    ['consultant', true],
    ['whitelabeladmin', true],
    ['ownerofbusiness', true],
    ['client', false],
    ['clientreadonly', false],
    ['whitelabelmaster', false],
    ['compliance', false],
  ])('for %s shows the Notifications button: %p', (role, shown) => {
    renderScreen(<TopNav notifications={<NotificationsBell />} />, { state: stateOf(role) });
    expect(screen.queryByRole('button', { name: /^Notifications/ }) !== null).toBe(shown);
  });
});

describe('Notifications modal', () => {
  test('shows a skeleton while the first read loads', () => {
    openModal(notificationsActions.requested());
    expect(within(screen.getByRole('status')).getByText(T.loading)).toBeTruthy();
  });

  test('groups the items by kind with their counts, dates and buttons', () => {
    openModal(notificationsActions.loaded(NOTIFICATIONS));
    const dialog = screen.getByRole('dialog', { name: T.title });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Missing documents (1)', 'Due-diligence reviews due (1)', 'Pending orders (1)']);
    const missing = within(screen.getByRole('table', { name: 'Missing documents (1)' }));
    expect(missing.getByText('Sofia Brandt')).toBeTruthy();
    expect(missing.getByText('01/09/2026')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Due-diligence reviews due (1)' })).getAllByText('–')).toHaveLength(2);
  });

  test('Log in as client starts the Login As flow for that client', () => {
    const { dispatched } = openModal(notificationsActions.loaded(NOTIFICATIONS));
    fireEvent.click(screen.getByRole('button', { name: `${T.actions.loginAs}: Maximilian Oberhauser-Lindenberg` }));
    expect(dispatched).toContainEqual(
      sessionActions.clientAccessRequested({ clientId: 4, clientName: 'Maximilian Oberhauser-Lindenberg' }),
    );
  });

  test("Open missing documents closes the modal and goes to My Account's section", () => {
    const { dispatched, location } = openModal(notificationsActions.loaded(NOTIFICATIONS));
    fireEvent.click(screen.getByRole('button', { name: `${T.actions.missingDocuments}: Sofia Brandt` }));
    expect(dispatched).toContainEqual(uiActions.modalClosed(NOTIFICATIONS_MODAL));
    expect(location.pathname).toBe('/my-account');
  });

  test('says when nothing needs attention', () => {
    openModal(
      notificationsActions.loaded({
        ...NOTIFICATIONS,
        Items: [],
        Counts: { ...NOTIFICATIONS.Counts, MissingDocuments: 0, DueDiligence: 0, PendingOrder: 0 },
        Total: 0,
      }),
    );
    expect(screen.getByText(T.empty)).toBeTruthy();
  });

  test('shows a failure with Try again', () => {
    const { dispatched } = openModal(notificationsActions.requested(), notificationsActions.loadFailed(T.loadFailed));
    expect(within(screen.getByRole('alert')).getByText(T.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(dispatched).toContainEqual(notificationsActions.requested());
  });
});

const CLIENT: ClientEntry = {
  Id: 4,
  Name: 'Maximilian Oberhauser-Lindenberg',
  UserName: 'dmoclient',
  Role: 'client',
  Email: 'dmoclient@dmo.example.com',
  ConsultantName: 'Clara Whitfield',
  SecurityAndCashPosition: 1500.5,
  CashPosition: 500.25,
  SecurityPosition: 1000.25,
  Currency: 'EUR',
  AccountInformation: [
    { Id: 1, Number: 'DMO-100101', Type: 1, Currency: 'EUR', IsDFM: false, securityAndCashPosition: 1500.5, CreationDate: '01-01-2025' },
  ],
};

describe("My Account's adviser sections", () => {
  const summary = portfolioActions.investmentSummaryLoaded([
    { ProductType: 'Fund', Value: 750, Percentage: 75, Currency: 'EUR' },
    { ProductType: 'Cash', Value: 250, Percentage: 25, Currency: 'EUR' },
  ]);

  test('the investment summary lists product types with value, share and the total for an adviser', () => {
    renderScreen(<InvestmentSummarySection />, { state: stateOf('consultant', summary) });
    const table = within(screen.getByRole('table', { name: B.investmentSummary.title }));
    expect(table.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Product typeValue (EUR)Share of total',
      'Fund750.0075.00%',
      'Cash250.0025.00%',
      'Total1,000.00100.00%',
    ]);
  });

  test('the investment summary says when there is nothing, and is not shown to a client', () => {
    renderScreen(<InvestmentSummarySection />, { state: stateOf('consultant') });
    expect(screen.getByText(B.investmentSummary.empty)).toBeTruthy();
    const { container } = renderScreen(<InvestmentSummarySection />, { state: stateOf('client', summary) });
    expect(container.textContent).toBe('');
  });

  test('the admin client list shows every client with consultant, positions and Login As to a brand admin', () => {
    const { dispatched } = renderScreen(<AdminClientListSection />, {
      state: stateOf('whitelabeladmin', portfolioActions.adminClientListLoaded([CLIENT])),
    });
    const table = within(screen.getByRole('table', { name: B.adminClientList.title }));
    expect(table.getByText('Clara Whitfield')).toBeTruthy();
    expect(table.getByText('1,500.50')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: B.adminClientList.loginAsLabel(CLIENT.Name) }));
    expect(dispatched).toContainEqual(sessionActions.clientAccessRequested({ clientId: 4, clientName: CLIENT.Name }));
  });

  test('the admin client list shows the first hundred of a large brand and says so', () => {
    const many = Array.from({ length: ADMIN_CLIENT_LIST_SHOWN + 5 }, (_, i) => ({ ...CLIENT, Id: i + 1, Name: `Client ${i + 1}` }));
    renderScreen(<AdminClientListSection />, { state: stateOf('ownerofbusiness', portfolioActions.adminClientListLoaded(many)) });
    expect(within(screen.getByRole('table', { name: B.adminClientList.title })).getAllByRole('row')).toHaveLength(
      ADMIN_CLIENT_LIST_SHOWN + 1,
    );
    expect(screen.getByRole('note').textContent).toBe(B.adminClientList.shown(ADMIN_CLIENT_LIST_SHOWN, ADMIN_CLIENT_LIST_SHOWN + 5));
  });

  test('the admin client list is not shown to a consultant', () => {
    const { container } = renderScreen(<AdminClientListSection />, {
      state: stateOf('consultant', portfolioActions.adminClientListLoaded([CLIENT])),
    });
    expect(container.textContent).toBe('');
  });
});
