import { useEffect, useRef } from 'react';

/**
 * Focus goes back to what opened a dialog (a row's button) when it closes. Fluent restores focus only
 * for its own DialogTrigger; the directory's dialogs are opened from the store, so they keep the opener
 * themselves. Call while rendering: the opener is noted before the dialog's effects move focus into it.
 * @param isOpen - whether the dialog is open
 */
export function useFocusBackOnClose(isOpen: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  if (isOpen && opener.current === null && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  useEffect(() => {
    if (isOpen) return;
    const back = opener.current;
    opener.current = null;
    if (!back) return;
    // After the dialog's own focus handling has run.
    const timer = window.setTimeout(() => {
      if (back.isConnected) back.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isOpen]);
}
