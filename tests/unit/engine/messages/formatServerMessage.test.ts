/** @jest-environment node */
import { chooseMessage, DEFAULT_ERROR_MESSAGE, formatServerMessage } from '@/engine/messages/formatServerMessage';

describe('formatServerMessage', () => {
  test('formatServerMessage keeps line breaks as <br>', () => {
    expect(formatServerMessage('First line\nSecond line\r\nThird line')).toBe('First line<br>Second line<br>Third line');
  });

  test('formatServerMessage turns an e-mail address into a mail link', () => {
    expect(formatServerMessage('Write to support@demowealth.example for help.')).toBe(
      'Write to <a href="mailto:support@demowealth.example">support@demowealth.example</a> for help.',
    );
  });

  test('formatServerMessage links every e-mail address of a message', () => {
    const html = formatServerMessage('a.b+c@x.example or d_e@y.co.uk');
    expect(html).toBe('<a href="mailto:a.b+c@x.example">a.b+c@x.example</a> or <a href="mailto:d_e@y.co.uk">d_e@y.co.uk</a>');
  });

  test('formatServerMessage escapes HTML in the text', () => {
    expect(formatServerMessage('<img src=x onerror=alert(1)> & "quotes" \'too\'')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;',
    );
  });

  test('formatServerMessage links an address written in angle brackets without swallowing the escapes', () => {
    expect(formatServerMessage('Client Servicing <cs@x.example>')).toBe(
      'Client Servicing &lt;<a href="mailto:cs@x.example">cs@x.example</a>&gt;',
    );
  });

  test('formatServerMessage leaves a plain message unchanged', () => {
    expect(formatServerMessage('Sorry, looks like something went wrong.')).toBe('Sorry, looks like something went wrong.');
  });
});

describe('chooseMessage', () => {
  const fallback = 'Sorry! Looks like something went wrong while trying to login, please try again';

  test('chooseMessage prefers the server text', () => {
    expect(chooseMessage('Your account is locked.', fallback)).toBe('Your account is locked.');
  });

  test.each([
    ['no server text', undefined],
    ['a null server text', null],
    ['an empty server text', ''],
    ['a blank server text', '  \n '],
  ])('chooseMessage falls back to the screen text for %s', (_case, server) => {
    expect(chooseMessage(server, fallback)).toBe(fallback);
  });

  test('chooseMessage falls back to the default text when there is neither', () => {
    expect(chooseMessage(undefined)).toBe('Sorry, looks like something went wrong.');
    expect(chooseMessage('', '')).toBe('Sorry, looks like something went wrong.');
    expect(DEFAULT_ERROR_MESSAGE).toBe('Sorry, looks like something went wrong.');
  });
});
