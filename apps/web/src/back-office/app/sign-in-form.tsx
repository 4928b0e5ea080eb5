/**
 * Signing in at /staff, in one step: login, password and — for a member with the second factor
 * on — the code from the authenticator app, asked for up front. The server answers every refusal
 * alike (it does not say whether the password was right before the code is checked, decision
 * 076), so the form says "wrong login, password or code" and starts again from the password.
 */
import { STAFF_PASSWORD_MAX, staffMessages, TOTP_CODE_PATTERN } from '@storefront/contract/staff';
import { useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { errorStatus, errorType } from '../../lib/api';
import { Form, TextField, useKitForm } from '../../ui/form/form';
import { CODE_INCOMPLETE, CodeField } from '../ui/code-field';
import styles from '../ui/staff.module.css';
import { useStaffLoginMutation } from './staff-api';
import { staffErrorText } from './staff-errors';

const FORM_ERROR_ID = 'staff-sign-in-error';
/** Under the code field: who needs it. */
const CODE_HINT = 'Если у вас включён вход с кодом';

type SignInValues = { login: string; password: string; code: string };

/** What is checked before the call: something typed, and a code, if any, six digits. */
const signInResolver: Resolver<SignInValues> = (values) => {
  const errors: Partial<Record<keyof SignInValues, { type: string; message: string }>> = {};
  if (values.login.trim() === '') errors.login = { type: 'required', message: 'Введите логин' };
  if (values.password === '') errors.password = { type: 'required', message: 'Введите пароль' };
  if (values.code !== '' && !TOTP_CODE_PATTERN.test(values.code))
    errors.code = { type: 'pattern', message: CODE_INCOMPLETE };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function SignInForm() {
  const form = useKitForm<SignInValues>(
    () => ({ login: '', password: '', code: '' }),
    signInResolver,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [signIn, { isLoading }] = useStaffLoginMutation();
  const { setFocus } = form;

  const onValid = async ({ login, password, code }: SignInValues) => {
    const result = await signIn({
      login: login.trim().toLowerCase(),
      password,
      ...(code ? { code } : {}),
    });
    if (!('error' in result)) return;
    const type = errorType(result.error);
    if (type === 'invalidCredentials') {
      // Any of the three may be wrong: the password and the (spent or wrong) code typed again.
      setFormError(staffMessages.signInRefused);
      form.setValue('code', '');
      form.setValue('password', '');
      setFocus('password');
      return;
    }
    setFormError(staffErrorText(result.error));
    if (errorStatus(result.error) === undefined || errorStatus(result.error) === 429) {
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
              hint={CODE_HINT}
              optional
            />
          )}
        />
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
