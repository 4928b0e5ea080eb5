/**
 * The one form kit (issue 29 step 5): react-hook-form holds the values, a resolver (the
 * contract's zod schemas) judges them, and the fields draw the label, the error under the control
 * and, after a 409 conflict, what the person had typed with 'Вернуть моё' (useKeepMine).
 *
 * Errors show on submit; changing a field clears its error until the next submit.
 */
import {
  createContext,
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../form-field';
import styles from './form.module.css';
import type { KeepMine } from './use-keep-mine';

export const RESTORE_MINE = 'Вернуть моё';
export const MINE_PREFIX = 'Вы вводили:';

/** A form of the kit: errors on submit, cleared by the field's own change (see the fields). */
export function useKitForm<V extends FieldValues>(
  defaultValues: () => DefaultValues<V>,
  resolver?: Resolver<V>,
  /** focusFirstError: the first field refused takes the focus (so by default) */
  { focusFirstError = true }: { focusFirstError?: boolean } = {},
): UseFormReturn<V> {
  return useForm<V>({
    defaultValues: defaultValues(),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: focusFirstError,
  });
}

/**
 * Messages for the form's fields (a server's 400, say): each under its field, and the first in
 * the form's own order focused, so that it is read with the control.
 */
export function showFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  errors: Partial<Record<Path<V>, string>>,
) {
  const names = Object.keys(form.getValues()).filter(
    (name) => errors[name as Path<V>] !== undefined,
  ) as Path<V>[];
  for (const name of names) form.setError(name, { type: 'server', message: errors[name] });
  const first = names[0];
  if (first !== undefined) form.setFocus(first);
}

interface KitContext {
  keepMine: KeepMine<FieldValues> | null;
  /** a field's error stays until the next submit, whatever is typed */
  keepErrorsWhileTyping: boolean;
}

const KitContext = createContext<KitContext>({ keepMine: null, keepErrorsWhileTyping: false });

interface FormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** after a conflict: what the person typed, shown beside the fields it differs from */
  keepMine?: KeepMine<V>;
  /** the form's accessible name, if it has one */
  label?: string;
  /** the id of the heading that names the form, if one does */
  labelledBy?: string;
  className?: string;
  /** nothing is sent (a read-only form) */
  locked?: boolean;
  /** before the values are judged: clear the last answer's message */
  onSubmitStart?: () => void;
  onValid: (values: V) => unknown;
  onInvalid?: (errors: FieldErrors<V>) => unknown;
  /** a field's error stays until the next submit instead of going with the field's change */
  keepErrorsWhileTyping?: boolean;
  children: ReactNode;
}

export function Form<V extends FieldValues>({
  form,
  keepMine,
  label,
  labelledBy,
  className,
  locked = false,
  onSubmitStart,
  onValid,
  onInvalid,
  keepErrorsWhileTyping = false,
  children,
}: FormProps<V>) {
  return (
    <KitFields form={form} keepMine={keepMine} keepErrorsWhileTyping={keepErrorsWhileTyping}>
      <form
        className={className}
        noValidate
        aria-label={label}
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          if (locked) return;
          onSubmitStart?.();
          void form.handleSubmit(onValid, onInvalid)(event);
        }}
      >
        {children}
      </form>
    </KitFields>
  );
}

/**
 * The kit's fields of `form` without a form element of their own: a table's row, say, where a
 * form cannot wrap the cells; its button sends with `form.handleSubmit`.
 */
export function KitFields<V extends FieldValues>({
  form,
  keepMine,
  keepErrorsWhileTyping = false,
  children,
}: Pick<FormProps<V>, 'form' | 'keepMine' | 'keepErrorsWhileTyping' | 'children'>) {
  const kit = {
    keepMine: (keepMine as KeepMine<FieldValues> | undefined) ?? null,
    keepErrorsWhileTyping,
  };
  return (
    <FormProvider {...form}>
      <KitContext value={kit}>{children}</KitContext>
    </FormProvider>
  );
}

/* ---------- fields ---------- */

interface FieldProps {
  name: string;
  label: string;
  /** the control's id; one of its own by default */
  id?: string;
  disabled?: boolean;
  /** the label's star and the control's aria-required */
  required?: boolean;
  /** the control's aria-required where it differs from the star */
  ariaRequired?: boolean;
  hint?: string;
  className?: string;
}

const mineId = (id: string) => `${id}-mine`;

/** The field's value and error in the form, its conflict note, and a change that clears its error. */
export function useKitField(name: string, ownId: string | undefined) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { keepMine, keepErrorsWhileTyping } = useContext(KitContext);
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const error = fieldState.error?.message;
  const change = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error && !keepErrorsWhileTyping) clearErrors(name);
  };
  return { name, field, id, error, change, keepMine, mine: keepMine?.mine[name] };
}

/**
 * The control's aria, with the conflict's note and `alsoDescribedBy` (the form's own answer, say)
 * among what describes it.
 */
export function controlAria(
  id: string,
  error: string | undefined,
  required: boolean,
  hint: boolean,
  mine: unknown,
  alsoDescribedBy?: string,
) {
  const aria = fieldAria(id, error, required, hint);
  if (mine === undefined && !alsoDescribedBy) return aria;
  const ids = [
    aria['aria-describedby'],
    mine === undefined ? undefined : mineId(id),
    alsoDescribedBy,
  ];
  const describedBy = ids.filter(Boolean).join(' ');
  return { ...aria, 'aria-describedby': describedBy };
}

export type KitField = ReturnType<typeof useKitField>;

/** After a conflict: what the person had typed in the field, with 'Вернуть моё'. */
export function MineNote({
  kit: { keepMine, name, id, mine },
  label,
  disabled,
  show = String,
}: {
  kit: KitField;
  label: string;
  disabled: boolean;
  /** what the person had typed, in words */
  show?: (typed: unknown) => string;
}) {
  if (keepMine === null || mine === undefined) return null;
  const shown = show(mine);
  return (
    <p id={mineId(id)} className={styles.mine}>
      <span>
        {MINE_PREFIX} {shown || '(пусто)'}
      </span>
      <button
        type="button"
        className={styles.restore}
        aria-label={`${RESTORE_MINE}: ${label}`}
        disabled={disabled}
        onClick={() => keepMine.restore(name)}
      >
        {RESTORE_MINE}
      </button>
    </p>
  );
}

export function TextField({
  name,
  id: ownId,
  label,
  disabled = false,
  required = false,
  ariaRequired,
  hint,
  className,
  multiline = false,
  type = 'text',
  inputMode,
  autoFocus = false,
  prefix,
  autoComplete = 'off',
  input,
  errorRole,
  alsoDescribedBy,
  rows = 4,
  controlClassName,
}: FieldProps & {
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** focused when its dialog opens */
  autoFocus?: boolean;
  /** shown before the field, e.g. '/specials/' */
  prefix?: string;
  /** 'off' unless said; null: none */
  autoComplete?: string | null;
  /** the input's own attributes beyond the kit's */
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoCapitalize' | 'spellCheck' | 'maxLength' | 'min' | 'max' | 'step' | 'placeholder'
  >;
  /** a multiline field's height in lines */
  rows?: number;
  /** the control's own class, beside the kit's */
  controlClassName?: string;
  /** 'alert': the error is read out as it appears (it answers an action, not typing) */
  errorRole?: 'alert';
  /** another element that describes the control, e.g. the form's answer */
  alsoDescribedBy?: string;
}) {
  const kit = useKitField(name, ownId);
  const { field, id, error, change, mine } = kit;
  const value = String(field.value ?? '');
  const aria = controlAria(
    id,
    error,
    ariaRequired ?? required,
    hint !== undefined,
    mine,
    alsoDescribedBy,
  );
  const control = multiline ? (
    <textarea
      {...aria}
      ref={field.ref}
      className={textareaClassName}
      rows={rows}
      maxLength={input?.maxLength}
      value={value}
      disabled={disabled}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
    />
  ) : (
    <input
      {...aria}
      {...input}
      ref={field.ref}
      className={controlClassName ? `${inputClassName} ${controlClassName}` : inputClassName}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete ?? undefined}
      value={value}
      disabled={disabled}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
    />
  );
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      required={required}
      hint={hint}
      errorRole={errorRole}
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
      <MineNote kit={kit} label={label} disabled={disabled} />
    </FormField>
  );
}

/**
 * A text field in a table's cell: named by its column and row (`label`), its error listed by
 * the row (the element `errorsId`), what the person had typed after a conflict below it.
 */
export function TextCell({
  name,
  label,
  errorsId,
  readOnly = false,
  inputMode,
  className,
}: {
  name: string;
  label: string;
  errorsId: string;
  readOnly?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric';
  className?: string;
}) {
  const kit = useKitField(name, undefined);
  const { field, id, error, change, mine } = kit;
  const describedBy = [error ? errorsId : null, mine === undefined ? null : mineId(id)]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <input
        id={id}
        ref={field.ref}
        className={className ? `${inputClassName} ${className}` : inputClassName}
        type="text"
        inputMode={inputMode}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        readOnly={readOnly}
        value={String(field.value ?? '')}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
      />
      <MineNote kit={kit} label={label} disabled={readOnly} />
    </>
  );
}

export function SelectField({
  name,
  id: ownId,
  label,
  disabled = false,
  required = false,
  hint,
  className,
  options,
  autoFocus = false,
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  /** focused when its dialog opens */
  autoFocus?: boolean;
}) {
  const kit = useKitField(name, ownId);
  const { field, id, error, change, mine } = kit;
  const labelOf = (typed: unknown) =>
    options.find((option) => option.value === typed)?.label ?? String(typed);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      required={required}
      hint={hint}
      className={className}
    >
      <select
        {...controlAria(id, error, required, hint !== undefined, mine)}
        ref={field.ref}
        className={inputClassName}
        value={String(field.value ?? '')}
        disabled={disabled}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <MineNote kit={kit} label={label} disabled={disabled} show={labelOf} />
    </FormField>
  );
}

export function CheckField({
  name,
  id: ownId,
  label,
  disabled = false,
  className,
  role,
  controlClassName,
  labelHidden = false,
}: FieldProps & {
  /** 'switch': an on/off setting rather than a choice */
  role?: 'switch';
  /** the checkbox's own class */
  controlClassName?: string;
  /** the label is not shown, only read (a table's cell, whose column says it) */
  labelHidden?: boolean;
}) {
  const kit = useKitField(name, ownId);
  const { field, id, error, change, mine } = kit;
  const checked = field.value === true;
  return (
    <div className={`${styles.checkField} ${className ?? ''}`}>
      <label className={labelHidden ? undefined : styles.check}>
        <input
          {...controlAria(id, error, false, false, mine)}
          ref={field.ref}
          type="checkbox"
          role={role}
          aria-checked={role ? checked : undefined}
          className={controlClassName}
          checked={checked}
          disabled={disabled}
          onChange={(event) => change(event.target.checked)}
          onBlur={field.onBlur}
        />
        {labelHidden ? <span className="visually-hidden">{label}</span> : label}
      </label>
      <MineNote
        kit={kit}
        label={label}
        disabled={disabled}
        show={(typed) => (typed === true ? 'да' : 'нет')}
      />
    </div>
  );
}
