/**
 * What the menu editor's three forms (category, dish, special) share beyond the form kit
 * (ui/form) and the staff's errors (app/staff-errors, with the server's field errors by the
 * form's names): the editor's words for a refused write, and the dialogs' frame. A conflict is
 * the kit's useKeepMine: the fields show the row as it is now, and each value the member had
 * typed that differs stays beside its field with 'Вернуть моё', so nobody's change is silently
 * lost.
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { MENU_FROM_POS, menuEditorMessages } from '@storefront/contract/staff-menu';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorType } from '../../../lib/api';
import { Form } from '../../../ui/form/form';
import type { KeepMine } from '../../../ui/form/use-keep-mine';
import { Modal } from '../../../ui/modal';
import { staffErrorText } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import styles from './menu.module.css';

export const SAVED = 'Сохранено';

/* ---------- errors ---------- */

/**
 * A refused menu write in words: the editor's own texts for its errTypes, and with POS=iiko the
 * menu's reason (errorMessages.posManaged speaks of the stop list).
 */
export function menuErrorText(error: unknown): string {
  const type = errorType(error);
  if (type !== undefined && Object.hasOwn(menuEditorMessages, type)) {
    return menuEditorMessages[type as keyof typeof menuEditorMessages];
  }
  if (type === 'posManaged') return MENU_FROM_POS;
  return staffErrorText(error);
}

export const CONFLICT_TEXT = errorMessages.conflict;

/* ---------- the dialogs' frame ---------- */

interface EditorDialogProps<V extends FieldValues> {
  title: string;
  onClose: () => void;
  /** POS=iiko: the reason nothing here can be changed */
  readOnly: string | null;
  form: UseFormReturn<V>;
  keepMine: KeepMine<V>;
  /** before the values are judged: the last answer's message goes */
  onSubmitStart: () => void;
  /** the values passed the contract's schema */
  onValid: (values: V) => unknown;
  busy: boolean;
  formError: string | null;
  children: ReactNode;
  /** below the form: parts saved by calls of their own (the dish's photo) */
  after?: ReactNode;
}

export function EditorDialog<V extends FieldValues>({
  title,
  onClose,
  readOnly,
  form,
  keepMine,
  onSubmitStart,
  onValid,
  busy,
  formError,
  children,
  after,
}: EditorDialogProps<V>) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className={styles.dialogBody}>
        {readOnly !== null && <p className={staffStyles.notice}>{readOnly}</p>}
        <Form
          form={form}
          keepMine={keepMine}
          label={title}
          className={staffStyles.form}
          locked={readOnly !== null}
          onSubmitStart={onSubmitStart}
          onValid={onValid}
        >
          {children}
          <p className={staffStyles.error} role="alert">
            {formError}
          </p>
          <div className={staffStyles.actions}>
            <button
              type="submit"
              className={staffStyles.primaryButton}
              disabled={readOnly !== null || busy}
            >
              Сохранить
            </button>
            <button type="button" className={staffStyles.secondaryButton} onClick={onClose}>
              {readOnly !== null ? 'Назад' : 'Отмена'}
            </button>
          </div>
        </Form>
        {after}
      </div>
    </Modal>
  );
}

/** 'Удалить …?' with the consequence spelled out; the answer's error stays in the dialog. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => Promise<string | undefined>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={title} onClose={onClose}>
      <div className={staffStyles.form}>
        <p>{text}</p>
        <p className={staffStyles.error} role="alert">
          {error}
        </p>
        <div className={staffStyles.actions}>
          <button
            type="button"
            className={staffStyles.primaryButton}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              const failure = await onConfirm();
              setBusy(false);
              if (failure !== undefined) setError(failure);
            }}
          >
            {confirm}
          </button>
          <button
            type="button"
            className={staffStyles.secondaryButton}
            data-autofocus
            onClick={onClose}
          >
            Назад
          </button>
        </div>
      </div>
    </Modal>
  );
}
