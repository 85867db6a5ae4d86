import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { TEXTS } from '@/engine/messages/texts';
import { usernameMatchesBrand } from '@/engine/session/usernameMatchesBrand';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrandState, selectSession, selectTwoFactor } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { PATHS } from '@/engine/paths';
import { GuestLayout } from './GuestLayout';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';

interface LoginErrors {
  userName?: string;
  password?: string;
  form?: string;
}

/** The login rules of portal-shell §5: both fields required, the username's brand prefix. */
function validateLogin(userName: string, password: string, brandCode: string | undefined): LoginErrors {
  const errors: LoginErrors = {};
  if (!userName.trim()) errors.userName = TEXTS.usernameRequired;
  if (!password) errors.password = TEXTS.passwordRequired;
  if (!errors.userName && brandCode && !usernameMatchesBrand(userName, brandCode)) errors.form = TEXTS.usernamePrefix;
  return errors;
}

/** Login: Username, Password, LOG IN and "Forgot your password?" (only on a recognised brand). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const { status: brandStatus, brand } = useAppSelector(selectBrandState);
  const { status } = useAppSelector(selectSession);
  const { challenge, recoveryCodes } = useAppSelector(selectTwoFactor);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const unknownBrand = brandStatus === 'unknown';
  const busy = status === 'loggingIn' || status === 'loadingData';
  const disabled = unknownBrand || brandStatus === 'loading' || busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(userName, password, brand?.code);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(sessionActions.loginRequested({ userName, password }));
  };

  // A staff user's second step (two-factor code or set-up) replaces the password form until it ends.
  if (challenge || recoveryCodes) {
    return (
      <GuestLayout>
        <TwoFactorLoginStep />
      </GuestLayout>
    );
  }

  return (
    <GuestLayout>
      <h1 style={{ margin: 0, fontSize: 24, textAlign: 'center' }}>{brand ? `Log in to ${brand.name}` : 'Log in'}</h1>
      {unknownBrand && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{TEXTS.unknownBrand}</MessageBarBody>
        </MessageBar>
      )}
      {errors.form && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <Field label="Username" validationMessage={errors.userName} required>
          <Input name="username" autoComplete="username" value={userName} disabled={disabled} onChange={(_, d) => setUserName(d.value)} />
        </Field>
        <Field label="Password" validationMessage={errors.password} required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            disabled={disabled}
            onChange={(_, d) => setPassword(d.value)}
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={disabled} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? 'LOGGING IN…' : 'LOG IN'}
        </Button>
      </form>
      {brandStatus === 'ready' && (
        <RouterLink to={PATHS.resetPassword} style={{ alignSelf: 'center' }}>
          Forgot your password?
        </RouterLink>
      )}
    </GuestLayout>
  );
}
