import { render, waitFor } from '@testing-library/react';
import { unhideTopDialog, useRestoreDialogBeneath } from '@/features/shell/useRestoreDialogBeneath';

function Host({ open }: { open: number }) {
  useRestoreDialogBeneath(open);
  return null;
}

/** A portal on the body holding one modal dialog, as Fluent renders it. */
function portal(name: string): HTMLElement {
  const root = document.createElement('div');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', name);
  root.appendChild(dialog);
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the newest modal dialog stays visible to assistive technology', () => {
  test('unhideTopDialog takes aria-hidden off the newest dialog and its portal, not off the one beneath', () => {
    const beneath = portal('beneath');
    const top = portal('top');
    beneath.setAttribute('aria-hidden', 'true');
    top.setAttribute('aria-hidden', 'true');
    top.firstElementChild?.setAttribute('aria-hidden', 'true');
    expect(unhideTopDialog()).toBe(true);
    expect(top.getAttribute('aria-hidden')).toBeNull();
    expect(top.firstElementChild?.getAttribute('aria-hidden')).toBeNull();
    expect(beneath.getAttribute('aria-hidden')).toBe('true');
    expect(unhideTopDialog()).toBe(false);
  });

  test('a late aria-hidden on the open dialog (a focus manager finishing after the next modal opened) is taken off again', async () => {
    const { unmount } = render(<Host open={1} />);
    const reminder = portal('Are your details still up-to-date?');
    const page = document.createElement('main');
    document.body.appendChild(page);
    reminder.setAttribute('aria-hidden', 'true');
    page.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(reminder.getAttribute('aria-hidden')).toBeNull());
    // What lies outside the dialog stays hidden: only the dialog is given back.
    expect(page.getAttribute('aria-hidden')).toBe('true');
    unmount();
    reminder.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reminder.getAttribute('aria-hidden')).toBe('true');
  });

  test('with no modal dialog nothing is changed', async () => {
    render(<Host open={0} />);
    const main = document.createElement('main');
    document.body.appendChild(main);
    main.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(main.getAttribute('aria-hidden')).toBe('true');
  });
});
