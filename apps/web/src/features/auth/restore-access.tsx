/**
 * The restore-access modal's content (SPEC.md §2, §4 "Session", §5 "Auth", §8): the login, then
 * the code sent to it, then a new password; the code check's token carries the password change.
 */
import {
  accountMessages,
  CODE_LENGTH,
  parseLogin,
  passwordError,
} from '@storefront/contract/accounts';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { type FormEvent, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { isCompleteCode } from '../../ui/code-input';
import { inputClassName } from '../../ui/form-field';
import { useFocusFirst } from '../../ui/modal';
import {
  useChangePasswordMutation,
  useCheckRestoreAccessCodeMutation,
  useSendRestoreAccessCodeMutation,
} from './auth-api';
import styles from './auth-dialog.module.css';
import { CodeStep } from './code-step';
import { FormError } from './form-error';
import { LoginField } from './login-field';
import { AUTH_TOAST_MS } from './login-register';
import { login as loggedIn, showModal } from './session-slice';

export type RestoreStep = 'login' | 'codeValidation' | 'newPassword';

export function RestoreAccess() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<RestoreStep>('login');
  const [login, setLogin] = useState('');
  /** the login as it was sent, for the code check and a new code */
  const [sentLogin, setSentLogin] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendCode] = useSendRestoreAccessCodeMutation();
  const [checkCode] = useCheckRestoreAccessCodeMutation();
  const [changePassword] = useChangePasswordMutation();
  const root = useRef<HTMLDivElement>(null);
  useFocusFirst(root, step, !busy);

  const run = async (work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setError(await work());
    } finally {
      setBusy(false);
    }
  };

  const onLogin = (event: FormEvent) => {
    event.preventDefault();
    if (login === '' || busy) return;
    void run(async () => {
      const parsed = parseLogin(login);
      if (!parsed) return guestErrorMessages.invalidLogin;
      const result = await sendCode({ login: parsed.value });
      if ('error' in result) return errorText(result.error, accountMessages.restoreFailed);
      setSentLogin(parsed.value);
      setCode('');
      setStep('codeValidation');
      return null;
    });
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code, CODE_LENGTH)) return;
    void run(async () => {
      const result = await checkCode({ login: sentLogin, code });
      if ('data' in result && result.data) {
        setToken(result.data.accessToken);
        setStep('newPassword');
        return null;
      }
      return errorText(result.error, accountMessages.restoreFailed);
    });
  };

  const resend = async (): Promise<boolean> => {
    let sent = false;
    await run(async () => {
      const result = await sendCode({ login: sentLogin });
      if ('error' in result) return errorText(result.error, accountMessages.restoreFailed);
      sent = true;
      setCode('');
      return null;
    });
    return sent;
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!token || password === '' || repeat === '') return;
    void run(async () => {
      const rule = passwordError(password, repeat);
      if (rule) return accountMessages[rule];
      const result = await changePassword({
        token,
        newPassword: password,
        repeatNewPassword: repeat,
      });
      if ('data' in result && result.data) {
        // Logged in with the new session; the modal closes and its steps start over next time.
        dispatch(loggedIn(result.data.accessToken));
        toast.success(accountMessages.loggedIn, { autoClose: AUTH_TOAST_MS });
        return null;
      }
      return errorText(result.error, accountMessages.restoreFailed);
    });
  };

  const errorId = 'restore-error';
  return (
    <div ref={root}>
      {step === 'login' && (
        <form className={styles.form} noValidate onSubmit={onLogin}>
          <p className={styles.prompt}>
            Укажите телефон или e-mail, с которым вы регистрировались, — мы пришлём на него код.
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="restore-login">
              Телефон или e-mail
            </label>
            <LoginField
              id="restore-login"
              value={login}
              onChange={(value) => {
                setLogin(value);
                // SPEC §4: the error clears when the login changes.
                setError(null);
              }}
              invalid={!!error}
              describedBy={error ? errorId : undefined}
            />
          </div>
          <FormError id={errorId} message={error} />
          <button type="submit" className={styles.submit} disabled={login === '' || busy}>
            ВОССТАНОВИТЬ ДОСТУП
          </button>
          <button
            type="button"
            className={styles.link}
            onClick={() => dispatch(showModal('loginRegister'))}
          >
            Вернуться ко входу
          </button>
        </form>
      )}
      {step === 'codeValidation' && (
        <CodeStep
          id="restore"
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          errorId={errorId}
          busy={busy}
          onSubmit={onCode}
          onResend={resend}
          backLabel="Изменить телефон или e-mail"
          onBack={() => {
            setStep('login');
            setError(null);
          }}
        />
      )}
      {step === 'newPassword' && (
        <form className={styles.form} noValidate onSubmit={onPassword}>
          <p className={styles.prompt}>Придумайте новый пароль — не менее 6 символов.</p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="restore-password">
              Новый пароль
            </label>
            <input
              id="restore-password"
              className={inputClassName}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="restore-repeat">
              Повторите пароль
            </label>
            <input
              id="restore-repeat"
              className={inputClassName}
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => {
                setRepeat(event.target.value);
                setError(null);
              }}
            />
          </div>
          <FormError id={errorId} message={error} />
          <button
            type="submit"
            className={styles.submit}
            disabled={busy || password === '' || repeat === ''}
          >
            ПРОДОЛЖИТЬ
          </button>
        </form>
      )}
    </div>
  );
}
