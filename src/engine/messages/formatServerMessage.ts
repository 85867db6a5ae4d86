const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that shows it: `&`, `<`, `>` and both quotes escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/**
 * Turns a plain message into the HTML the error modal shows: line breaks kept as <br>, e-mail
 * addresses made mail links (portal-shell §8). The text is escaped first, and the modal still
 * sanitises the result before inserting it.
 * @param text - a message, typically the server's Message
 * @returns safe HTML
 */
export function formatServerMessage(text: string): string {
  return escapeHtml(text)
    .replace(EMAIL, (address) => `<a href="mailto:${address}">${address}</a>`)
    .replace(/\r?\n/g, '<br>');
}

export const DEFAULT_ERROR_MESSAGE = 'Sorry, looks like something went wrong.';

/**
 * The shared message routine: the server's Message when there is one, else the screen's own
 * fallback text, else the default.
 * @param serverMessage - Message from the server's answer, if any
 * @param fallback - the text of the screen that failed
 */
export function chooseMessage(serverMessage: string | undefined | null, fallback?: string): string {
  const fromServer = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  return fromServer || fallback || DEFAULT_ERROR_MESSAGE;
}
