/**
 * An admin's changes to one member, each in a dialog: role and venues, a new password,
 * disabling or enabling the account, and clearing the second factor (both asked again first:
 * the member is signed out everywhere at once).
 */
import {
  STAFF_PASSWORD_MAX,
  type StaffRole,
  staffMemberChangeFormSchema,
} from '@storefront/contract/staff';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Form, showFieldErrors, TextField, useKitForm } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import { useWithReauth } from '../../app/reauth';
import { serverFieldErrors, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { venueIds } from '../../ui/venue-checks';
import { RoleField, VenuesField } from './member-fields';
import {
  type StaffMember,
  type StaffMemberChange,
  useUpdateStaffMemberMutation,
} from './members-api';

export type MemberDialog = {
  kind: 'edit' | 'password' | 'toggle' | 'totp';
  member: StaffMember;
};

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
  if (dialog.kind === 'totp') return <TotpResetDialog member={dialog.member} {...props} />;
  return <ToggleDialog member={dialog.member} {...props} />;
}

/** Sends a change to the member; the answer's error, if it was refused. */
function useUpdate(member: StaffMember) {
  const [update, { isLoading }] = useUpdateStaffMemberMutation();
  const withReauth = useWithReauth();
  const send = async (change: StaffMemberChange) => {
    // A change of a member asks for the password again when it was given long ago (decision 079).
    const result = await withReauth(() => update({ id: member.id, change }));
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

/**
 * A dialog's change sent: saved, what the page says; refused, the server's field messages under
 * the fields they name, else the dialog's own message.
 */
function useChangeForm<V extends FieldValues>(
  member: StaffMember,
  form: UseFormReturn<V>,
  fieldOf: (wireField: string) => Path<V> | undefined,
  onSaved: (notice: string) => void,
) {
  const { send, isLoading } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (change: StaffMemberChange, notice: string) => {
    const { error } = await send(change);
    if (error === undefined) return onSaved(notice);
    const fields = serverFieldErrors(error, fieldOf);
    if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
    else setFormError(staffErrorText(error));
  };
  return { form, save, busy: isLoading, formError, clear: () => setFormError(null) };
}

/** A dialog's kit form, its message, and its 'Сохранить' and 'Отмена'. */
function ChangeDialog<V extends FieldValues>({
  title,
  change: { form, busy, formError, clear },
  onValid,
  onClose,
  children,
}: {
  title: string;
  change: ReturnType<typeof useChangeForm<V>>;
  onValid: (values: V) => unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <Form
        form={form}
        className={styles.form}
        locked={busy}
        onSubmitStart={clear}
        onValid={onValid}
      >
        {children}
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
      </Form>
    </Modal>
  );
}

function EditDialog({ member, onClose, onSaved }: DialogProps) {
  const form = useKitForm<EditValues>(
    () => ({
      role: member.role,
      venues: member.role === 'admin' ? [] : member.venues.map(String),
    }),
    contractResolver(() => staffMemberChangeFormSchema, editWireOf, editFieldOf),
  );
  const change = useChangeForm(member, form, editFieldOf, onSaved);
  return (
    <ChangeDialog
      title={`Роль и заведения: ${who(member)}`}
      change={change}
      onClose={onClose}
      onValid={(values) =>
        change.save(
          staffMemberChangeFormSchema.parse(editWireOf(values)),
          `Изменения сохранены: ${who(member)}`,
        )
      }
    >
      <RoleField id="staff-edit-role" autoFocus />
      <VenuesField id="staff-edit-venues" />
    </ChangeDialog>
  );
}

type PasswordValues = { password: string };
const passwordFieldOf = (wireField: string) =>
  wireField === 'password' ? ('password' as const) : undefined;

function PasswordDialog({ member, onClose, onSaved }: DialogProps) {
  const form = useKitForm<PasswordValues>(
    () => ({ password: '' }),
    contractResolver(
      () => staffMemberChangeFormSchema,
      (values) => values,
      passwordFieldOf,
    ),
  );
  const change = useChangeForm(member, form, passwordFieldOf, onSaved);
  return (
    <ChangeDialog
      title={`Новый пароль: ${who(member)}`}
      change={change}
      onClose={onClose}
      onValid={({ password }) =>
        change.save({ password }, `Пароль изменён: ${who(member)}. Сообщите его сотруднику лично`)
      }
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
    </ChangeDialog>
  );
}

function ToggleDialog({ member, onClose, onSaved }: DialogProps) {
  const disabling = !member.disabled;
  return (
    <ConfirmDialog
      member={member}
      onClose={onClose}
      onSaved={onSaved}
      title={disabling ? 'Отключить учётную запись?' : 'Включить учётную запись?'}
      text={
        disabling
          ? `${who(member)} выйдет на всех устройствах и не сможет войти, пока учётную запись не включат снова.`
          : `${who(member)} снова сможет входить в рабочий кабинет.`
      }
      confirmLabel={disabling ? 'Да, отключить' : 'Да, включить'}
      change={{ disabled: disabling }}
      notice={
        disabling
          ? `Учётная запись отключена: ${who(member)}`
          : `Учётная запись включена: ${who(member)}`
      }
    />
  );
}

/** Another member's second factor cleared (a lost phone): audited, and they are signed out. */
function TotpResetDialog({ member, onClose, onSaved }: DialogProps) {
  return (
    <ConfirmDialog
      member={member}
      onClose={onClose}
      onSaved={onSaved}
      title="Сбросить вход с кодом?"
      text={`${who(member)} выйдет на всех устройствах и сможет войти только по паролю. Вход с кодом сотрудник включит заново в разделе «Безопасность».`}
      confirmLabel="Да, сбросить"
      change={{ totpEnabled: false }}
      notice={`Вход с кодом сброшен: ${who(member)}`}
    />
  );
}

/** A change asked again before it is sent: what it does, and 'Да, …' or 'Отмена'. */
function ConfirmDialog({
  member,
  onClose,
  onSaved,
  title,
  text,
  confirmLabel,
  change,
  notice,
}: DialogProps & {
  title: string;
  text: string;
  confirmLabel: string;
  change: StaffMemberChange;
  notice: string;
}) {
  const { send, isLoading } = useUpdate(member);
  const [formError, setFormError] = useState<string | null>(null);

  const confirm = async () => {
    setFormError(null);
    const { error } = await send(change);
    if (error === undefined) onSaved(notice);
    else setFormError(staffErrorText(error));
  };

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.muted}>{text}</p>
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
            {confirmLabel}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Отмена
          </button>
        </div>
      </div>
    </Modal>
  );
}
