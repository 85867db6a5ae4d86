import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { TEXTS } from '@/engine/messages/texts';

/**
 * Leaving /open-account asks first (portal-shell §2): "Are you sure you want to leave …" with Yes
 * (leave) and No (stay). In-app navigation is held by react-router's blocker; closing or reloading
 * the tab gets the browser's own confirmation (browsers do not show a page's text there).
 * @param active - whether leaving loses work (an opening is being filled in)
 */
export default function LeavePrompt({ active }: { active: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  // A wizard that stops being active (the session ended, the opening completed) lets a held navigation go.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      modalType="alert"
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogSurface aria-describedby="leave-account-opening-text">
        <DialogBody>
          <DialogTitle>Leave the account opening?</DialogTitle>
          <DialogContent id="leave-account-opening-text">{TEXTS.leaveAccountOpening}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
              Yes
            </Button>
            <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>No</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
