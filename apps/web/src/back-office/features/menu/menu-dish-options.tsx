/**
 * «Размеры и добавки» in a saved dish's dialog (decision 054): the dish's sizes (name, price in
 * roubles, the default one) and modifier groups (name, required, minimum, maximum, free portions)
 * with their options (name, price, maximum, default portions), saved together by their own button
 * with the dish's version, apart from the form's 'Сохранить' — as the photo is.
 *
 * A saved row keeps its id (baskets and orders name it); a new row has none until saved. The
 * contract's schema checks the rows before sending; its messages stand under the fields.
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
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorType } from '../../../lib/api';
import { FieldError, FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { conflictCurrent } from '../../app/staff-errors';
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
  key: string;
  id?: number;
  name: string;
  price: string;
  isDefault: boolean;
}
interface OptionRow {
  key: string;
  id?: number;
  name: string;
  price: string;
  max: string;
  defaultAmount: string;
  /** not edited here (iiko's finer limits): kept as they were */
  minAmount: number;
  freeOfChargeAmount: number;
}
interface GroupRow {
  key: string;
  id?: number;
  name: string;
  required: boolean;
  min: string;
  max: string;
  free: string;
  options: OptionRow[];
}
interface Draft {
  sizes: SizeRow[];
  groups: GroupRow[];
}

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `row${lastKey}`;
};

function draftOf(saved: DishOptionsResponse): Draft {
  return {
    sizes: saved.sizes.map((size) => ({
      key: newKey(),
      id: size.id,
      name: size.name,
      price: roublesText(size.priceKopecks),
      isDefault: size.isDefault,
    })),
    groups: saved.groups.map((group) => ({
      key: newKey(),
      id: group.id,
      name: group.name,
      required: group.required,
      min: String(group.minAmount),
      max: String(group.maxAmount),
      free: String(group.freeOfChargeAmount),
      options: group.options.map((option) => ({
        key: newKey(),
        id: option.id,
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

/** '3' → 3; anything else NaN, which the schema refuses with its message. */
const countOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const withId = (id: number | undefined) => (id === undefined ? {} : { id });

function wireOf(draft: Draft, version: number) {
  return {
    version,
    sizes: draft.sizes.map((size) => ({
      ...withId(size.id),
      name: size.name,
      priceKopecks: kopecksOf(size.price),
      isDefault: size.isDefault,
    })),
    groups: draft.groups.map((group) => ({
      ...withId(group.id),
      name: group.name,
      minAmount: countOf(group.min),
      maxAmount: countOf(group.max),
      required: group.required,
      freeOfChargeAmount: countOf(group.free),
      options: group.options.map((option) => ({
        ...withId(option.id),
        name: option.name,
        priceKopecks: kopecksOf(option.price),
        minAmount: option.minAmount,
        maxAmount: countOf(option.max),
        defaultAmount: countOf(option.defaultAmount),
        freeOfChargeAmount: option.freeOfChargeAmount,
      })),
    })),
  };
}

/** Messages by the wire's path ('sizes.0.name', 'groups'), the first for each. */
type Errors = Record<string, string>;

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** A 400 answer's fields as they came ('groups.0.options.1.id'), not cut to their first part. */
function serverErrors(failure: unknown): Errors {
  if (errorType(failure) !== 'validation') return {};
  const fields = (failure as { data?: { fields?: unknown } }).data?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
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

/** The options' rows as typed, the messages by the wire's path, and the edits that clear them. */
function useOptionsDraft(saved: DishOptionsResponse) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');

  const edit = (change: (draft: Draft) => Draft, path?: string) => {
    setDraft(change);
    setStatus('');
    // A row added or removed moves the others' places: its old messages no longer fit.
    setErrors((now) => {
      if (path === undefined) return {};
      if (now[path] === undefined) return now;
      const rest = { ...now };
      delete rest[path];
      return rest;
    });
  };
  const setSize = (index: number, change: Partial<SizeRow>, field?: string) =>
    edit(
      (now) => ({
        ...now,
        sizes: now.sizes.map((size, at) =>
          at === index
            ? { ...size, ...change }
            : change.isDefault
              ? { ...size, isDefault: false }
              : size,
        ),
      }),
      field === undefined ? 'sizes' : `sizes.${index}.${field}`,
    );
  const setGroup = (index: number, change: Partial<GroupRow>, field: string) =>
    edit(
      (now) => ({
        ...now,
        groups: now.groups.map((group, at) => (at === index ? { ...group, ...change } : group)),
      }),
      `groups.${index}.${field}`,
    );
  const setOption = (
    groupIndex: number,
    index: number,
    change: Partial<OptionRow>,
    field: string,
  ) =>
    edit(
      (now) => ({
        ...now,
        groups: now.groups.map((group, at) =>
          at === groupIndex
            ? {
                ...group,
                options: group.options.map((option, optionAt) =>
                  optionAt === index ? { ...option, ...change } : option,
                ),
              }
            : group,
        ),
      }),
      `groups.${groupIndex}.options.${index}.${field}`,
    );

  return {
    draft,
    setDraft,
    errors,
    setErrors,
    status,
    setStatus,
    edit,
    setSize,
    setGroup,
    setOption,
  };
}

type OptionsDraft = ReturnType<typeof useOptionsDraft>;

/** The control ids of one options form: `id(row key, field)`. */
type IdOf = (...parts: (string | number)[]) => string;

interface PartProps {
  draft: OptionsDraft;
  disabled: boolean;
  id: IdOf;
}

function OptionsForm({ venueId, dish, saved, locked, onChanged, titleId }: OptionsFormProps) {
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const options = useOptionsDraft(saved);
  const { draft, setDraft, setErrors, status, setStatus } = options;
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useSaveDishOptionsMutation();
  const busy = saving.isLoading;

  const showErrors = (found: Errors) => {
    setErrors(found);
    // An id the dish no longer has is no field's: the whole section's.
    const idError = Object.entries(found).find(([path]) => path.endsWith('.id'));
    setFormError(idError ? idError[1] : null);
    // After the messages are drawn: the first wrong field takes the focus.
    setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || busy) return;
    setFormError(null);
    setStatus('');
    const checked = dishOptionsUpdateSchema.safeParse(wireOf(draft, dish.version));
    if (!checked.success) return showErrors(errorsOf(checked.error.issues));
    setErrors({});
    try {
      const result = await save({ venueId, id: dish.id, body: checked.data }).unwrap();
      setDraft(draftOf(result));
      onChanged(result.dish, result.sizes.length > 0);
      setStatus(OPTIONS_SAVED);
    } catch (failure) {
      const current = dishOptionsResponseSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        // Another manager saved the dish first: their options on screen, to change again.
        setDraft(draftOf(current.data));
        onChanged(current.data.dish, current.data.sizes.length > 0);
        setFormError(CONFLICT_TEXT);
        return;
      }
      const found = serverErrors(failure);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        if (Object.keys(found).every((path) => !path.endsWith('.id')))
          setFormError(menuErrorText(failure));
        return;
      }
      setFormError(menuErrorText(failure));
    }
  };

  const id = (...parts: (string | number)[]) => `${prefix}-${parts.join('-')}`;
  const disabled = locked;

  return (
    <form
      ref={formRef}
      className={staffStyles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className={staffStyles.muted}>
        С размерами цена блюда в меню — цена размера по умолчанию. Сохраняется этой кнопкой,
        отдельно от полей блюда.
      </p>

      <SizesPart draft={options} disabled={disabled} id={id} />

      <GroupsPart draft={options} disabled={disabled} id={id} />

      <p className={staffStyles.error} role="alert">
        {formError}
      </p>
      <div className={staffStyles.actions}>
        <button type="submit" className={staffStyles.primaryButton} disabled={locked || busy}>
          {SAVE_OPTIONS}
        </button>
      </div>
      <p className={styles.photoStatus} role="status">
        {busy ? 'Сохраняем…' : status}
      </p>
    </form>
  );
}

function SizesPart({ draft: { draft, errors, edit, setSize }, disabled, id }: PartProps) {
  return (
    <fieldset className={ownStyles.part}>
      <legend className={styles.legend}>Размеры</legend>
      {draft.sizes.length === 0 && <p className={staffStyles.muted}>Один размер: без выбора.</p>}
      {draft.sizes.map((size, index) => (
        <fieldset key={size.key} className={ownStyles.row}>
          <legend className="visually-hidden">
            Размер {index + 1}
            {size.name ? `: ${size.name}` : ''}
          </legend>
          <Cell
            id={id(size.key, 'name')}
            label="Название размера"
            value={size.name}
            error={errors[`sizes.${index}.name`]}
            disabled={disabled}
            onChange={(name) => setSize(index, { name }, 'name')}
          />
          <Cell
            id={id(size.key, 'price')}
            label="Цена, ₽"
            value={size.price}
            error={errors[`sizes.${index}.priceKopecks`]}
            disabled={disabled}
            inputMode="decimal"
            onChange={(price) => setSize(index, { price }, 'priceKopecks')}
          />
          <label className={`${staffStyles.check} ${ownStyles.inline}`}>
            <input
              type="radio"
              name={id('default-size')}
              aria-invalid={errors.sizes ? true : undefined}
              aria-describedby={errors.sizes ? `${id('sizes')}-error` : undefined}
              checked={size.isDefault}
              disabled={disabled}
              onChange={() => setSize(index, { isDefault: true })}
            />
            По умолчанию
          </label>
          <RemoveButton
            label={`Удалить размер «${size.name || index + 1}»`}
            disabled={disabled}
            onClick={() =>
              edit((now) => ({ ...now, sizes: now.sizes.filter((_, at) => at !== index) }))
            }
          />
        </fieldset>
      ))}
      <PartError id={id('sizes')} message={errors.sizes} />
      <AddButton
        label="Добавить размер"
        disabled={disabled || draft.sizes.length >= MAX_DISH_SIZES}
        onClick={() =>
          edit((now) => ({
            ...now,
            sizes: [
              ...now.sizes,
              { key: newKey(), name: '', price: '', isDefault: now.sizes.length === 0 },
            ],
          }))
        }
      />
    </fieldset>
  );
}

function GroupsPart({ draft: options, disabled, id }: PartProps) {
  const { draft, errors, edit } = options;
  return (
    <fieldset className={ownStyles.part}>
      <legend className={styles.legend}>Группы добавок</legend>
      {draft.groups.map((group, groupIndex) => (
        <GroupPart
          key={group.key}
          draft={options}
          group={group}
          groupIndex={groupIndex}
          disabled={disabled}
          id={id}
        />
      ))}
      <PartError id={id('groups')} message={errors.groups} />
      <AddButton
        label="Добавить группу добавок"
        disabled={disabled || draft.groups.length >= MAX_DISH_GROUPS}
        onClick={() =>
          edit((now) => ({
            ...now,
            groups: [
              ...now.groups,
              {
                key: newKey(),
                name: '',
                required: false,
                min: '0',
                max: '1',
                free: '0',
                options: [
                  {
                    key: newKey(),
                    name: '',
                    price: '0',
                    max: '1',
                    defaultAmount: '0',
                    minAmount: 0,
                    freeOfChargeAmount: 0,
                  },
                ],
              },
            ],
          }))
        }
      />
    </fieldset>
  );
}

function GroupPart({
  draft: { errors, edit, setGroup, setOption },
  group,
  groupIndex,
  disabled,
  id,
}: PartProps & { group: GroupRow; groupIndex: number }) {
  const groupName = group.name || `группа ${groupIndex + 1}`;
  const at = (field: string) => errors[`groups.${groupIndex}.${field}`];
  return (
    <fieldset key={group.key} className={ownStyles.group}>
      <legend className={ownStyles.groupLegend}>
        Группа {groupIndex + 1}
        {group.name ? `: ${group.name}` : ''}
      </legend>
      <div className={ownStyles.row}>
        <Cell
          id={id(group.key, 'name')}
          label="Название группы"
          value={group.name}
          error={at('name')}
          disabled={disabled}
          onChange={(name) => setGroup(groupIndex, { name }, 'name')}
        />
        <label className={`${staffStyles.check} ${ownStyles.inline}`}>
          <input
            type="checkbox"
            checked={group.required}
            disabled={disabled}
            onChange={(event) =>
              setGroup(groupIndex, { required: event.target.checked }, 'minAmount')
            }
          />
          Обязательная
        </label>
      </div>
      <div className={ownStyles.row}>
        <Cell
          id={id(group.key, 'min')}
          label="Минимум"
          value={group.min}
          error={at('minAmount')}
          disabled={disabled}
          inputMode="numeric"
          narrow
          onChange={(min) => setGroup(groupIndex, { min }, 'minAmount')}
        />
        <Cell
          id={id(group.key, 'max')}
          label="Максимум"
          value={group.max}
          error={at('maxAmount')}
          disabled={disabled}
          inputMode="numeric"
          narrow
          onChange={(max) => setGroup(groupIndex, { max }, 'maxAmount')}
        />
        <Cell
          id={id(group.key, 'free')}
          label="Бесплатно, шт"
          value={group.free}
          error={at('freeOfChargeAmount')}
          disabled={disabled}
          inputMode="numeric"
          narrow
          onChange={(free) => setGroup(groupIndex, { free }, 'freeOfChargeAmount')}
        />
      </div>
      {group.options.map((option, index) => {
        const optionAt = (field: string) =>
          errors[`groups.${groupIndex}.options.${index}.${field}`];
        return (
          <fieldset key={option.key} className={`${ownStyles.row} ${ownStyles.option}`}>
            <legend className="visually-hidden">
              {`${groupName}, вариант ${index + 1}`}
              {option.name ? `: ${option.name}` : ''}
            </legend>
            <Cell
              id={id(option.key, 'name')}
              label="Вариант"
              value={option.name}
              error={optionAt('name')}
              disabled={disabled}
              onChange={(name) => setOption(groupIndex, index, { name }, 'name')}
            />
            <Cell
              id={id(option.key, 'price')}
              label="Цена, ₽"
              value={option.price}
              error={optionAt('priceKopecks')}
              disabled={disabled}
              inputMode="decimal"
              narrow
              onChange={(price) => setOption(groupIndex, index, { price }, 'priceKopecks')}
            />
            <Cell
              id={id(option.key, 'max')}
              label="Не больше, шт"
              value={option.max}
              error={
                optionAt('maxAmount') ?? optionAt('minAmount') ?? optionAt('freeOfChargeAmount')
              }
              disabled={disabled}
              inputMode="numeric"
              narrow
              onChange={(max) => setOption(groupIndex, index, { max }, 'maxAmount')}
            />
            <Cell
              id={id(option.key, 'default')}
              label="Сразу, шт"
              value={option.defaultAmount}
              error={optionAt('defaultAmount')}
              disabled={disabled}
              inputMode="numeric"
              narrow
              onChange={(defaultAmount) =>
                setOption(groupIndex, index, { defaultAmount }, 'defaultAmount')
              }
            />
            <RemoveButton
              label={`Удалить вариант «${option.name || index + 1}» из «${groupName}»`}
              disabled={disabled}
              onClick={() =>
                edit((now) => ({
                  ...now,
                  groups: now.groups.map((each, eachAt) =>
                    eachAt === groupIndex
                      ? { ...each, options: each.options.filter((_, o) => o !== index) }
                      : each,
                  ),
                }))
              }
            />
          </fieldset>
        );
      })}
      <PartError id={id(group.key, 'options')} message={at('options')} />
      <div className={staffStyles.actions}>
        <AddButton
          label={`Добавить вариант в «${groupName}»`}
          disabled={disabled || group.options.length >= MAX_GROUP_OPTIONS}
          onClick={() =>
            edit((now) => ({
              ...now,
              groups: now.groups.map((each, eachAt) =>
                eachAt === groupIndex
                  ? {
                      ...each,
                      options: [
                        ...each.options,
                        {
                          key: newKey(),
                          name: '',
                          price: '0',
                          max: '1',
                          defaultAmount: '0',
                          minAmount: 0,
                          freeOfChargeAmount: 0,
                        },
                      ],
                    }
                  : each,
              ),
            }))
          }
        />
        <RemoveButton
          label={`Удалить группу «${groupName}»`}
          text="Удалить группу"
          disabled={disabled}
          onClick={() =>
            edit((now) => ({
              ...now,
              groups: now.groups.filter((_, eachAt) => eachAt !== groupIndex),
            }))
          }
        />
      </div>
    </fieldset>
  );
}

function Cell({
  id,
  label,
  value,
  error,
  disabled,
  inputMode,
  narrow = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  inputMode?: 'decimal' | 'numeric';
  narrow?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} className={narrow ? ownStyles.narrow : ''}>
      <input
        {...fieldAria(id, error)}
        className={inputClassName}
        autoComplete="off"
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
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
