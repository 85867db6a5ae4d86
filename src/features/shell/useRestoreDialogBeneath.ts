import { useEffect, useRef } from 'react';

/** The modal dialogs in the document, in order of opening (portals are appended to the body). */
const modalDialogs = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'),
];

/**
 * Gives the dialog beneath back when a stacked modal dialog closes. Fluent's focus manager hides
 * everything outside the newest modal from assistive technology (`aria-hidden` on the other
 * portals); a modal opened beside another (the watchlist's Buy opens the basket in this host) and
 * then unmounted leaves the first one hidden, with focus on the page's body. So when a dialog
 * closes while another stays open, the one on top is un-hidden and focus returns into it: to the
 * control that opened the closed dialog, if it is still there, else to the dialog itself.
 * @param openCount - how many registered modals are open now
 */
export function useRestoreDialogBeneath(openCount: number): void {
  useTopDialogNeverHidden();
  const openers = useRef<Array<Element | null>>([]);
  const previous = useRef(openCount);
  useEffect(() => {
    const before = previous.current;
    previous.current = openCount;
    if (openCount > before) {
      // Remember what had focus when each modal opened (the control that opened it).
      for (let i = before; i < openCount; i++) openers.current.push(document.activeElement);
      return undefined;
    }
    if (openCount >= before) return undefined;
    const opener = openers.current.splice(openCount).find((e) => e && e.isConnected) ?? null;
    if (openCount === 0) return undefined;
    // Once the closing dialog has left the document (its exit motion included; at most a second).
    const shownBefore = modalDialogs().length;
    let tries = 0;
    const timer = window.setInterval(() => {
      const dialogs = modalDialogs();
      if (dialogs.length >= shownBefore && ++tries < 20) return;
      window.clearInterval(timer);
      const top = dialogs[dialogs.length - 1];
      if (!top) return;
      for (let node: HTMLElement | null = top; node && node !== document.body; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
      }
      if (!top.contains(document.activeElement)) ((opener && top.contains(opener) ? opener : top) as HTMLElement).focus();
    }, 50);
    return () => window.clearInterval(timer);
  }, [openCount]);
}

/** Removes `aria-hidden` from the newest modal dialog and its ancestors; true if it had any. */
export function unhideTopDialog(): boolean {
  const dialogs = modalDialogs();
  const top = dialogs[dialogs.length - 1];
  let changed = false;
  for (let node: HTMLElement | null = top ?? null; node && node !== document.body; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true') {
      node.removeAttribute('aria-hidden');
      changed = true;
    }
  }
  return changed;
}

/**
 * Keeps the newest modal dialog visible to assistive technology whatever else happens. When one
 * modal unmounts and the next opens soon after (the due-diligence confirmation, then the profile
 * reminder), Fluent's focus manager may finish hiding the old modal's surroundings after the new
 * one is shown, and hide the new one with them: on a loaded machine the reminder's radios left the
 * accessibility tree a second after it opened. The newest modal is the one the user answers, so
 * an `aria-hidden` set on it or its portal is taken off again.
 */
function useTopDialogNeverHidden(): void {
  useEffect(() => {
    const observer = new MutationObserver(() => {
      unhideTopDialog();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
    return () => observer.disconnect();
  }, []);
}
