/**
 * One or several of a long list, grouped (a menu's dishes by venue and category): checkboxes, or
 * radio buttons for one, under a legend, with a search box over the options' names when the list
 * is long. The chosen ones always show, whatever is searched. A field of the form kit: its value is
 * the chosen values (a list, or one value for `multiple={false}`), its error and conflict note are
 * the kit's.
 */
import { useId, useState } from 'react';
import { FieldError, inputClassName } from '../form-field';
import { controlAria, MineNote, useKitField } from './form';
import styles from './form.module.css';

export interface ChoiceGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

interface ChoiceListFieldProps {
  name: string;
  legend: string;
  groups: readonly ChoiceGroup[];
  /** checkboxes (a list of values); false: radio buttons (one value, '' for none) */
  multiple: boolean;
  /** the search box's label; none: no search box */
  searchLabel?: string;
  hint?: string;
  disabled?: boolean;
}

export function ChoiceListField({
  name,
  legend,
  groups,
  multiple,
  searchLabel,
  hint,
  disabled = false,
}: ChoiceListFieldProps) {
  const kit = useKitField(name, undefined);
  const { field, id, error, change, mine } = kit;
  const searchId = useId();
  const [search, setSearch] = useState('');
  const chosen: string[] = multiple
    ? ((field.value as string[] | undefined) ?? [])
    : field.value
      ? [String(field.value)]
      : [];
  const labelOf = (value: string) =>
    groups.flatMap((group) => group.options).find((option) => option.value === value)?.label ??
    value;
  const wanted = search.trim().toLocaleLowerCase('ru');
  const shown = groups
    .map((group) => ({
      ...group,
      options: group.options.filter(
        (option) =>
          wanted === '' ||
          chosen.includes(option.value) ||
          option.label.toLocaleLowerCase('ru').includes(wanted),
      ),
    }))
    .filter((group) => group.options.length > 0);
  const toggle = (value: string, on: boolean) => {
    if (!multiple) change(on ? value : '');
    else change(on ? [...chosen, value] : chosen.filter((one) => one !== value));
  };
  const aria = controlAria(id, error, false, hint !== undefined, mine);
  const hintId = `${id}-hint`;

  return (
    <fieldset className={styles.choices} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.choicesHint}>
          {hint}
        </p>
      )}
      {searchLabel && (
        <div className={styles.choicesSearch}>
          <label htmlFor={searchId}>{searchLabel}</label>
          <input
            id={searchId}
            ref={field.ref}
            className={inputClassName}
            type="search"
            value={search}
            disabled={disabled}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      <p className={styles.choicesCount} aria-live="polite">
        {chosen.length === 0 ? 'Ничего не выбрано' : `Выбрано: ${chosen.map(labelOf).join(', ')}`}
      </p>
      {shown.map((group) => (
        <fieldset key={group.label} className={styles.choiceGroup}>
          <legend className={styles.choiceGroupName}>{group.label}</legend>
          <div className={styles.choiceOptions}>
            {group.options.map((option, index) => (
              <label key={option.value} className={styles.check}>
                <input
                  ref={!searchLabel && index === 0 ? field.ref : undefined}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? undefined : id}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={field.onBlur}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {wanted !== '' && shown.length === 0 && (
        <p className={styles.choicesHint}>Ничего не нашлось</p>
      )}
      <FieldError id={id} message={error} />
      <MineNote
        kit={kit}
        label={legend}
        disabled={disabled}
        show={(typed) =>
          (Array.isArray(typed) ? typed : typed ? [String(typed)] : []).map(labelOf).join(', ')
        }
      />
    </fieldset>
  );
}
