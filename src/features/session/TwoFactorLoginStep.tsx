import { useEffect } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrand, selectTwoFactor } from '@/store/selectors';
import { twoFactorActions } from '@/store/twoFactorSlice';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/**
 * What the login screen shows after a staff user's correct password (issue 15 item 6): the code, or
 * — on a brand that requires two-factor sign-in and for a user without it — the set-up, then the
 * recovery codes, before anything else of the portal.
 */
export function TwoFactorLoginStep() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { challenge, setup, pending, recoveryCodes, error } = useAppSelector(selectTwoFactor);
  const enrolling = challenge?.kind === 'enrol';

  useEffect(() => {
    if (enrolling && !setup && !recoveryCodes && pending === 'none' && !error) dispatch(twoFactorActions.setupRequested());
  }, [dispatch, enrolling, setup, recoveryCodes, pending, error]);

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        portal={brand?.name ?? 'Portal'}
        continueLabel="Continue to the portal"
        onContinue={() => dispatch(twoFactorActions.recoveryCodesSaved())}
      />
    );
  }
  if (!enrolling) return <TwoFactorCodeStep />;
  return (
    <>
      <h1 style={{ margin: 0, fontSize: 24, textAlign: 'center' }}>Two-factor sign-in</h1>
      <MessageBar intent="info">
        <MessageBarBody>{`${brand?.name ?? 'This portal'} requires two-factor sign-in for staff. Set it up now to continue.`}</MessageBarBody>
      </MessageBar>
      {!setup && error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <TwoFactorEnrolment cancelLabel="Back to login" onCancel={() => dispatch(twoFactorActions.challengeEnded())} />
    </>
  );
}
