/**
 * 'Смена пароля' on the account page: the current password, then the new one twice (decision
 * 028: the server asks for the current password, so a session left open on a shared computer
 * cannot take the account over). The answer is a new session: the server ends every other one,
 * this page's old token too, so the new token is kept at once.
 */
import { accountMessages, passwordError } from '@storefront/contract/accounts';
import { type FormEvent, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useChangeOwnPasswordMutation } from '../../lib/account-api';
import { errorType } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import { login } from '../auth/session-slice';
import styles from './account-page.module.css';

const CHANGE_FAILED = 'Не удалось сменить пароль. Попробуйте ещё раз.';

type Field = 'currentPassword' | 'newPassword' | 'repeatNewPassword';
const empty: Record<Field, string> = {
  currentPassword: '',
  newPassword: '',
  repeatNewPassword: '',
};

export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [changePassword] = useChangeOwnPasswordMutation();
  const filled = Object.values(values).every((value) => value !== '');

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || busy) return;
    // The same rules as registration and restore (SPEC §5), from the contract.
    const rule = passwordError(values.newPassword, values.repeatNewPassword);
    if (rule) {
      setErrors({
        [rule === 'passwordsNotMatch' ? 'repeatNewPassword' : 'newPassword']: accountMessages[rule],
      });
      return;
    }
    setBusy(true);
    try {
      const result = await changePassword(values);
      if ('data' in result && result.data) {
        dispatch(login(result.data.accessToken));
        setValues(empty);
        setErrors({});
        toast.success(accountMessages.saved);
        return;
      }
      // A wrong current password: said under its field, in the contract's words.
      if (errorType(result.error) === 'invalidCredentials')
        setErrors({ currentPassword: accountMessages.currentPasswordWrong });
      else toast.error(errorText(result.error, CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, id: string, label: string, autoComplete: string) => (
    <FormField id={id} label={label} error={errors[field]} errorRole="alert">
      <input
        {...fieldAria(id, errors[field])}
        className={inputClassName}
        type="password"
        autoComplete={autoComplete}
        maxLength={200}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    </FormField>
  );

  return (
    <section className={styles.card} aria-labelledby="account-password">
      <h2 id="account-password" className={styles.cardTitle}>
        Смена пароля
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.fields}>
          {input(
            'currentPassword',
            'account-current-password',
            accountMessages.currentPassword,
            'current-password',
          )}
          {input('newPassword', 'account-new-password', 'Новый пароль', 'new-password')}
          {input(
            'repeatNewPassword',
            'account-repeat-password',
            'Повторите пароль',
            'new-password',
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={!filled || busy}>
            СМЕНИТЬ ПАРОЛЬ
          </button>
        </div>
      </form>
    </section>
  );
}
