import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { readTwoFactorCode, TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTwoFactor } from '@/store/selectors';
import { twoFactorActions } from '@/store/twoFactorSlice';

/** The login's second step for a staff user with two-factor sign-in: the authenticator's code or a recovery code. */
export function TwoFactorCodeStep() {
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectTwoFactor);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const busy = pending === 'code';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setProblem(TWO_FACTOR_TEXTS.codeRequired);
    if (readTwoFactorCode(code).kind === 'invalid') return setProblem(TWO_FACTOR_TEXTS.codeFormat);
    setProblem(undefined);
    dispatch(twoFactorActions.codeSubmitted({ code }));
  };

  return (
    <>
      <h1 style={{ margin: 0, fontSize: 24, textAlign: 'center' }}>Two-factor sign-in</h1>
      <p style={{ margin: 0 }}>
        Open your authenticator app and enter the 6-digit code it shows for this portal. Lost your phone? Enter one of your recovery codes
        instead.
      </p>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <Field label="Code" required validationMessage={problem ?? error ?? undefined}>
          <Input
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="text"
            value={code}
            disabled={busy}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? 'VERIFYING…' : 'VERIFY'}
        </Button>
        <Button appearance="subtle" type="button" disabled={busy} onClick={() => dispatch(twoFactorActions.challengeEnded())}>
          Back to login
        </Button>
      </form>
    </>
  );
}
