/**
 * An admin adds a staff member: login, name, role, venues and a first password the admin tells
 * them in person. The contract's rules (staffMemberFormSchema) are checked before the call; the
 * server's field messages (400 `validation`) and a taken login (409) are shown under their fields.
 */

import { errorMessages } from '@storefront/contract/error-messages';
import {
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MAX,
  type StaffRole,
  staffMemberFormSchema,
} from '@storefront/contract/staff';
import { useState } from 'react';
import { errorType } from '../../../lib/api';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Form, showFieldErrors, TextField, useKitForm } from '../../../ui/form/form';
import { useWithReauth } from '../../app/reauth';
import { serverFieldErrors, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { venueIds } from '../../ui/venue-checks';
import { RoleField, VenuesField } from './member-fields';
import { useCreateStaffMemberMutation } from './members-api';

/** In the form's order: the first with an error takes the focus. */
interface Values {
  login: string;
  name: string;
  role: StaffRole;
  password: string;
  venues: string[];
}

const empty = (): Values => ({
  login: '',
  name: '',
  role: 'operator',
  password: '',
  venues: [],
});

const wireOf = (values: Values) => ({
  login: values.login,
  name: values.name,
  role: values.role,
  venues: venueIds(values.role, values.venues),
  password: values.password,
});

const fieldOf = (wireField: string): keyof Values | undefined =>
  Object.hasOwn(empty(), wireField) ? (wireField as keyof Values) : undefined;

export function MemberCreateForm({ onCreated }: { onCreated: (login: string) => void }) {
  const form = useKitForm<Values>(
    empty,
    contractResolver(() => staffMemberFormSchema, wireOf, fieldOf),
  );
  const [create, { isLoading }] = useCreateStaffMemberMutation();
  const withReauth = useWithReauth();
  const [formError, setFormError] = useState<string | null>(null);

  const onValid = async (values: Values) => {
    const body = staffMemberFormSchema.parse(wireOf(values));
    const result = await withReauth(() => create(body));
    if ('data' in result) {
      form.reset(empty());
      onCreated(body.login);
      return;
    }
    const fields = serverFieldErrors(result.error, fieldOf);
    if (errorType(result.error) === 'loginTaken') fields.login = errorMessages.loginTaken;
    if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
    else setFormError(staffErrorText(result.error));
  };

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="staff-new-title">
      <h2 id="staff-new-title">Новый сотрудник</h2>
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        onSubmitStart={() => setFormError(null)}
        onValid={onValid}
      >
        <div className={styles.formGrid}>
          <TextField
            name="login"
            id="staff-new-login"
            label="Логин"
            required
            input={{ autoCapitalize: 'none', spellCheck: false }}
          />
          <TextField
            name="name"
            id="staff-new-name"
            label="Имя"
            required
            input={{ maxLength: STAFF_NAME_MAX }}
          />
          <RoleField id="staff-new-role" />
          <TextField
            name="password"
            id="staff-new-password"
            label="Пароль"
            type="password"
            required
            autoComplete="new-password"
            input={{ maxLength: STAFF_PASSWORD_MAX }}
          />
        </div>
        <VenuesField id="staff-new-venues" />
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isLoading}>
            Добавить
          </button>
        </div>
      </Form>
    </section>
  );
}
