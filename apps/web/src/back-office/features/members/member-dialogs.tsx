/**
 * An admin's changes to one member, each in a dialog: role and venues, a new password, and
 * disabling or enabling the account (asked again first: a disabled member is signed out
 * everywhere at once).
 */
import {
  STAFF_PASSWORD_MAX,
  type StaffRole,
  staffMemberChangeFormSchema,
} from '@storefront/contract/staff';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Form, showFieldErrors, TextField, useKitForm } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import { errorFields, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { venueIds } from '../../ui/venue-checks';
import { RoleField, VenuesField } from './member-fields';
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

const editWireOf = (values: EditValues) => ({
  role: values.role,
  venues: venueIds(values.role, values.venues),
});
const editFieldOf = (wireField: string): keyof EditValues | undefined =>
  wireField === 'role' || wireField === 'venues' ? wireField : undefined;

/** The server's field messages under the fields they name; else the dialog's own message. */
function showRefusal<V extends FieldValues>(
  form: UseFormReturn<V>,
  refused: unknown,
  fieldOf: (wireField: string) => Path<V> | undefined,
  setFormError: (text: string) => void,
) {
  const fields: Partial<Record<Path<V>, string>> = {};
  for (const [field, message] of Object.entries(errorFields(refused))) {
    const name = fieldOf(field);
    if (name) fields[name] ??= message;
  }
  if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
  else setFormError(staffErrorText(refused));
}

/** The dialog's message, and its 'Сохранить' and 'Отмена'. */
function DialogEnd({
  formError,
  busy,
  onClose,
}: {
  formError: string | null;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <p className={styles.error} role="alert">
        {formError}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          Сохранить
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          Отмена
        </button>
      </div>
    </>
  );
}

function EditDialog({ member, onClose, onSaved }: DialogProps) {
  const { send, isLoading } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useKitForm<EditValues>(
    () => ({
      role: member.role,
      venues: member.role === 'admin' ? [] : member.venues.map(String),
    }),
    contractResolver(() => staffMemberChangeFormSchema, editWireOf, editFieldOf),
  );

  const onValid = async (values: EditValues) => {
    const { error } = await send(staffMemberChangeFormSchema.parse(editWireOf(values)));
    if (error === undefined) onSaved(`Изменения сохранены: ${who(member)}`);
    else showRefusal(form, error, editFieldOf, setFormError);
  };

  return (
    <Modal title={`Роль и заведения: ${who(member)}`} onClose={onClose}>
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        onSubmitStart={() => setFormError(null)}
        onValid={onValid}
      >
        <RoleField id="staff-edit-role" autoFocus />
        <VenuesField id="staff-edit-venues" />
        <DialogEnd formError={formError} busy={isLoading} onClose={onClose} />
      </Form>
    </Modal>
  );
}

type PasswordValues = { password: string };
const passwordFieldOf = (wireField: string) =>
  wireField === 'password' ? ('password' as const) : undefined;

function PasswordDialog({ member, onClose, onSaved }: DialogProps) {
  const { send, isLoading } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useKitForm<PasswordValues>(
    () => ({ password: '' }),
    contractResolver(
      () => staffMemberChangeFormSchema,
      (values) => values,
      passwordFieldOf,
    ),
  );

  const onValid = async ({ password }: PasswordValues) => {
    const { error: refused } = await send({ password });
    if (refused === undefined)
      onSaved(`Пароль изменён: ${who(member)}. Сообщите его сотруднику лично`);
    else showRefusal(form, refused, passwordFieldOf, setFormError);
  };

  return (
    <Modal title={`Новый пароль: ${who(member)}`} onClose={onClose}>
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        onSubmitStart={() => setFormError(null)}
        onValid={onValid}
      >
        <TextField
          name="password"
          id="staff-reset-password"
          label="Новый пароль"
          type="password"
          required
          autoFocus
          autoComplete="new-password"
          input={{ maxLength: STAFF_PASSWORD_MAX }}
        />
        <DialogEnd formError={formError} busy={isLoading} onClose={onClose} />
      </Form>
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
