import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTwoFactor } from '@/store/selectors';
import { twoFactorActions } from '@/store/twoFactorSlice';

const SIX_DIGITS = /^\d{6}$/;

/**
 * Setting up the authenticator: the QR code, the key in text for typing in by hand, and the first
 * code that confirms it. Used at login (the brand requires it) and on the Two-factor sign-in page.
 */
export function TwoFactorEnrolment({ onCancel, cancelLabel }: { onCancel(): void; cancelLabel: string }) {
  const dispatch = useAppDispatch();
  const { setup, pending, error } = useAppSelector(selectTwoFactor);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const busy = pending === 'enable';

  if (!setup) return pending === 'setup' ? <Spinner label="Preparing your key…" /> : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!SIX_DIGITS.test(code.replace(/\s/g, ''))) return setProblem(TWO_FACTOR_TEXTS.codeRequired);
    setProblem(undefined);
    dispatch(twoFactorActions.enableRequested({ code }));
  };

  return (
    <section aria-labelledby="two-factor-setup-heading" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 id="two-factor-setup-heading" style={{ margin: 0, fontSize: 20 }}>
        Set up your authenticator app
      </h2>
      <ol style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <li>Open an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).</li>
        <li>Scan this QR code with it, or type in the key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={setup.QrCode}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        style={{ alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <div>
        <div id="two-factor-key-label" style={{ fontWeight: 600 }}>
          Key for typing in by hand
        </div>
        <code
          aria-labelledby="two-factor-key-label"
          data-testid="two-factor-secret"
          style={{ fontSize: 16, overflowWrap: 'anywhere', letterSpacing: 1 }}
        >
          {setup.Secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Field label="6-digit code from the app" required validationMessage={problem ?? error ?? undefined}>
          <Input
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            disabled={busy}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Turn on two-factor sign-in
        </Button>
        <Button appearance="subtle" type="button" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </form>
    </section>
  );
}
