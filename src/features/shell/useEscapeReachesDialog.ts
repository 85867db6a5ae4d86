import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useTooltipVisibility } from '@fluentui/react-components';

/** Whether an element is the trigger of a tooltip shown now (its label or description). */
function isTriggerOfShownTooltip(element: Element): boolean {
  const tips = [...element.ownerDocument.querySelectorAll('[role="tooltip"]')];
  const refs = `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`
    .split(/\s+/)
    .filter(Boolean);
  const label = element.getAttribute('aria-label');
  return tips.some((t) => refs.includes(t.id) || (label !== null && t.textContent === label));
}

/**
 * Lets Escape reach the open modal dialog. A Fluent tooltip, while shown, takes every Escape on the
 * document (capture phase) to hide itself and marks it handled, so the dialog ignores it: a panel
 * opened from a header icon whose tooltip is still shown (the pointer rests on the icon behind the
 * backdrop) stayed open on Escape and its id stayed in `ui.openModals`. While a modal is open, an
 * Escape from inside a dialog hides such a tooltip first (synchronously, so its listener is gone
 * before the event reaches it) and the dialog closes as usual — through its `onOpenChange`, the one
 * path that dispatches `ui/modalClosed`. A tooltip of the focused control itself keeps Escape.
 * @param active - whether a modal registered in `ui.openModals` is open
 */
export function useEscapeReachesDialog(active: boolean): void {
  const tooltips = useTooltipVisibility();
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const shown = tooltips.visibleTooltip;
      if (event.key !== 'Escape' || !shown || !target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (isTriggerOfShownTooltip(target)) return;
      flushSync(() => shown.hide());
    };
    // Window, capture: before the tooltip's own listener on the document.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active, tooltips]);
}
