/**
 * Signing in at /staff: login and password, then — when the member has TOTP on and the server
 * answers `totpRequired` — the code from the authenticator app, sent with the login and password
 * again (the server keeps no half-signed-in state).
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { STAFF_PASSWORD_MAX, TOTP_CODE_PATTERN } from '@storefront/contract/staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorStatus, errorType } from '../../lib/api';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { CODE_INCOMPLETE, CodeField } from '../ui/code-field';
import styles from '../ui/staff.module.css';
import { useStaffLoginMutation } from './staff-api';
import { staffErrorText } from './staff-errors';

const FORM_ERROR_ID = 'staff-sign-in-error';

type Field = 'login' | 'password' | 'code';
type Errors = Partial<Record<Field, string>>;

export function SignInForm() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signIn, { isLoading }] = useStaffLoginMutation();
  const fields = {
    login: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };

  // The code step appears in answer to the server: the focus goes where the member types next.
  useEffect(() => {
    if (askCode) fields.code.current?.focus();
  }, [askCode, fields.code]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['login', 'password', 'code'] as const).find((field) => next[field]);
    if (first) fields[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const checked: Errors = {};
    if (login.trim() === '') checked.login = 'Введите логин';
    if (password === '') checked.password = 'Введите пароль';
    if (askCode && !TOTP_CODE_PATTERN.test(code)) checked.code = CODE_INCOMPLETE;
    if (Object.keys(checked).length > 0) {
      showErrors(checked);
      return;
    }
    setErrors({});
    const result = await signIn({
      login: login.trim().toLowerCase(),
      password,
      ...(askCode ? { code } : {}),
    });
    if (!('error' in result)) return;
    const type = errorType(result.error);
    if (type === 'totpRequired') {
      setAskCode(true);
      fields.code.current?.focus();
      return;
    }
    if (type === 'invalidTotpCode') {
      setCode('');
      showErrors({ code: errorMessages.invalidTotpCode });
      return;
    }
    setFormError(staffErrorText(result.error));
    if (type === 'invalidCredentials') {
      // The code belonged to that login and password; asked again if they turn out right.
      setAskCode(false);
      setCode('');
      setPassword('');
      fields.password.current?.focus();
    } else if (errorStatus(result.error) === undefined || errorStatus(result.error) === 429) {
      fields.password.current?.focus();
    }
  };

  const describedBy = formError ? FORM_ERROR_ID : undefined;
  // The form's answer (a wrong login or password, too many attempts) is read with both fields.
  const aria = (id: string, field: Field) => {
    const own = fieldAria(id, errors[field], true);
    const ids = [own['aria-describedby'], describedBy].filter(Boolean).join(' ');
    return { ...own, 'aria-describedby': ids === '' ? undefined : ids };
  };

  return (
    <section className={styles.card} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title" className={styles.title}>
        Вход для сотрудников
      </h1>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField id="staff-login" label="Логин" error={errors.login} errorRole="alert" required>
          <input
            {...aria('staff-login', 'login')}
            ref={fields.login}
            className={inputClassName}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={login}
            onChange={(event) => {
              setLogin(event.target.value);
              setErrors((current) => ({ ...current, login: undefined }));
            }}
          />
        </FormField>
        <FormField
          id="staff-password"
          label="Пароль"
          error={errors.password}
          errorRole="alert"
          required
        >
          <input
            {...aria('staff-password', 'password')}
            ref={fields.password}
            className={inputClassName}
            type="password"
            autoComplete="current-password"
            maxLength={STAFF_PASSWORD_MAX}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
        </FormField>
        {askCode && (
          <CodeField
            id="staff-code"
            ref={fields.code}
            value={code}
            onChange={(next) => {
              setCode(next);
              setErrors((current) => ({ ...current, code: undefined }));
            }}
            error={errors.code}
            hint={errorMessages.totpRequired}
          />
        )}
        <p id={FORM_ERROR_ID} className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isLoading}>
            Войти
          </button>
        </div>
      </form>
    </section>
  );
}
