/**
 * What the menu editor's three forms (category, dish, special) share: their values as typed,
 * checked by the contract's own schemas, the errors under the fields, and what a conflict does —
 * the fields show the row as it is now, and each value the member had typed that differs stays
 * beside its field with 'Вернуть моё', so nobody's change is silently lost.
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { MENU_FROM_POS, menuEditorMessages } from '@storefront/contract/staff-menu';
import {
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
  useCallback,
  useState,
} from 'react';
import { errorType } from '../../../lib/api';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { errorFields, staffErrorText } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import styles from './menu.module.css';

export const SAVED = 'Сохранено';
export const RESTORE_MINE = 'Вернуть моё';
export const MINE_PREFIX = 'Вы вводили:';

export type FormValues = Record<string, string | boolean>;

export interface EditorForm<V extends FormValues> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** what the member had typed where a conflict put the saved value instead */
  mine: Partial<V>;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  setErrors: (errors: Partial<Record<keyof V, string>>) => void;
  /** A conflict: the fields become `current`'s; the member's own changes are kept aside. */
  reload: (current: V) => void;
  restore: (name: keyof V) => void;
}

export function useEditorForm<V extends FormValues>(initial: () => V): EditorForm<V> {
  const [values, setValues] = useState(initial);
  // What the fields were made from: a value still equal to it was not the member's change.
  const [loaded, setLoaded] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [mine, setMine] = useState<Partial<V>>({});

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((now) => ({ ...now, [name]: value }));
    setErrors((now) => (now[name] === undefined ? now : { ...now, [name]: undefined }));
  }, []);

  const reload = (current: V) => {
    const differing: Partial<V> = {};
    for (const name of Object.keys(current) as (keyof V)[]) {
      // Typed since the last load, else still waiting from an earlier conflict.
      const typed = values[name] !== loaded[name] ? values[name] : mine[name];
      if (typed !== undefined && typed !== current[name]) differing[name] = typed;
    }
    setValues(current);
    setLoaded(current);
    setErrors({});
    setMine(differing);
  };

  const restore = (name: keyof V) => {
    const typed = mine[name];
    if (typed === undefined) return;
    setValues((now) => ({ ...now, [name]: typed }));
    setMine((now) => {
      const rest = { ...now };
      delete rest[name];
      return rest;
    });
  };

  return { values, errors, mine, set, setErrors, reload, restore };
}

/* ---------- typed text → the wire's numbers (the schemas then judge them) ---------- */

/* ---------- errors ---------- */

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The schema's first message for each field, by the form's name for the wire's field. */
export function issuesByField<V extends FormValues>(
  issues: readonly FormIssue[],
  fieldOf: (wireField: string) => keyof V | undefined,
): Partial<Record<keyof V, string>> {
  const found: Partial<Record<keyof V, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field !== undefined) found[field] ??= issue.message;
  }
  return found;
}

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

/** A 400 `validation` answer's messages on the form's fields; the rest for the form's alert. */
export function serverFieldErrors<V extends FormValues>(
  error: unknown,
  fieldOf: (wireField: string) => keyof V | undefined,
): Partial<Record<keyof V, string>> {
  return issuesByField<V>(
    Object.entries(errorFields(error)).map(([field, message]) => ({ path: [field], message })),
    fieldOf,
  );
}

/** Focus on the first field with an error (its message is read with it). */
export function focusFirstError(ids: Record<string, string>, errors: Record<string, unknown>) {
  const first = Object.keys(ids).find((name) => errors[name] !== undefined);
  if (first) document.getElementById(ids[first] ?? '')?.focus();
}

export const CONFLICT_TEXT = errorMessages.conflict;

/* ---------- fields ---------- */

interface FieldProps<V extends FormValues, K extends keyof V & string> {
  form: EditorForm<V>;
  name: K;
  id: string;
  label: string;
  disabled: boolean;
  required?: boolean;
  hint?: string;
  className?: string;
}

/** The control's aria, with the conflict's note among what describes it. */
function controlAria<V extends FormValues>(
  form: EditorForm<V>,
  name: keyof V,
  id: string,
  required: boolean,
  hint: boolean,
) {
  const aria = fieldAria(id, form.errors[name], required, hint);
  if (form.mine[name] === undefined) return aria;
  const describedBy = [aria['aria-describedby'], mineId(id)].filter(Boolean).join(' ');
  return { ...aria, 'aria-describedby': describedBy };
}

const mineId = (id: string) => `${id}-mine`;

function MineNote<V extends FormValues>({
  form,
  name,
  id,
  label,
  disabled,
  show,
}: {
  form: EditorForm<V>;
  name: keyof V;
  id: string;
  label: string;
  disabled: boolean;
  show: (value: V[keyof V]) => string;
}) {
  const typed = form.mine[name];
  if (typed === undefined) return null;
  return (
    <p id={mineId(id)} className={styles.mine}>
      <span>
        {MINE_PREFIX} {show(typed as V[keyof V]) || '(пусто)'}
      </span>
      <button
        type="button"
        className={`${staffStyles.secondaryButton} ${staffStyles.smallButton}`}
        aria-label={`${RESTORE_MINE}: ${label}`}
        disabled={disabled}
        onClick={() => form.restore(name)}
      >
        {RESTORE_MINE}
      </button>
    </p>
  );
}

export function TextField<V extends FormValues, K extends keyof V & string>({
  form,
  name,
  id,
  label,
  disabled,
  required = false,
  hint,
  className,
  multiline = false,
  type = 'text',
  inputMode,
  autoFocus = false,
  prefix,
}: FieldProps<V, K> & {
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** focused when its dialog opens */
  autoFocus?: boolean;
  /** shown before the field, e.g. '/specials/' */
  prefix?: string;
}) {
  const value = String(form.values[name] ?? '');
  const aria = controlAria(form, name, id, required, hint !== undefined);
  const onChange = (text: string) => form.set(name, text as V[K]);
  const control = multiline ? (
    <textarea
      {...aria}
      className={textareaClassName}
      rows={4}
      value={value}
      disabled={disabled}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <input
      {...aria}
      className={inputClassName}
      type={type}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      disabled={disabled}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <FormField
      id={id}
      label={label}
      error={form.errors[name]}
      required={required}
      hint={hint}
      className={className}
    >
      {prefix ? (
        <span className={styles.prefixed}>
          <span aria-hidden="true">{prefix}</span>
          {control}
        </span>
      ) : (
        control
      )}
      <MineNote
        form={form}
        name={name}
        id={id}
        label={label}
        disabled={disabled}
        show={(typed) => String(typed)}
      />
    </FormField>
  );
}

export function SelectField<V extends FormValues, K extends keyof V & string>({
  form,
  name,
  id,
  label,
  disabled,
  required = false,
  hint,
  className,
  options,
}: FieldProps<V, K> & { options: readonly { value: string; label: string }[] }) {
  const value = String(form.values[name] ?? '');
  const labelOf = (typed: unknown) =>
    options.find((option) => option.value === typed)?.label ?? String(typed);
  return (
    <FormField
      id={id}
      label={label}
      error={form.errors[name]}
      required={required}
      hint={hint}
      className={className}
    >
      <select
        {...controlAria(form, name, id, required, hint !== undefined)}
        className={inputClassName}
        value={value}
        disabled={disabled}
        onChange={(event) => form.set(name, event.target.value as V[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <MineNote form={form} name={name} id={id} label={label} disabled={disabled} show={labelOf} />
    </FormField>
  );
}

export function CheckField<V extends FormValues, K extends keyof V & string>({
  form,
  name,
  id,
  label,
  disabled,
  className,
}: FieldProps<V, K>) {
  const aria = controlAria(form, name, id, false, false);
  return (
    <div className={`${styles.checkField} ${className ?? ''}`}>
      <label className={staffStyles.check}>
        <input
          {...aria}
          type="checkbox"
          checked={form.values[name] === true}
          disabled={disabled}
          onChange={(event) => form.set(name, event.target.checked as V[K])}
        />
        {label}
      </label>
      <MineNote
        form={form}
        name={name}
        id={id}
        label={label}
        disabled={disabled}
        show={(typed) => (typed === true ? 'да' : 'нет')}
      />
    </div>
  );
}

/* ---------- the dialogs' frame ---------- */

interface EditorDialogProps {
  title: string;
  onClose: () => void;
  /** POS=iiko: the reason nothing here can be changed */
  readOnly: string | null;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  formError: string | null;
  children: ReactNode;
  /** below the form: parts saved by calls of their own (the dish's photo) */
  after?: ReactNode;
}

export function EditorDialog({
  title,
  onClose,
  readOnly,
  onSubmit,
  busy,
  formError,
  children,
  after,
}: EditorDialogProps) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className={styles.dialogBody}>
        {readOnly !== null && <p className={staffStyles.notice}>{readOnly}</p>}
        <form className={staffStyles.form} noValidate aria-label={title} onSubmit={onSubmit}>
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
        </form>
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
