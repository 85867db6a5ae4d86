import { fireEvent, screen } from '@testing-library/react';
import { LoginPage } from '@/features/session/LoginPage';
import { brandActions } from '@/store/brandSlice';
import { sessionActions } from '@/store/sessionSlice';
import { DEMO_BRAND } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const PREFIX_TEXT = 'Sorry, something went wrong. Please check your username and url to make sure it is valid';
const UNKNOWN_BRAND_TEXT = 'Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid';

const readyBrand = () => stateAfter(brandActions.brandLoaded(DEMO_BRAND), sessionActions.startupFinished());
const unknownBrand = () => stateAfter(brandActions.brandUnknown(), sessionActions.startupFinished());

const usernameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /username/i });
const passwordInput = () => document.querySelector('input[name="password"]') as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'LOG IN' });

function renderLogin(state = readyBrand()) {
  return renderScreen(<LoginPage />, { state, path: '/login', otherRoutes: ['/reset-password'] });
}

function fillIn(userName: string, password: string) {
  fireEvent.change(usernameInput(), { target: { value: userName } });
  fireEvent.change(passwordInput(), { target: { value: password } });
}

const loginRequests = (dispatched: { type: string }[]) => dispatched.filter((a) => a.type === 'session/loginRequested');

describe('LoginPage', () => {
  test('LoginPage shows Username, Password and LOG IN for a recognised brand', () => {
    renderLogin();
    expect(usernameInput().disabled).toBe(false);
    expect(passwordInput().type).toBe('password');
    expect(screen.getByRole('heading', { name: 'Log in to Demo Wealth' })).toBeTruthy();
    expect((loginButton() as HTMLButtonElement).disabled).toBe(false);
  });

  test('submitting the empty form asks for the username and the password and sends nothing', () => {
    const { dispatched } = renderLogin();
    fireEvent.click(loginButton());
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(loginRequests(dispatched)).toEqual([]);
  });

  test('a username of blanks counts as missing', () => {
    const { dispatched } = renderLogin();
    fillIn('   ', 'Secret-pass1');
    fireEvent.click(loginButton());
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(loginRequests(dispatched)).toEqual([]);
  });

  test('a username without the brand prefix shows the username-and-url message and sends nothing', () => {
    const { dispatched } = renderLogin();
    fillIn('nbcjane', 'Secret-pass1');
    fireEvent.click(loginButton());
    expect(screen.getByRole('alert').textContent).toBe(PREFIX_TEXT);
    expect(loginRequests(dispatched)).toEqual([]);
  });

  test('a valid submit dispatches session/loginRequested with the username and password', () => {
    const { dispatched } = renderLogin();
    fillIn('DMOjane', 'Secret-pass1');
    fireEvent.click(loginButton());
    expect(loginRequests(dispatched)).toEqual([sessionActions.loginRequested({ userName: 'DMOjane', password: 'Secret-pass1' })]);
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(screen.queryByText(PREFIX_TEXT)).toBeNull();
  });

  test('correcting the username clears the earlier messages', () => {
    renderLogin();
    fireEvent.click(loginButton());
    fillIn('dmojane', 'Secret-pass1');
    fireEvent.click(loginButton());
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(screen.queryByText('Please enter your password')).toBeNull();
  });

  test('with an unknown brand the fields are disabled and the page-loading message is shown', () => {
    renderLogin(unknownBrand());
    expect(usernameInput().disabled).toBe(true);
    expect(passwordInput().disabled).toBe(true);
    expect((loginButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(UNKNOWN_BRAND_TEXT);
  });

  test('"Forgot your password?" links to /reset-password when the brand is recognised', () => {
    const { location } = renderLogin();
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/reset-password');
    fireEvent.click(link);
    expect(location.pathname).toBe('/reset-password');
  });

  test.each([
    ['unknown', unknownBrand()],
    ['still loading', stateAfter(sessionActions.startupFinished())],
  ])('"Forgot your password?" is not offered while the brand is %s', (_case, state) => {
    renderLogin(state);
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  test('while logging in the fields are disabled and the button says so', () => {
    renderLogin(stateAfter(brandActions.brandLoaded(DEMO_BRAND), sessionActions.loginRequested({ userName: 'dmojane', password: 'x' })));
    expect(usernameInput().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /LOGGING IN/ }).disabled).toBe(true);
  });
});
