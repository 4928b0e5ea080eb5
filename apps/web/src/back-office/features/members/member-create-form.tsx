/**
 * An admin adds a staff member: login, name, role, venues and a first password the admin tells
 * them in person. The contract's rules are checked before the call; the server's field messages
 * (400 `validation`) and a taken login (409) are shown under their fields.
 */

import { errorMessages } from '@storefront/contract/error-messages';
import {
  STAFF_LOGIN_PATTERN,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffRole,
  staffMessages,
  staffRoleNames,
  staffRoles,
} from '@storefront/contract/staff';
import { useState } from 'react';
import { type RegisterOptions, useForm } from 'react-hook-form';
import { errorType } from '../../../lib/api';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { errorFields, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { VenueChecks, venueIds, venuesRule } from '../../ui/venue-checks';
import { useCreateStaffMemberMutation } from './members-api';

interface Values {
  login: string;
  name: string;
  role: StaffRole;
  venues: string[];
  password: string;
}

/** In the form's order: the first with an error takes the focus. */
const FIELDS = ['login', 'name', 'role', 'password', 'venues'] as const;
const empty: Values = { login: '', name: '', role: 'operator', venues: [], password: '' };

export function MemberCreateForm({ onCreated }: { onCreated: (login: string) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: empty });
  const [create] = useCreateStaffMemberMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const role = watch('role');

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const login = values.login.trim().toLowerCase();
    const result = await create({
      login,
      name: values.name.trim(),
      role: values.role,
      venues: venueIds(values.role, values.venues),
      password: values.password,
    });
    if ('data' in result) {
      reset(empty);
      onCreated(login);
      return;
    }
    const fields: Partial<Record<(typeof FIELDS)[number], string>> = errorFields(result.error);
    if (errorType(result.error) === 'loginTaken') fields.login = errorMessages.loginTaken;
    const shown = FIELDS.filter((field) => fields[field] !== undefined);
    for (const field of shown) setError(field, { type: 'server', message: fields[field] });
    const first = shown[0];
    if (first) setFocus(first);
    else setFormError(staffErrorText(result.error));
  };

  const input = (
    field: 'login' | 'name' | 'password',
    label: string,
    options: RegisterOptions<Values, 'login' | 'name' | 'password'>,
    attributes: Record<string, string | number | boolean>,
  ) => {
    const id = `staff-new-${field}`;
    const error = errors[field]?.message;
    return (
      <FormField id={id} label={label} error={error} required>
        <input
          {...fieldAria(id, error, true)}
          className={inputClassName}
          {...attributes}
          {...register(field, options)}
        />
      </FormField>
    );
  };

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="staff-new-title">
      <h2 id="staff-new-title">Новый сотрудник</h2>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className={styles.formGrid}>
          {input(
            'login',
            'Логин',
            {
              validate: (value) =>
                STAFF_LOGIN_PATTERN.test(value.trim().toLowerCase()) || staffMessages.login,
            },
            { type: 'text', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
          )}
          {input(
            'name',
            'Имя',
            {
              validate: (value) => value.trim() !== '' || 'Введите имя',
              maxLength: { value: 80, message: 'Имя — не длиннее 80 символов' },
            },
            { type: 'text', autoComplete: 'off', maxLength: 80 },
          )}
          <FormField id="staff-new-role" label="Роль" error={errors.role?.message} required>
            <select
              {...fieldAria('staff-new-role', errors.role?.message, true)}
              className={inputClassName}
              {...register('role')}
            >
              {staffRoles.map((value) => (
                <option key={value} value={value}>
                  {staffRoleNames[value]}
                </option>
              ))}
            </select>
          </FormField>
          {input(
            'password',
            'Пароль',
            {
              validate: (value) =>
                (value.length >= STAFF_PASSWORD_MIN && value.length <= STAFF_PASSWORD_MAX) ||
                staffMessages.password,
            },
            { type: 'password', autoComplete: 'new-password', maxLength: STAFF_PASSWORD_MAX },
          )}
        </div>
        <VenueChecks
          id="staff-new-venues"
          role={role}
          error={errors.venues?.message}
          field={register('venues', { validate: venuesRule(role) })}
        />
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
            Добавить
          </button>
        </div>
      </form>
    </section>
  );
}
