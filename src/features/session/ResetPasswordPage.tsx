import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { TEXTS } from '@/engine/messages/texts';
import { passwordMeetsPolicy, PASSWORD_POLICY_TEXT } from '@/engine/session/passwordMeetsPolicy';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBrandState, selectSession } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { PATHS } from '@/engine/paths';
import { GuestLayout } from './GuestLayout';

const RESET_SENT =
  'If this username belongs to an account on this portal, we have sent an e-mail with a link to reset the password. The link is valid for 60 minutes.';
const PASSWORD_CHANGED = 'Your password has been changed. You can now log in with your new password.';
const PASSWORDS_DIFFER = 'The two passwords are not the same.';
const PASSWORD_RULE = PASSWORD_POLICY_TEXT;

/** Request a reset link by username, or, with the link's token, choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const dispatch = useAppDispatch();
  const { passwordReset } = useAppSelector(selectSession);
  const { status: brandStatus } = useAppSelector(selectBrandState);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ userName?: string; password?: string; confirm?: string }>({});
  const disabled = brandStatus !== 'ready';

  const request = (e: FormEvent) => {
    e.preventDefault();
    if (!userName.trim()) return setError({ userName: TEXTS.usernameRequired });
    setError({});
    dispatch(sessionActions.passwordResetRequested({ userName }));
  };
  const update = (e: FormEvent) => {
    e.preventDefault();
    if (!passwordMeetsPolicy(password)) return setError({ password: PASSWORD_RULE });
    if (password !== confirm) return setError({ confirm: PASSWORDS_DIFFER });
    setError({});
    dispatch(sessionActions.passwordUpdateRequested({ token: token!, newPassword: password }));
  };

  return (
    <GuestLayout>
      <h1 style={{ margin: 0, fontSize: 24, textAlign: 'center' }}>Reset your password</h1>
      {disabled && brandStatus === 'unknown' && (
        <MessageBar intent="error">
          <MessageBarBody>{TEXTS.unknownBrand}</MessageBarBody>
        </MessageBar>
      )}
      {!token && passwordReset === 'sent' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{RESET_SENT}</MessageBarBody>
        </MessageBar>
      )}
      {token && passwordReset === 'updated' && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{PASSWORD_CHANGED}</MessageBarBody>
        </MessageBar>
      )}
      {!token && passwordReset !== 'sent' && (
        <form onSubmit={request} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <p style={{ margin: 0 }}>Enter your username and we will e-mail you a link to choose a new password.</p>
          <Field label="Username" required validationMessage={error.userName}>
            <Input name="username" autoComplete="username" value={userName} disabled={disabled} onChange={(_, d) => setUserName(d.value)} />
          </Field>
          <Button appearance="primary" type="submit" disabled={disabled || passwordReset === 'sending'}>
            SEND RESET LINK
          </Button>
        </form>
      )}
      {token && passwordReset !== 'updated' && (
        <form onSubmit={update} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <Field label="New password" required hint={PASSWORD_RULE} validationMessage={error.password}>
            <Input
              name="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              disabled={disabled}
              onChange={(_, d) => setPassword(d.value)}
            />
          </Field>
          <Field label="Repeat the new password" required validationMessage={error.confirm}>
            <Input
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              disabled={disabled}
              onChange={(_, d) => setConfirm(d.value)}
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={disabled || passwordReset === 'updating'}>
            CHANGE PASSWORD
          </Button>
        </form>
      )}
      <RouterLink to={PATHS.login} style={{ alignSelf: 'center' }}>
        Back to login
      </RouterLink>
    </GuestLayout>
  );
}
