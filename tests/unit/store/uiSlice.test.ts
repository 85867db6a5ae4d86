/** @jest-environment node */
import reducer, { uiActions } from '@/store/uiSlice';

const initial = reducer(undefined, { type: '@@init' });

describe('uiSlice', () => {
  test('the ui starts with no snackbars, errors, modals or notices', () => {
    expect(initial).toEqual({
      snackbars: [],
      errors: [],
      openModals: [],
      cartAtCheckout: false,
      notices: { limitedFunctionality: false, summaryOutOfDate: false, newFeature: false },
    });
  });

  test('snackbarShown adds a snackbar with icon, dismiss button and auto-close by default', () => {
    const state = reducer(initial, uiActions.snackbarShown({ message: 'Successfully added to cart', type: 'success' }));
    expect(state.snackbars).toEqual([
      { id: expect.any(Number), message: 'Successfully added to cart', type: 'success', hasIcon: true, hasClose: true, autoClose: true },
    ]);
  });

  test('snackbarShown defaults the type to "default" and keeps the flags it is given', () => {
    const state = reducer(
      initial,
      uiActions.snackbarShown({ message: 'Updated Watchlist', hasIcon: false, hasClose: false, autoClose: false }),
    );
    expect(state.snackbars[0]).toMatchObject({ type: 'default', hasIcon: false, hasClose: false, autoClose: false });
  });

  test('each snackbar gets its own id and snackbarDismissed removes only that one', () => {
    let state = reducer(initial, uiActions.snackbarShown({ message: 'Updated Alert' }));
    state = reducer(state, uiActions.snackbarShown({ message: 'Updated Watchlist' }));
    const [first, second] = state.snackbars;
    expect(first.id).not.toBe(second.id);
    expect(reducer(state, uiActions.snackbarDismissed(first.id)).snackbars).toEqual([second]);
  });

  test('errorRaised lists each message once and errorsCleared empties the list', () => {
    let state = reducer(initial, uiActions.errorRaised('Sorry, looks like something went wrong.'));
    state = reducer(state, uiActions.errorRaised('Sorry, looks like something went wrong.'));
    state = reducer(state, uiActions.errorRaised('Log in to access this page'));
    expect(state.errors).toEqual(['Sorry, looks like something went wrong.', 'Log in to access this page']);
    expect(reducer(state, uiActions.errorsCleared()).errors).toEqual([]);
  });

  test('modalOpened lists a modal once and modalClosed removes it', () => {
    let state = reducer(initial, uiActions.modalOpened('cart'));
    state = reducer(state, uiActions.modalOpened('cart'));
    state = reducer(state, uiActions.modalOpened('watchlist'));
    expect(state.openModals).toEqual(['cart', 'watchlist']);
    expect(reducer(state, uiActions.modalClosed('cart')).openModals).toEqual(['watchlist']);
  });

  test.each(['newFeature', 'limitedFunctionality', 'summaryOutOfDate'] as const)(
    'noticeShown and noticeClosed toggle the %s notice',
    (notice) => {
      const shown = reducer(initial, uiActions.noticeShown(notice));
      expect(shown.notices[notice]).toBe(true);
      expect(reducer(shown, uiActions.noticeClosed(notice)).notices[notice]).toBe(false);
    },
  );
});
