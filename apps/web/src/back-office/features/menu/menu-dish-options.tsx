/**
 * «Размеры и добавки» in a saved dish's dialog (decision 054): the dish's sizes (name, price in
 * roubles, the default one) and modifier groups (name, required, minimum, maximum, free portions)
 * with their options (name, price, maximum, default portions), saved together by their own button
 * with the dish's version, apart from the form's 'Сохранить' — as the photo is.
 *
 * A kit form (ui/form) whose rows are react-hook-form's field arrays. A saved row keeps its id
 * (baskets and orders name it); a new row has none until saved. The contract's schema
 * (dishOptionsUpdateSchema) checks the rows before sending; its messages stand under the fields.
 * A conflict shows the options saved meanwhile; the member's own list is kept aside whole (rows
 * come and go, so not field by field) and 'Вернуть моё' puts it back over the new version — a row
 * the other manager removed comes back as a new one.
 */
import {
  type DishOptionsResponse,
  dishOptionsResponseSchema,
  dishOptionsUpdateSchema,
  MAX_DISH_GROUPS,
  MAX_DISH_SIZES,
  MAX_GROUP_OPTIONS,
} from '@storefront/contract/staff-dish-options';
import type { EditorDish } from '@storefront/contract/staff-menu';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, Form, RESTORE_MINE, TextField, useKitForm } from '../../../ui/form/form';
import { FieldError } from '../../../ui/form-field';
import { conflictCurrent, errorFieldPaths } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import { kopecksOf, roublesText } from '../../ui/typed-numbers';
import styles from './menu.module.css';
import ownStyles from './menu-dish-options.module.css';
import { useDishOptionsQuery, useSaveDishOptionsMutation } from './menu-dish-options-api';
import { CONFLICT_TEXT, menuErrorText } from './menu-form-kit';

export const OPTIONS_TITLE = 'Размеры и добавки';
export const OPTIONS_SAVED = 'Размеры и добавки сохранены';
export const SAVE_OPTIONS = 'Сохранить размеры и добавки';

interface SizeRow {
  /** the saved size's id; none for a new one */
  savedId?: number;
  name: string;
  price: string;
  isDefault: boolean;
}
interface OptionRow {
  savedId?: number;
  name: string;
  price: string;
  max: string;
  defaultAmount: string;
  /** not edited here (iiko's finer limits): kept as they were */
  minAmount: number;
  freeOfChargeAmount: number;
}
interface GroupRow {
  savedId?: number;
  name: string;
  required: boolean;
  min: string;
  max: string;
  free: string;
  options: OptionRow[];
}
interface OptionsValues {
  sizes: SizeRow[];
  groups: GroupRow[];
}

const newSize = (first: boolean): SizeRow => ({ name: '', price: '', isDefault: first });
const newOption = (): OptionRow => ({
  name: '',
  price: '0',
  max: '1',
  defaultAmount: '0',
  minAmount: 0,
  freeOfChargeAmount: 0,
});
const newGroup = (): GroupRow => ({
  name: '',
  required: false,
  min: '0',
  max: '1',
  free: '0',
  options: [newOption()],
});

function valuesOf(saved: DishOptionsResponse): OptionsValues {
  return {
    sizes: saved.sizes.map((size) => ({
      savedId: size.id,
      name: size.name,
      price: roublesText(size.priceKopecks),
      isDefault: size.isDefault,
    })),
    groups: saved.groups.map((group) => ({
      savedId: group.id,
      name: group.name,
      required: group.required,
      min: String(group.minAmount),
      max: String(group.maxAmount),
      free: String(group.freeOfChargeAmount),
      options: group.options.map((option) => ({
        savedId: option.id,
        name: option.name,
        price: roublesText(option.priceKopecks),
        max: String(option.maxAmount),
        defaultAmount: String(option.defaultAmount),
        minAmount: option.minAmount,
        freeOfChargeAmount: option.freeOfChargeAmount,
      })),
    })),
  };
}

/**
 * The member's list kept through a conflict, to put back over `current`: rows whose saved ids
 * `current` no longer has become new rows (their ids would name nothing of the dish's).
 */
function mineOver(mine: OptionsValues, current: DishOptionsResponse): OptionsValues {
  const sizeIds = new Set(current.sizes.map((size) => size.id));
  const groupIds = new Set(current.groups.map((group) => group.id));
  const optionIds = new Set(
    current.groups.flatMap((group) => group.options.map((option) => option.id)),
  );
  const keep = <R extends { savedId?: number }>(row: R, ids: Set<number>): R => {
    if (row.savedId === undefined || ids.has(row.savedId)) return row;
    const { savedId: _gone, ...rest } = row;
    return rest as R;
  };
  return {
    sizes: mine.sizes.map((size) => keep(size, sizeIds)),
    groups: mine.groups.map((group) => ({
      ...keep(group, groupIds),
      options: group.options.map((option) => keep(option, optionIds)),
    })),
  };
}

/** '3' → 3; anything else NaN, which the schema refuses with its message. */
const countOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const withId = (id: number | undefined) => (id === undefined ? {} : { id });

const wireOf = (version: number) => (values: OptionsValues) => ({
  version,
  sizes: values.sizes.map((size) => ({
    ...withId(size.savedId),
    name: size.name,
    priceKopecks: kopecksOf(size.price),
    isDefault: size.isDefault,
  })),
  groups: values.groups.map((group) => ({
    ...withId(group.savedId),
    name: group.name,
    minAmount: countOf(group.min),
    maxAmount: countOf(group.max),
    required: group.required,
    freeOfChargeAmount: countOf(group.free),
    options: group.options.map((option) => ({
      ...withId(option.savedId),
      name: option.name,
      priceKopecks: kopecksOf(option.price),
      minAmount: option.minAmount,
      maxAmount: countOf(option.max),
      defaultAmount: countOf(option.defaultAmount),
      freeOfChargeAmount: option.freeOfChargeAmount,
    })),
  })),
});

/** The wire's field names in a row as the form's. */
const rowFields: Record<string, string> = {
  priceKopecks: 'price',
  minAmount: 'min',
  maxAmount: 'max',
  freeOfChargeAmount: 'free',
};
/** An option's: its minimum and free portions are not edited here, so its maximum says why. */
const optionFields: Record<string, string> = {
  priceKopecks: 'price',
  minAmount: 'max',
  maxAmount: 'max',
  freeOfChargeAmount: 'max',
};

/**
 * A message's field by the wire's path ('sizes.0.priceKopecks' on 'sizes.0.price'); a list's
 * own ('sizes', 'groups.0.options') on its root; an id (not this dish's) on none: the section's.
 */
function fieldOf(_root: string, path: readonly PropertyKey[]): string | undefined {
  const parts = path.map(String);
  const last = parts[parts.length - 1];
  if (last === 'id') return undefined;
  if (parts.length === 1 || last === 'options') return [...parts, 'root'].join('.');
  // A row as a whole: its list's message.
  if (last === undefined || /^\d+$/.test(last)) return [...parts.slice(0, -1), 'root'].join('.');
  const names = parts.length === 5 ? optionFields : rowFields;
  return [...parts.slice(0, -1), names[last] ?? last].join('.');
}

interface DishOptionsProps {
  venueId: number;
  dish: EditorDish;
  locked: boolean;
  /** saved: the dish with its new version (and, with sizes, its new price) */
  onChanged: (dish: EditorDish) => void;
  /** read or saved: whether the dish has sizes (then its price is its default size's) */
  onSized?: (sized: boolean) => void;
}

/** Loads the dish's options, then the form; only a venue's dish has them. */
export function DishOptions({ venueId, dish, locked, onChanged, onSized }: DishOptionsProps) {
  const titleId = useId();
  const loaded = useDishOptionsQuery({ venueId, id: dish.id }, { refetchOnMountOrArgChange: true });
  const sizesRead = loaded.data?.sizes.length;
  useEffect(() => {
    if (sizesRead !== undefined) onSized?.(sizesRead > 0);
  }, [sizesRead, onSized]);
  let body: ReactNode;
  if (loaded.data)
    body = (
      <OptionsForm
        venueId={venueId}
        dish={dish}
        saved={loaded.data}
        locked={locked}
        onChanged={(changed, sized) => {
          onChanged(changed);
          onSized?.(sized);
        }}
        titleId={titleId}
      />
    );
  else if (loaded.isError)
    body = (
      <p className={staffStyles.error} role="alert">
        {menuErrorText(loaded.error)}
      </p>
    );
  else body = <p className={staffStyles.muted}>Загружаем…</p>;
  return (
    <section className={styles.photo} aria-labelledby={titleId} aria-busy={loaded.isFetching}>
      <h3 id={titleId} className={styles.photoTitle}>
        {OPTIONS_TITLE}
      </h3>
      {body}
    </section>
  );
}

interface OptionsFormProps extends Omit<DishOptionsProps, 'onChanged' | 'onSized'> {
  saved: DishOptionsResponse;
  titleId: string;
  onChanged: (dish: EditorDish, sized: boolean) => void;
}

/** The control ids of one options form: `id(row key, field)`. */
type IdOf = (...parts: (string | number)[]) => string;

interface PartProps {
  disabled: boolean;
  id: IdOf;
}

function OptionsForm({ venueId, dish, saved, locked, onChanged, titleId }: OptionsFormProps) {
  const prefix = useId();
  const introRef = useRef<HTMLParagraphElement>(null);
  const form = useKitForm<OptionsValues>(
    () => valuesOf(saved),
    contractResolver(() => dishOptionsUpdateSchema, wireOf(dish.version), fieldOf),
    { focusFirstError: false },
  );
  const [formError, setFormError] = useState<string | null>(null);
  /** after a conflict: the member's own list, until they put it back or save */
  const [mine, setMine] = useState<OptionsValues | null>(null);
  const [status, setStatus] = useState('');
  const [save, saving] = useSaveDishOptionsMutation();
  const busy = saving.isLoading;
  useEditsClear(form, () => setStatus(''));

  // Once the messages are drawn: the first wrong field (in the page's order) takes the focus.
  const focusPending = useRef(false);
  const focusFirstError = () => {
    focusPending.current = true;
  };
  useEffect(() => {
    if (!focusPending.current) return;
    const wrong = introRef.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!wrong) return;
    focusPending.current = false;
    wrong.focus();
  });

  const onValid = async (values: OptionsValues) => {
    try {
      const body = dishOptionsUpdateSchema.parse(wireOf(dish.version)(values));
      const result = await save({ venueId, id: dish.id, body }).unwrap();
      form.reset(valuesOf(result));
      setMine(null);
      onChanged(result.dish, result.sizes.length > 0);
      setStatus(OPTIONS_SAVED);
    } catch (failure) {
      const current = dishOptionsResponseSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        // Another manager saved the dish first: their options on screen, the member's kept.
        setMine(mineOver(values, current.data));
        form.reset(valuesOf(current.data));
        onChanged(current.data.dish, current.data.sizes.length > 0);
        setFormError(CONFLICT_TEXT);
        return;
      }
      const found = Object.entries(errorFieldPaths(failure));
      // An id the dish no longer has is no field's: the whole section's.
      const idError = found.find(([path]) => path.endsWith('.id'));
      for (const [path, message] of found) {
        const field = fieldOf('', path.split('.'));
        if (field) form.setError(field as 'sizes', { type: 'server', message });
      }
      setFormError(idError ? idError[1] : menuErrorText(failure));
      if (found.length > 0) focusFirstError();
    }
  };

  const id = (...parts: (string | number)[]) => `${prefix}-${parts.join('-')}`;

  return (
    <Form
      form={form}
      className={staffStyles.form}
      labelledBy={titleId}
      locked={locked || busy}
      onSubmitStart={() => {
        focusPending.current = false;
        setFormError(null);
        setStatus('');
      }}
      onValid={onValid}
      onInvalid={focusFirstError}
    >
      <p ref={introRef} className={staffStyles.muted}>
        С размерами цена блюда в меню — цена размера по умолчанию. Сохраняется этой кнопкой,
        отдельно от полей блюда.
      </p>
      <SizesPart disabled={locked} id={id} />
      <GroupsPart disabled={locked} id={id} />
      <p className={staffStyles.error} role="alert">
        {formError}
      </p>
      {mine && (
        <button
          type="button"
          className={staffStyles.secondaryButton}
          disabled={locked || busy}
          onClick={() => {
            // Their list again, dirty, to be saved over the version now loaded.
            form.reset(mine, { keepDefaultValues: true });
            setMine(null);
            setFormError(null);
          }}
        >
          {RESTORE_MINE}
        </button>
      )}
      <div className={staffStyles.actions}>
        <button type="submit" className={staffStyles.primaryButton} disabled={locked || busy}>
          {SAVE_OPTIONS}
        </button>
      </div>
      <p className={styles.photoStatus} role="status">
        {busy ? 'Сохраняем…' : status}
      </p>
    </Form>
  );
}

/**
 * An edit takes the last answer away, and the message it answers: a group made required, its
 * minimum's; another size made the default, the sizes'.
 */
function useEditsClear(form: ReturnType<typeof useKitForm<OptionsValues>>, onEdit: () => void) {
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      onEditRef.current();
      const group = name?.match(/^groups\.(\d+)\.required$/);
      if (group) form.clearErrors(`groups.${Number(group[1])}.min`);
    });
    return () => watching.unsubscribe();
  }, [form]);
}

function SizesPart({ disabled, id }: PartProps) {
  const { control, clearErrors, formState } = useFormContext<OptionsValues>();
  const sizes = useFieldArray({ control, name: 'sizes', keyName: 'key' });
  const listError = formState.errors.sizes?.root?.message;
  return (
    <fieldset className={ownStyles.part}>
      <legend className={styles.legend}>Размеры</legend>
      {sizes.fields.length === 0 && <p className={staffStyles.muted}>Один размер: без выбора.</p>}
      {sizes.fields.map((size, index) => (
        <SizeRowFields
          key={size.key}
          index={index}
          rowId={(field) => id(size.key, field)}
          radioName={id('default-size')}
          errorId={listError ? `${id('sizes')}-error` : undefined}
          disabled={disabled}
          onRemove={() => {
            // A row removed moves the others' places: their old messages no longer fit.
            clearErrors();
            sizes.remove(index);
          }}
        />
      ))}
      <PartError id={id('sizes')} message={listError} />
      <AddButton
        label="Добавить размер"
        disabled={disabled || sizes.fields.length >= MAX_DISH_SIZES}
        onClick={() => {
          clearErrors();
          sizes.append(newSize(sizes.fields.length === 0));
        }}
      />
    </fieldset>
  );
}

function SizeRowFields({
  index,
  rowId,
  radioName,
  errorId,
  disabled,
  onRemove,
}: {
  index: number;
  rowId: (field: string) => string;
  radioName: string;
  /** the sizes' message (one default), if there is one */
  errorId: string | undefined;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { getValues, setValue, clearErrors } = useFormContext<OptionsValues>();
  const name = useWatch<OptionsValues, `sizes.${number}.name`>({ name: `sizes.${index}.name` });
  const isDefault = useWatch<OptionsValues, `sizes.${number}.isDefault`>({
    name: `sizes.${index}.isDefault`,
  });
  const makeDefault = () => {
    getValues('sizes').forEach((_, at) => {
      setValue(`sizes.${at}.isDefault`, at === index, { shouldDirty: true });
    });
    // The sizes' own message (one default), typed as react-hook-form names a list's.
    clearErrors('sizes.root' as 'sizes');
  };
  return (
    <fieldset className={ownStyles.row}>
      <legend className="visually-hidden">
        Размер {index + 1}
        {name ? `: ${name}` : ''}
      </legend>
      <TextField
        name={`sizes.${index}.name`}
        id={rowId('name')}
        label="Название размера"
        disabled={disabled}
      />
      <TextField
        name={`sizes.${index}.price`}
        id={rowId('price')}
        label="Цена, ₽"
        inputMode="decimal"
        disabled={disabled}
      />
      <label className={`${staffStyles.check} ${ownStyles.inline}`}>
        <input
          type="radio"
          name={radioName}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          checked={isDefault}
          disabled={disabled}
          onChange={makeDefault}
        />
        По умолчанию
      </label>
      <RemoveButton
        label={`Удалить размер «${name || index + 1}»`}
        disabled={disabled}
        onClick={onRemove}
      />
    </fieldset>
  );
}

function GroupsPart({ disabled, id }: PartProps) {
  const { control, clearErrors, formState } = useFormContext<OptionsValues>();
  const groups = useFieldArray({ control, name: 'groups', keyName: 'key' });
  return (
    <fieldset className={ownStyles.part}>
      <legend className={styles.legend}>Группы добавок</legend>
      {groups.fields.map((group, groupIndex) => (
        <GroupPart
          key={group.key}
          groupKey={group.key}
          groupIndex={groupIndex}
          disabled={disabled}
          id={id}
          onRemove={() => {
            clearErrors();
            groups.remove(groupIndex);
          }}
        />
      ))}
      <PartError id={id('groups')} message={formState.errors.groups?.root?.message} />
      <AddButton
        label="Добавить группу добавок"
        disabled={disabled || groups.fields.length >= MAX_DISH_GROUPS}
        onClick={() => {
          clearErrors();
          groups.append(newGroup());
        }}
      />
    </fieldset>
  );
}

function GroupPart({
  groupKey,
  groupIndex,
  disabled,
  id,
  onRemove,
}: PartProps & { groupKey: string; groupIndex: number; onRemove: () => void }) {
  const { control, clearErrors, formState } = useFormContext<OptionsValues>();
  const options = useFieldArray({ control, name: `groups.${groupIndex}.options`, keyName: 'key' });
  const name = useWatch<OptionsValues, `groups.${number}.name`>({
    name: `groups.${groupIndex}.name`,
  });
  const groupName = name || `группа ${groupIndex + 1}`;
  const at = `groups.${groupIndex}` as const;
  return (
    <fieldset className={ownStyles.group}>
      <legend className={ownStyles.groupLegend}>
        Группа {groupIndex + 1}
        {name ? `: ${name}` : ''}
      </legend>
      <div className={ownStyles.row}>
        <TextField
          name={`${at}.name`}
          id={id(groupKey, 'name')}
          label="Название группы"
          disabled={disabled}
        />
        <CheckField
          name={`${at}.required`}
          label="Обязательная"
          className={ownStyles.inline}
          disabled={disabled}
        />
      </div>
      <div className={ownStyles.row}>
        <CountField name={`${at}.min`} id={id(groupKey, 'min')} label="Минимум" {...{ disabled }} />
        <CountField
          name={`${at}.max`}
          id={id(groupKey, 'max')}
          label="Максимум"
          {...{ disabled }}
        />
        <CountField
          name={`${at}.free`}
          id={id(groupKey, 'free')}
          label="Бесплатно, шт"
          disabled={disabled}
        />
      </div>
      {options.fields.map((option, index) => (
        <OptionRowFields
          key={option.key}
          at={`${at}.options.${index}`}
          index={index}
          groupName={groupName}
          rowId={(field) => id(option.key, field)}
          disabled={disabled}
          onRemove={() => {
            clearErrors();
            options.remove(index);
          }}
        />
      ))}
      <PartError
        id={id(groupKey, 'options')}
        message={formState.errors.groups?.[groupIndex]?.options?.root?.message}
      />
      <div className={staffStyles.actions}>
        <AddButton
          label={`Добавить вариант в «${groupName}»`}
          disabled={disabled || options.fields.length >= MAX_GROUP_OPTIONS}
          onClick={() => {
            clearErrors();
            options.append(newOption());
          }}
        />
        <RemoveButton
          label={`Удалить группу «${groupName}»`}
          text="Удалить группу"
          disabled={disabled}
          onClick={onRemove}
        />
      </div>
    </fieldset>
  );
}

function OptionRowFields({
  at,
  index,
  groupName,
  rowId,
  disabled,
  onRemove,
}: {
  at: `groups.${number}.options.${number}`;
  index: number;
  groupName: string;
  rowId: (field: string) => string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const name = useWatch<OptionsValues, `groups.${number}.options.${number}.name`>({
    name: `${at}.name`,
  });
  return (
    <fieldset className={`${ownStyles.row} ${ownStyles.option}`}>
      <legend className="visually-hidden">
        {`${groupName}, вариант ${index + 1}`}
        {name ? `: ${name}` : ''}
      </legend>
      <TextField name={`${at}.name`} id={rowId('name')} label="Вариант" disabled={disabled} />
      <TextField
        name={`${at}.price`}
        id={rowId('price')}
        label="Цена, ₽"
        inputMode="decimal"
        className={ownStyles.narrow}
        disabled={disabled}
      />
      <CountField name={`${at}.max`} id={rowId('max')} label="Не больше, шт" disabled={disabled} />
      <CountField
        name={`${at}.defaultAmount`}
        id={rowId('default')}
        label="Сразу, шт"
        disabled={disabled}
      />
      <RemoveButton
        label={`Удалить вариант «${name || index + 1}» из «${groupName}»`}
        disabled={disabled}
        onClick={onRemove}
      />
    </fieldset>
  );
}

/** A narrow field of a whole number. */
function CountField(props: { name: string; id: string; label: string; disabled: boolean }) {
  return <TextField {...props} inputMode="numeric" className={ownStyles.narrow} />;
}

/** A message about a list as a whole (one default size, a group without options). */
function PartError({ id, message }: { id: string; message: string | undefined }) {
  return <FieldError id={id} message={message} role="alert" />;
}
function AddButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${staffStyles.secondaryButton} ${staffStyles.smallButton} ${ownStyles.add}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function RemoveButton({
  label,
  text = 'Удалить',
  disabled,
  onClick,
}: {
  label: string;
  text?: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${staffStyles.secondaryButton} ${staffStyles.smallButton} ${ownStyles.inline}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
