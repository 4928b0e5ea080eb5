/**
 * The group's special menus (shared by the venues): name, address /specials/{url}, whether it is
 * on, its dates; each edited in a dialog. Their categories and dishes are edited with the venue's.
 */
import {
  type EditorSpecial,
  editorSpecialSchema,
  specialCreateSchema,
  specialUpdateSchema,
} from '@storefront/contract/staff-menu';
import { useState } from 'react';
import { errorType } from '../../../lib/api';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, showFieldErrors, TextField, useKitForm } from '../../../ui/form/form';
import { useKeepMine } from '../../../ui/form/use-keep-mine';
import { conflictCurrent, serverFieldErrors } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import styles from './menu.module.css';
import { useCreateSpecialMutation, useUpdateSpecialMutation } from './menu-api';
import { CONFLICT_TEXT, EditorDialog, menuErrorText } from './menu-form-kit';

export const SPECIALS_TITLE = 'Спецпредложения';
export const ADD_SPECIAL = 'Добавить спецпредложение';
/** Why a manager sees the special menus read-only: they are every venue's (the server: 403). */
export const SPECIALS_FOR_ADMINS =
  'Спецпредложения общие для всех заведений: добавляет, меняет и выключает их администратор. Их категории и блюда вашего заведения — в меню заведения выше.';

export const specialPath = (special: Pick<EditorSpecial, 'url'>) => `/specials/${special.url}`;

/** '1 декабря 2026' from 'YYYY-MM-DD', read as a calendar date (no time zone moves it). */
export function dateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

export function specialDates({ startsOn, endsOn }: Pick<EditorSpecial, 'startsOn' | 'endsOn'>) {
  if (startsOn === null && endsOn === null) return 'Без срока';
  if (endsOn === null) return `С ${dateText(startsOn ?? '')}`;
  if (startsOn === null) return `По ${dateText(endsOn)}`;
  return `${dateText(startsOn)} — ${dateText(endsOn)}`;
}

interface SpecialsListProps {
  specials: readonly EditorSpecial[];
  readOnly: string | null;
  onEdit: (special: EditorSpecial) => void;
  onAdd: () => void;
}

export function SpecialsList({ specials, readOnly, onEdit, onAdd }: SpecialsListProps) {
  return (
    <section className={`${staffStyles.card} ${staffStyles.wide}`} aria-labelledby="menu-specials">
      <h2 id="menu-specials">{SPECIALS_TITLE}</h2>
      <p className={staffStyles.muted}>Общие для всех заведений.</p>
      {/* the POS's reason is the page's notice already; this one is the list's own */}
      {readOnly === SPECIALS_FOR_ADMINS && <p className={staffStyles.muted}>{readOnly}</p>}
      {specials.length === 0 && <p className={staffStyles.muted}>Спецпредложений пока нет.</p>}
      {specials.length > 0 && (
        <ul className={styles.rows}>
          {specials.map((special) => (
            <li key={special.id} className={`${styles.row} ${styles.specialRow}`}>
              <div className={styles.rowMain}>
                <span className={styles.rowName}>{special.name}</span>
                <span className={styles.rowFacts}>
                  <a href={specialPath(special)} target="_blank" rel="noreferrer">
                    {specialPath(special)}
                  </a>
                  <span>{special.active ? 'Включено' : 'Выключено'}</span>
                  <span>{specialDates(special)}</span>
                </span>
              </div>
              <div className={staffStyles.rowActions}>
                <button
                  type="button"
                  className={`${staffStyles.secondaryButton} ${staffStyles.smallButton}`}
                  aria-label={`${readOnly === null ? 'Изменить' : 'Открыть'} «${special.name}»`}
                  onClick={() => onEdit(special)}
                >
                  {readOnly === null ? 'Изменить' : 'Открыть'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={staffStyles.actions}>
        <button
          type="button"
          className={staffStyles.secondaryButton}
          disabled={readOnly !== null}
          onClick={onAdd}
        >
          {ADD_SPECIAL}
        </button>
      </div>
    </section>
  );
}

type SpecialValues = {
  name: string;
  url: string;
  active: boolean;
  startsOn: string;
  endsOn: string;
};

const fieldNames = ['name', 'url', 'active', 'startsOn', 'endsOn'] as const;
const fieldOf = (wireField: string) =>
  fieldNames.find((name): name is (typeof fieldNames)[number] => name === wireField);

const valuesOf = (special: EditorSpecial): SpecialValues => ({
  name: special.name,
  url: special.url,
  active: special.active,
  startsOn: special.startsOn ?? '',
  endsOn: special.endsOn ?? '',
});

const wireOf = (values: SpecialValues) => ({
  name: values.name,
  url: values.url,
  active: values.active,
  startsOn: values.startsOn === '' ? null : values.startsOn,
  endsOn: values.endsOn === '' ? null : values.endsOn,
});

interface SpecialDialogProps {
  venueId: number;
  /** undefined: a new special */
  special?: EditorSpecial;
  readOnly: string | null;
  onClose: () => void;
  onSaved: (special: EditorSpecial, created: boolean) => void;
}

export function SpecialDialog({
  venueId,
  special,
  readOnly,
  onClose,
  onSaved,
}: SpecialDialogProps) {
  const [base, setBase] = useState(special);
  // A saved special's body goes with its place and version.
  const bodyOf = (values: SpecialValues) =>
    base ? { ...wireOf(values), sort: base.sort, version: base.version } : wireOf(values);
  const schemaOf = () => (base ? specialUpdateSchema : specialCreateSchema);
  const form = useKitForm<SpecialValues>(
    () =>
      special ? valuesOf(special) : { name: '', url: '', active: false, startsOn: '', endsOn: '' },
    contractResolver(schemaOf, bodyOf, fieldOf),
  );
  const keepMine = useKeepMine(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [createSpecial, creating] = useCreateSpecialMutation();
  const [updateSpecial, updating] = useUpdateSpecialMutation();
  const locked = readOnly !== null;

  const onValid = async (values: SpecialValues) => {
    const request = base
      ? () =>
          updateSpecial({
            venueId,
            id: base.id,
            body: specialUpdateSchema.parse(bodyOf(values)),
          }).unwrap()
      : () => createSpecial({ venueId, body: specialCreateSchema.parse(bodyOf(values)) }).unwrap();
    try {
      onSaved(await request(), base === undefined);
    } catch (failure) {
      const current = editorSpecialSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        setBase(current.data);
        keepMine.reload(valuesOf(current.data));
        setFormError(CONFLICT_TEXT);
        return;
      }
      const errors = serverFieldErrors(failure, fieldOf);
      // The address is someone else's: said under the field that must change.
      if (errorType(failure) === 'specialUrlTaken') errors.url = menuErrorText(failure);
      else setFormError(menuErrorText(failure));
      showFieldErrors(form, errors);
    }
  };

  return (
    <EditorDialog
      title={base ? `Спецпредложение «${base.name}»` : 'Новое спецпредложение'}
      onClose={onClose}
      readOnly={readOnly}
      form={form}
      keepMine={keepMine}
      onSubmitStart={() => setFormError(null)}
      onValid={onValid}
      busy={creating.isLoading || updating.isLoading}
      formError={formError}
    >
      <TextField name="name" label="Название" required disabled={locked} autoFocus />
      <TextField
        name="url"
        label="Адрес страницы"
        hint="Латинские буквы, цифры и дефисы, например new-year"
        prefix="/specials/"
        required
        disabled={locked}
      />
      <CheckField name="active" label="Включено: показывается гостям" disabled={locked} />
      <div className={styles.fieldRow}>
        <TextField name="startsOn" label="Начало" type="date" disabled={locked} />
        <TextField name="endsOn" label="Окончание" type="date" disabled={locked} />
      </div>
    </EditorDialog>
  );
}
