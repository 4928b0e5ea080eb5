/**
 * The login/registration modal's content (SPEC.md §2, §4 "Session", §5 "Auth", §8): tabs 'ВОЙТИ'
 * and 'РЕГИСТРАЦИЯ', and the registration's code screen.
 */
import {
  accountMessages,
  CODE_LENGTH,
  parseLogin,
  passwordError,
} from '@storefront/contract/accounts';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { type FormEvent, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { isCompleteCode } from '../../ui/code-input';
import { inputClassName } from '../../ui/form-field';
import { useFocusFirst } from '../../ui/modal';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import {
  useFinishRegistrationMutation,
  useLoginMutation,
  useSendRegistrationCodeMutation,
} from './auth-api';
import styles from './auth-dialog.module.css';

import { CodeStep } from './code-step';
import { FormError } from './form-error';
import { LoginField } from './login-field';
import {
  type AuthTab,
  login as loggedIn,
  registrationCodeSent,
  registrationStepReset,
  selectAuthTab,
  selectRegisterStep,
  showModal,
  switchTab,
} from './session-slice';

/** SPEC §9: auth toasts close after 5 s. */
export const AUTH_TOAST_MS = 5000;

const tabs = [
  { id: 'login', label: 'ВОЙТИ' },
  { id: 'registration', label: 'РЕГИСТРАЦИЯ' },
] as const;

interface Registration {
  login: string;
  password: string;
  repeatPassword: string;
}

export function LoginRegister() {
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectAuthTab);
  const registerStep = useAppSelector(selectRegisterStep);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [consent, setConsent] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [sendCode] = useSendRegistrationCodeMutation();
  const [finish] = useFinishRegistrationMutation();
  const [callLogin] = useLoginMutation();
  const root = useRef<HTMLDivElement>(null);
  const verifying = tab === 'registration' && registerStep === 'verification' && !!registration;
  // Not on a tab switch: the arrow keys keep the focus on the tabs.
  useFocusFirst(root, verifying, !busy);

  const registering = tab === 'registration';
  const filled =
    login !== '' && password !== '' && (!registering || repeat !== '') && consent && !busy;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const onTab = (next: AuthTab) => {
    if (next === tab) return;
    dispatch(switchTab(next));
    setError(null);
    setCode('');
  };

  /** Runs one request at a time; its failure text goes inline. */
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const parsed = parseLogin(login);
    if (!registering) {
      void run(async () => {
        if (!parsed) return guestErrorMessages.invalidLogin;
        const result = await callLogin({ login: parsed.value, password });
        if ('data' in result && result.data) {
          dispatch(loggedIn(result.data.accessToken));
          toast.success(accountMessages.loggedIn, { autoClose: AUTH_TOAST_MS });
          return null;
        }
        // SPEC §8: a failed login says so inline and in a toast.
        const text = errorText(result.error, accountMessages.invalidCredentials);
        toast.error(text, { autoClose: AUTH_TOAST_MS });
        return text;
      });
      return;
    }
    void run(async () => {
      if (!parsed) return guestErrorMessages.invalidLogin;
      const rule = passwordError(password, repeat);
      if (rule) return accountMessages[rule];
      const data = { login: parsed.value, password, repeatPassword: repeat };
      const result = await sendCode(data);
      if ('error' in result) return errorText(result.error, accountMessages.registrationFailed);
      setRegistration(data);
      setCode('');
      dispatch(registrationCodeSent());
      return null;
    });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!registration || !isCompleteCode(code, CODE_LENGTH)) return;
    void run(async () => {
      const result = await finish({ code, login: registration.login });
      if ('data' in result && result.data) {
        dispatch(loggedIn(result.data.accessToken));
        toast.success(accountMessages.registered, { autoClose: AUTH_TOAST_MS });
        return null;
      }
      return errorText(result.error, accountMessages.registrationFailed);
    });
  };

  /** The same registration again: a new code replaces the old one. */
  const resend = async (): Promise<boolean> => {
    if (!registration || busy) return false;
    let sent = false;
    await run(async () => {
      const result = await sendCode(registration);
      if ('error' in result) return errorText(result.error, accountMessages.registrationFailed);
      sent = true;
      setCode('');
      return null;
    });
    return sent;
  };

  const errorId = 'auth-error';
  return (
    <div ref={root}>
      <Tabs
        tabs={tabs}
        selected={tab}
        onSelect={onTab}
        idPrefix="auth"
        label="Вход или регистрация"
        className={styles.tabs}
      />
      <div {...tabPanelProps('auth', tab)} className={styles.panel}>
        {verifying ? (
          <CodeStep
            id="auth"
            code={code}
            onCodeChange={edit(setCode)}
            error={error}
            errorId={errorId}
            busy={busy}
            onSubmit={onVerify}
            onResend={resend}
            backLabel="Изменить данные"
            onBack={() => {
              dispatch(registrationStepReset());
              setError(null);
            }}
          />
        ) : (
          <form className={styles.form} noValidate onSubmit={onSubmit}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="auth-login">
                Телефон или e-mail
              </label>
              <LoginField
                id="auth-login"
                value={login}
                onChange={edit(setLogin)}
                describedBy={error ? errorId : undefined}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="auth-password">
                Пароль
              </label>
              <input
                id="auth-password"
                className={inputClassName}
                type="password"
                autoComplete={registering ? 'new-password' : 'current-password'}
                value={password}
                onChange={(event) => edit(setPassword)(event.target.value)}
              />
            </div>
            {registering && (
              <div className={styles.field}>
                <label className={styles.label} htmlFor="auth-repeat">
                  Повторите пароль
                </label>
                <input
                  id="auth-repeat"
                  className={inputClassName}
                  type="password"
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(event) => edit(setRepeat)(event.target.value)}
                />
              </div>
            )}
            <Consent checked={consent} onChange={setConsent} />
            <FormError id={errorId} message={error} />
            <button type="submit" className={styles.submit} disabled={!filled}>
              {registering ? 'ЗАРЕГИСТРИРОВАТЬСЯ' : 'ПРОДОЛЖИТЬ'}
            </button>
            {!registering && (
              <button
                type="button"
                className={styles.link}
                onClick={() => dispatch(showModal('restoreAccess'))}
              >
                Забыли пароль?
              </button>
            )}
          </form>
        )}
      </div>
    </div>
  );
}

function Consent({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div>
      <span className={styles.check}>
        <input
          id="auth-consent"
          className={styles.checkInput}
          type="checkbox"
          checked={checked}
          aria-invalid={!checked || undefined}
          aria-describedby={checked ? undefined : 'auth-consent-error'}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className={styles.checkLabel} htmlFor="auth-consent">
          Я согласен с{' '}
          <a href="/privacy" target="_blank" rel="noopener noreferrer">
            политикой конфиденциальности
          </a>
        </label>
      </span>
      {!checked && (
        <p id="auth-consent-error" className={styles.error}>
          {accountMessages.privacy}
        </p>
      )}
    </div>
  );
}
