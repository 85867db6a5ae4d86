import { act, fireEvent, screen } from '@testing-library/react';
import { Button, Tooltip } from '@fluentui/react-components';
import { PanelModals } from '@/app/PanelModals';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { watchlistActions } from '@/store/watchlistSlice';
import { account, user } from '../support/fixtures';
import { renderScreen } from '../support/render';
import { stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

function renderWithWatchlistOpen() {
  const { token, claims } = sessionToken('client');
  return renderScreen(
    <>
      {/* The header's icon, its tooltip still shown behind the panel's backdrop. */}
      <Tooltip content="Watchlist" relationship="label" showDelay={0}>
        <Button>icon</Button>
      </Tooltip>
      <PanelModals />
    </>,
    {
      state: stateAfter(
        sessionActions.tokenReceived({ token, claims }),
        sessionActions.userInfoLoaded(user({ Role: 'client' })),
        sessionActions.accountSummaryLoaded([account(11)]),
        uiActions.modalOpened('watchlist'),
        watchlistActions.loaded([]),
      ),
    },
  );
}

describe('PanelModals', () => {
  test('Escape closes the watchlist and removes it from the open modals while a tooltip outside it is shown', async () => {
    const { store } = renderWithWatchlistOpen();
    const dialog = await screen.findByRole('dialog', { name: 'Watchlist' }, { timeout: 5000 });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Watchlist' }));
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(store.getState().ui.openModals).toEqual([]);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
