import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorModal, sanitiseHtml } from '@/features/shell/ErrorModal';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { uiActions } from '@/store/uiSlice';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

function renderWithErrors(...errors: string[]) {
  return renderScreen(<ErrorModal />, { state: stateAfter(...errors.map((e) => uiActions.errorRaised(e))) });
}

const dialog = () => screen.getByRole('alertdialog');

describe('ErrorModal', () => {
  test('the error modal is closed while there are no errors', () => {
    renderWithErrors();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('the error modal lists every error message', () => {
    renderWithErrors('Sorry, looks like something went wrong.', 'Sorry you have been logged out due to inactivity, please login again');
    const messages = within(dialog())
      .getAllByTestId('error-message')
      .map((p) => p.textContent);
    expect(messages).toEqual([
      'Sorry, looks like something went wrong.',
      'Sorry you have been logged out due to inactivity, please login again',
    ]);
  });

  test('the error modal sanitises an <img onerror> away and keeps the text', () => {
    renderWithErrors('Bad things<img src=x onerror=alert(1)> happened');
    const message = within(dialog()).getByTestId('error-message');
    expect(message.querySelector('img')).toBeNull();
    expect(message.innerHTML).not.toMatch(/onerror/i);
    expect(message.textContent).toBe('Bad things happened');
  });

  test('the error modal drops <script> elements and their code', () => {
    renderWithErrors('Hello<script>window.hacked = true</script> there');
    const message = within(dialog()).getByTestId('error-message');
    expect(message.querySelector('script')).toBeNull();
    expect(message.textContent).toBe('Hello there');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  test('the error modal keeps mailto links and line breaks of a formatted server message', () => {
    renderWithErrors(formatServerMessage('Your account is locked.\nWrite to support@demowealth.example'));
    const message = within(dialog()).getByTestId('error-message');
    const link = within(message).getByRole('link', { name: 'support@demowealth.example' });
    expect(link.getAttribute('href')).toBe('mailto:support@demowealth.example');
    expect(message.querySelectorAll('br')).toHaveLength(1);
  });

  test('the error modal removes javascript: links and event attributes but keeps the link text', () => {
    renderWithErrors('<a href="javascript:alert(1)" onclick="alert(2)">Click</a>');
    const message = within(dialog()).getByTestId('error-message');
    const anchor = message.querySelector('a');
    expect(anchor?.getAttribute('href')).toBeNull();
    expect(anchor?.getAttribute('onclick')).toBeNull();
    expect(message.textContent).toBe('Click');
  });

  test('OK clears the errors and closes the modal', async () => {
    const { store } = renderWithErrors('Sorry, looks like something went wrong.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(store.getState().ui.errors).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('sanitiseHtml', () => {
  test('sanitiseHtml keeps emphasis, paragraphs and lists and drops styles and iframes', () => {
    expect(
      sanitiseHtml('<p style="color:red"><strong>A</strong><em>b</em></p><ul><li>c</li></ul><iframe src="https://x.example"></iframe>'),
    ).toBe('<p><strong>A</strong><em>b</em></p><ul><li>c</li></ul>');
  });
});
