import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { readTwoFactorCode, TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrand, selectTwoFactor } from '@/store/selectors';
import { twoFactorActions } from '@/store/twoFactorSlice';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

const useStyles = makeStyles({
  // The width of the portal's other pages, its text kept to a readable measure.
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& > *': { maxWidth: '640px' },
  },
});

/** Turning two-factor sign-in off: a current code (or a recovery code) proves the user still has it. */
function TurnOff() {
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectTwoFactor);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (readTwoFactorCode(code).kind === 'invalid') return setProblem(TWO_FACTOR_TEXTS.codeFormat);
    setProblem(undefined);
    dispatch(twoFactorActions.disableRequested({ code }));
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360 }}>
      <h2 style={{ margin: 0, fontSize: 20 }}>Turn off two-factor sign-in</h2>
      <Field label="Current code or a recovery code" required validationMessage={problem ?? error ?? undefined}>
        <Input name="one-time-code" autoComplete="one-time-code" value={code} onChange={(_, d) => setCode(d.value)} />
      </Field>
      <Button type="submit" disabled={pending === 'disable'}>
        Turn off
      </Button>
    </form>
  );
}

/** My Account's "Two-factor sign-in" (issue 15 item 6): a staff user turns it on with a QR code, or off. */
export default function TwoFactorPage() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { status, setup, pending, recoveryCodes, error } = useAppSelector(selectTwoFactor);

  useEffect(() => {
    dispatch(twoFactorActions.statusRequested());
    return () => {
      dispatch(twoFactorActions.cleared());
    };
  }, [dispatch]);

  let body;
  if (!status) body = <Spinner label="Loading…" />;
  else if (recoveryCodes)
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        portal={brand?.name ?? 'Portal'}
        continueLabel="Done"
        onContinue={() => dispatch(twoFactorActions.recoveryCodesSaved())}
      />
    );
  else if (!status.Available) body = <p>{TWO_FACTOR_TEXTS.staffOnly}</p>;
  else if (setup || pending === 'setup')
    body = <TwoFactorEnrolment cancelLabel="Cancel" onCancel={() => dispatch(twoFactorActions.setupCancelled())} />;
  else if (status.Enabled)
    body = (
      <>
        <MessageBar intent="success" role="status">
          <MessageBarBody>{`Two-factor sign-in is on. Recovery codes left: ${status.RecoveryCodesLeft}.`}</MessageBarBody>
        </MessageBar>
        {status.Required ? <p>{TWO_FACTOR_TEXTS.requiredByBrand}</p> : <TurnOff />}
      </>
    );
  else
    body = (
      <>
        <p style={{ margin: 0 }}>
          Two-factor sign-in is off. With it on, signing in asks for your password and a 6-digit code from an authenticator app on your
          phone, so a stolen password alone does not open your account.
        </p>
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <Button appearance="primary" style={{ alignSelf: 'flex-start' }} onClick={() => dispatch(twoFactorActions.setupRequested())}>
          Set up two-factor sign-in
        </Button>
      </>
    );

  return (
    <div className={styles.page}>
      <h1 style={{ margin: 0 }}>Two-factor sign-in</h1>
      {body}
    </div>
  );
}
