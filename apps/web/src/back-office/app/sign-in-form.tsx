/**
 * Signing in at /staff: login and password, then — when the member has TOTP on and the server
 * answers `totpRequired` — the code from the authenticator app, sent with the login and password
 * again (the server keeps no half-signed-in state).
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { STAFF_PASSWORD_MAX, TOTP_CODE_PATTERN } from '@storefront/contract/staff';
import { useEffect, useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { errorStatus, errorType } from '../../lib/api';
import { Form, TextField, useKitForm } from '../../ui/form/form';
import { CODE_INCOMPLETE, CodeField } from '../ui/code-field';
import styles from '../ui/staff.module.css';
import { useStaffLoginMutation } from './staff-api';
import { staffErrorText } from './staff-errors';

const FORM_ERROR_ID = 'staff-sign-in-error';

type SignInValues = { login: string; password: string; code: string };

/** What is checked before the call: something typed, and with the code step six digits. */
const signInResolver =
  (askCode: boolean): Resolver<SignInValues> =>
  (values) => {
    const errors: Partial<Record<keyof SignInValues, { type: string; message: string }>> = {};
    if (values.login.trim() === '') errors.login = { type: 'required', message: 'Введите логин' };
    if (values.password === '') errors.password = { type: 'required', message: 'Введите пароль' };
    if (askCode && !TOTP_CODE_PATTERN.test(values.code))
      errors.code = { type: 'pattern', message: CODE_INCOMPLETE };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

export function SignInForm() {
  const [askCode, setAskCode] = useState(false);
  const form = useKitForm<SignInValues>(
    () => ({ login: '', password: '', code: '' }),
    signInResolver(askCode),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [signIn, { isLoading }] = useStaffLoginMutation();
  const { setFocus } = form;

  // The code step appears in answer to the server: the focus goes where the member types next.
  useEffect(() => {
    if (askCode) setFocus('code');
  }, [askCode, setFocus]);

  const onValid = async ({ login, password, code }: SignInValues) => {
    const result = await signIn({
      login: login.trim().toLowerCase(),
      password,
      ...(askCode ? { code } : {}),
    });
    if (!('error' in result)) return;
    const type = errorType(result.error);
    if (type === 'totpRequired') {
      setAskCode(true);
      return;
    }
    if (type === 'invalidTotpCode') {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message: errorMessages.invalidTotpCode });
      setFocus('code');
      return;
    }
    setFormError(staffErrorText(result.error));
    if (type === 'invalidCredentials') {
      // The code belonged to that login and password; asked again if they turn out right.
      setAskCode(false);
      form.setValue('code', '');
      form.setValue('password', '');
      setFocus('password');
    } else if (errorStatus(result.error) === undefined || errorStatus(result.error) === 429) {
      setFocus('password');
    }
  };

  // The form's answer (a wrong login or password, too many attempts) is read with both fields.
  const describedBy = formError ? FORM_ERROR_ID : undefined;

  return (
    <section className={styles.card} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title" className={styles.title}>
        Вход для сотрудников
      </h1>
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        onSubmitStart={() => setFormError(null)}
        onValid={onValid}
      >
        <TextField
          name="login"
          id="staff-login"
          label="Логин"
          required
          errorRole="alert"
          alsoDescribedBy={describedBy}
          autoComplete="username"
          input={{ autoCapitalize: 'none', spellCheck: false, maxLength: 100 }}
        />
        <TextField
          name="password"
          id="staff-password"
          label="Пароль"
          type="password"
          required
          errorRole="alert"
          alsoDescribedBy={describedBy}
          autoComplete="current-password"
          input={{ maxLength: STAFF_PASSWORD_MAX }}
        />
        {askCode && (
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <CodeField
                id="staff-code"
                ref={field.ref}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors('code');
                }}
                error={fieldState.error?.message}
                hint={errorMessages.totpRequired}
              />
            )}
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
      </Form>
    </section>
  );
}
