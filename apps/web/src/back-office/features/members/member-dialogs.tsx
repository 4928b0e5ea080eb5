/**
 * An admin's changes to one member, each in a dialog: role and venues, a new password, and
 * disabling or enabling the account (asked again first: a disabled member is signed out
 * everywhere at once).
 */
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffRole,
  staffMessages,
  staffRoleNames,
  staffRoles,
} from '@storefront/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { errorFields, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { VenueChecks, venueIds, venuesRule } from '../../ui/venue-checks';
import {
  type StaffMember,
  type StaffMemberChange,
  useUpdateStaffMemberMutation,
} from './members-api';

export type MemberDialog = { kind: 'edit' | 'password' | 'toggle'; member: StaffMember };

interface DialogProps {
  member: StaffMember;
  onClose: () => void;
  /** the change was saved: what the page says about it */
  onSaved: (notice: string) => void;
}

export function MemberDialogView({
  dialog,
  ...props
}: Omit<DialogProps, 'member'> & { dialog: MemberDialog }) {
  if (dialog.kind === 'edit') return <EditDialog member={dialog.member} {...props} />;
  if (dialog.kind === 'password') return <PasswordDialog member={dialog.member} {...props} />;
  return <ToggleDialog member={dialog.member} {...props} />;
}

/** Sends a change to the member; the answer's error, if it was refused. */
function useUpdate(member: StaffMember) {
  const [update, { isLoading }] = useUpdateStaffMemberMutation();
  const send = async (change: StaffMemberChange) => {
    const result = await update({ id: member.id, change });
    return 'error' in result ? { error: result.error } : { error: undefined };
  };
  return { send, isLoading };
}

const who = (member: StaffMember) =>
  member.name ? `${member.name} (${member.login})` : member.login;

interface EditValues {
  role: StaffRole;
  venues: string[];
}

function EditDialog({ member, onClose, onSaved }: DialogProps) {
  const { send } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({
    mode: 'onTouched',
    defaultValues: {
      role: member.role,
      venues: member.role === 'admin' ? [] : member.venues.map(String),
    },
  });
  const role = watch('role');

  const onSubmit = async (values: EditValues) => {
    setFormError(null);
    const { error } = await send({
      role: values.role,
      venues: venueIds(values.role, values.venues),
    });
    if (error === undefined) {
      onSaved(`Изменения сохранены: ${who(member)}`);
      return;
    }
    const fields = errorFields(error);
    const shown = (['role', 'venues'] as const).filter((field) => fields[field] !== undefined);
    for (const field of shown) setError(field, { type: 'server', message: fields[field] });
    if (shown[0]) setFocus(shown[0]);
    else setFormError(staffErrorText(error));
  };

  return (
    <Modal title={`Роль и заведения: ${who(member)}`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="staff-edit-role" label="Роль" error={errors.role?.message} required>
          <select
            {...fieldAria('staff-edit-role', errors.role?.message, true)}
            className={inputClassName}
            data-autofocus
            {...register('role')}
          >
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {staffRoleNames[value]}
              </option>
            ))}
          </select>
        </FormField>
        <VenueChecks
          id="staff-edit-venues"
          role={role}
          error={errors.venues?.message}
          field={register('venues', { validate: venuesRule(role) })}
        />
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
            Сохранить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Отмена
          </button>
        </div>
      </form>
    </Modal>
  );
}

function PasswordDialog({ member, onClose, onSaved }: DialogProps) {
  const { send } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ mode: 'onTouched', defaultValues: { password: '' } });
  const error = errors.password?.message;

  const onSubmit = async ({ password }: { password: string }) => {
    setFormError(null);
    const { error: refused } = await send({ password });
    if (refused === undefined) {
      onSaved(`Пароль изменён: ${who(member)}. Сообщите его сотруднику лично`);
      return;
    }
    const fields = errorFields(refused);
    if (fields.password) {
      setError('password', { type: 'server', message: fields.password });
      setFocus('password');
    } else setFormError(staffErrorText(refused));
  };

  return (
    <Modal title={`Новый пароль: ${who(member)}`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id="staff-reset-password" label="Новый пароль" error={error} required>
          <input
            {...fieldAria('staff-reset-password', error, true)}
            className={inputClassName}
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX}
            data-autofocus
            {...register('password', {
              validate: (value) =>
                (value.length >= STAFF_PASSWORD_MIN && value.length <= STAFF_PASSWORD_MAX) ||
                staffMessages.password,
            })}
          />
        </FormField>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
            Сохранить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Отмена
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ToggleDialog({ member, onClose, onSaved }: DialogProps) {
  const { send, isLoading } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const disabling = !member.disabled;

  const confirm = async () => {
    setFormError(null);
    const { error } = await send({ disabled: disabling });
    if (error === undefined) {
      onSaved(
        disabling
          ? `Учётная запись отключена: ${who(member)}`
          : `Учётная запись включена: ${who(member)}`,
      );
    } else setFormError(staffErrorText(error));
  };

  return (
    <Modal
      title={disabling ? 'Отключить учётную запись?' : 'Включить учётную запись?'}
      onClose={onClose}
    >
      <div className={styles.form}>
        <p className={styles.muted}>
          {disabling
            ? `${who(member)} выйдет на всех устройствах и не сможет войти, пока учётную запись не включат снова.`
            : `${who(member)} снова сможет входить в рабочий кабинет.`}
        </p>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={isLoading}
            data-autofocus
            onClick={() => void confirm()}
          >
            {disabling ? 'Да, отключить' : 'Да, включить'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Отмена
          </button>
        </div>
      </div>
    </Modal>
  );
}
