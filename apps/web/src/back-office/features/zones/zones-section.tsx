import type { StaffProfile } from '@storefront/contract/staff';
import { can, hasVenues } from '@storefront/contract/staff-permissions';
import {
  PAUSE_MESSAGE_MAX,
  POS_ZONE_FIELDS,
  type StaffZone,
  type VenueBusy,
  venueBusyUpdateSchema,
  zoneCreateSchema,
  zonesMessages,
  zoneUpdateSchema,
} from '@storefront/contract/staff-zones';
import { type FormEvent, useId, useState } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, Form, TextField, useKitForm } from '../../../ui/form/form';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../../../ui/form-field';
import { useStaffMeQuery } from '../../app/staff-api';
import { errorFields, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { kopecksOf, roublesText } from '../../ui/typed-numbers';
import {
  useCreateZoneMutation,
  useUpdateBusyMutation,
  useUpdateZoneMutation,
  useVenuesBusyQuery,
  useZonesQuery,
} from './zones-api';
import zoneStyles from './zones-section.module.css';

export const ZONES_TITLE = 'Зоны доставки и загрузка';
export const ZONES_NOT_FOR_OPERATORS =
  'Зоны доставки и загрузку кухни настраивают менеджеры и администраторы: этот раздел не для вашей роли';

/** The page's content: reads the signed-in member the way the staff frame does. */
export function ZonesSection() {
  const { data: me } = useStaffMeQuery();
  return (
    <>
      <h1 className={styles.title}>{ZONES_TITLE}</h1>
      {!me ? (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      ) : !can(me, 'hoursAndZones') ? (
        <p className={styles.error} role="alert">
          {ZONES_NOT_FOR_OPERATORS}
        </p>
      ) : (
        <Zones me={me} />
      )}
    </>
  );
}

function Zones({ me }: { me: StaffProfile }) {
  const { currentData: zones } = useZonesQuery();
  // While iiko holds the zones, one of the site's own would be switched off by its next pull.
  const fromPos = zones?.some((zone) => zone.posZoneName !== null && zone.active) ?? false;
  // The zones are the group's: an admin's to change (decision 064); a manager keeps busy mode.
  if (!can(me, 'groupDelivery')) {
    return (
      <>
        <section className={styles.card}>
          <h2>Зоны доставки</h2>
          <p className={styles.muted}>{zonesMessages.groupOnly}</p>
        </section>
        <BusyModes hasVenues={hasVenues(me)} />
      </>
    );
  }
  return (
    <>
      <ZonesTable />
      {fromPos ? (
        <section className={styles.card}>
          <h2>Новая зона</h2>
          <p className={styles.muted}>{zonesMessages.addWhilePos}</p>
        </section>
      ) : (
        <NewZoneForm />
      )}
      <BusyModes hasVenues={hasVenues(me)} />
    </>
  );
}

/* ---------- zones ---------- */

/** A zone as typed: sums in roubles, an empty threshold for "never free". */
interface ZoneDraft {
  name: string;
  fee: string;
  minOrder: string;
  freeFrom: string;
  minutes: string;
  active: boolean;
}

type DraftField = Exclude<keyof ZoneDraft, 'active'>;

const emptyDraft: ZoneDraft = {
  name: '',
  fee: '',
  minOrder: '0',
  freeFrom: '',
  minutes: '40',
  active: true,
};

function draftOf(zone: StaffZone): ZoneDraft {
  return {
    name: zone.name,
    fee: roublesText(zone.feeKopecks),
    minOrder: roublesText(zone.minOrderKopecks),
    freeFrom: zone.freeFromKopecks === null ? '' : roublesText(zone.freeFromKopecks),
    minutes: String(zone.deliveryMinutes),
    active: zone.active,
  };
}

/** The call's fields from what was typed (checked by the contract's schema before sending). */
function zoneFieldsOf(draft: ZoneDraft) {
  return {
    name: draft.name,
    feeKopecks: kopecksOf(draft.fee),
    minOrderKopecks: draft.minOrder.trim() === '' ? 0 : kopecksOf(draft.minOrder),
    freeFromKopecks: draft.freeFrom.trim() === '' ? null : kopecksOf(draft.freeFrom),
    deliveryMinutes: Number(draft.minutes.trim() === '' ? Number.NaN : draft.minutes),
    active: draft.active,
  };
}

/** The call's field names as the draft's. */
const draftFieldOf: Record<string, DraftField> = {
  name: 'name',
  feeKopecks: 'fee',
  minOrderKopecks: 'minOrder',
  freeFromKopecks: 'freeFrom',
  deliveryMinutes: 'minutes',
};

type DraftErrors = Partial<Record<DraftField, string>>;

/** Issues of the contract's schema (or the server's `validation` fields) by draft field. */
function draftErrors(fields: Record<string, string>): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = draftFieldOf[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
  return fields;
}

/** The typed fields iiko's pull writes over in a zone it holds (POS_ZONE_FIELDS; and `active`). */
const posFields: ReadonlySet<DraftField> = new Set(
  POS_ZONE_FIELDS.flatMap((field) => draftFieldOf[field] ?? []),
);

const columns: { field: DraftField; label: string; hint?: string }[] = [
  { field: 'name', label: 'Название' },
  { field: 'fee', label: 'Доставка, ₽' },
  { field: 'minOrder', label: 'Заказ от, ₽', hint: '0 — без минимума' },
  { field: 'freeFrom', label: 'Бесплатно от, ₽', hint: 'пусто — никогда' },
  { field: 'minutes', label: 'В пути, мин' },
];

function ZonesTable() {
  const { currentData: zones, error, isError, refetch } = useZonesQuery();
  // Kept here, not in the row: a saved or conflicting row starts again (its key) and would
  // take its messages with it.
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const headingId = useId();

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Зоны доставки</h2>
      <p className={styles.muted}>
        Гости видят включённые зоны на странице доставки и в корзине. Заказ меньше минимальной суммы
        зоны не оформить; от суммы «Бесплатно от» доставка ничего не стоит.
      </p>
      {zones?.some((zone) => zone.posZoneName !== null) && (
        <p className={styles.muted}>
          Зоны с пометкой «из iiko» ведёт iiko: стоимость, минимальную сумму, время в пути и
          включение меняйте там. Здесь — название для гостей, порядок и «Бесплатно от».
        </p>
      )}
      <p className={styles.notice} role="status">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      {isError && (
        <>
          <p className={styles.error} role="alert">
            {staffErrorText(error)}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondaryButton} onClick={refetch}>
              Повторить
            </button>
          </div>
        </>
      )}
      {!zones && !isError && (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      )}
      {zones && zones.length === 0 && <p className={styles.muted}>Зон пока нет.</p>}
      {zones && zones.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.field} scope="col">
                    {column.label}
                    {column.hint && <span className={zoneStyles.hint}>{column.hint}</span>}
                  </th>
                ))}
                <th scope="col">Включена</th>
                <th scope="col">
                  <span className="visually-hidden">Действия</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {zones.map((zone) => (
                // A new version (saved here, or another manager's change after a conflict)
                // starts the row again from what the server keeps.
                <ZoneRow
                  key={`${zone.id}-${zone.version}`}
                  zone={zone}
                  onSaved={(text) => {
                    setAlert(null);
                    setAnnouncement(text);
                  }}
                  onFailed={(text) => {
                    setAnnouncement('');
                    setAlert(text);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface ZoneRowProps {
  zone: StaffZone;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

function ZoneRow({ zone, onSaved, onFailed }: ZoneRowProps) {
  const [draft, setDraft] = useState(() => draftOf(zone));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [update, { isLoading }] = useUpdateZoneMutation();
  const errorsId = `staff-zone-${zone.id}-errors`;
  const messages = Object.values(errors);
  const fromPos = zone.posZoneName !== null;

  const onSave = async () => {
    const parsed = zoneUpdateSchema.safeParse({
      ...zoneFieldsOf(draft),
      sort: zone.sort,
      version: zone.version,
    });
    if (!parsed.success) {
      setErrors(draftErrors(issuesByField(parsed.error.issues)));
      return;
    }
    setErrors({});
    try {
      await update({ id: zone.id, body: parsed.data }).unwrap();
      onSaved(`Зона «${parsed.data.name}» сохранена`);
    } catch (error) {
      // A conflict has already put the row as it is now in place of this one (zones-api.ts).
      setErrors(draftErrors(errorFields(error)));
      onFailed(`Зона «${zone.name}» не сохранена: ${staffErrorText(error)}`);
    }
  };

  return (
    <>
      <tr className={draft.active ? undefined : styles.disabledRow}>
        {columns.map(({ field, label }) => (
          <td key={field}>
            <input
              className={`${inputClassName} ${field === 'name' ? zoneStyles.name : zoneStyles.number}`}
              type="text"
              inputMode={field === 'name' ? undefined : field === 'minutes' ? 'numeric' : 'decimal'}
              aria-label={`${label}: ${zone.name}`}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? errorsId : undefined}
              readOnly={fromPos && posFields.has(field)}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {field === 'name' && fromPos && <span className={zoneStyles.hint}>из iiko</span>}
          </td>
        ))}
        <td>
          <input
            type="checkbox"
            className={zoneStyles.checkbox}
            aria-label={`Включена: ${zone.name}`}
            disabled={fromPos}
            checked={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
          />
        </td>
        <td>
          <button
            type="button"
            className={`${styles.primaryButton} ${styles.smallButton}`}
            aria-label={`Сохранить: ${zone.name}`}
            aria-disabled={isLoading || undefined}
            onClick={() => {
              if (!isLoading) void onSave();
            }}
          >
            Сохранить
          </button>
        </td>
      </tr>
      {messages.length > 0 && (
        <tr>
          <td colSpan={columns.length + 2}>
            <ul id={errorsId} className={zoneStyles.rowErrors} role="alert">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}

function NewZoneForm() {
  const form = useKitForm<ZoneDraft>(
    () => emptyDraft,
    contractResolver(
      () => zoneCreateSchema,
      zoneFieldsOf,
      (field) => draftFieldOf[field],
    ),
    { focusFirstError: false },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [create, { isLoading }] = useCreateZoneMutation();
  const id = useId();

  const onValid = async (draft: ZoneDraft) => {
    try {
      const created = await create(zoneCreateSchema.parse(zoneFieldsOf(draft))).unwrap();
      form.reset(emptyDraft);
      setNotice(`Зона «${created.name}» добавлена`);
    } catch (error) {
      for (const [field, message] of Object.entries(draftErrors(errorFields(error))))
        form.setError(field as DraftField, { type: 'server', message });
      setFailure(staffErrorText(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Новая зона</h2>
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        keepErrorsWhileTyping
        onSubmitStart={() => {
          setFailure(null);
          setNotice('');
        }}
        onValid={onValid}
      >
        <div className={styles.formGrid}>
          {columns.map(({ field, label, hint }) => (
            <TextField
              key={field}
              name={field}
              id={`${id}-${field}`}
              label={label}
              required={field !== 'freeFrom' && field !== 'minOrder'}
              ariaRequired={field === 'name'}
              hint={hint}
              inputMode={field === 'name' ? undefined : field === 'minutes' ? 'numeric' : 'decimal'}
              autoComplete={null}
            />
          ))}
        </div>
        <CheckField name="active" label="Показывать гостям" />
        <p className={styles.error} role="alert">
          {failure}
        </p>
        <p className={styles.notice} role="status">
          {notice}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
            Добавить зону
          </button>
        </div>
      </Form>
    </section>
  );
}

/* ---------- busy mode ---------- */

function BusyModes({ hasVenues }: { hasVenues: boolean }) {
  const {
    currentData: venues,
    error,
    isError,
    refetch,
  } = useVenuesBusyQuery(undefined, {
    skip: !hasVenues,
  });
  const headingId = useId();
  // Kept here, not in the form: a saved or conflicting form starts again (its key).
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Загрузка кухни</h2>
      <p className={styles.muted}>
        Дополнительные минуты прибавляются к ожидаемому времени каждого заказа. На паузе заведение
        не принимает заказы, а гости видят ваше сообщение в меню и в корзине.
      </p>
      {!hasVenues && <p className={styles.muted}>За вами не закреплено ни одного заведения.</p>}
      <p className={styles.notice} role="status">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      {isError && (
        <>
          <p className={styles.error} role="alert">
            {staffErrorText(error)}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondaryButton} onClick={refetch}>
              Повторить
            </button>
          </div>
        </>
      )}
      {hasVenues && !venues && !isError && (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      )}
      <div className={zoneStyles.venues}>
        {venues?.map((venue) => (
          <BusyForm
            key={`${venue.venueId}-${venue.version}`}
            venue={venue}
            onSaved={(text) => {
              setAlert(null);
              setAnnouncement(text);
            }}
            onFailed={(text) => {
              setAnnouncement('');
              setAlert(text);
            }}
          />
        ))}
      </div>
    </section>
  );
}

type BusyField = 'extraMinutes' | 'pauseMessage';

interface BusyFormProps {
  venue: VenueBusy;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

function BusyForm({ venue, onSaved, onFailed }: BusyFormProps) {
  const [extraMinutes, setExtraMinutes] = useState(String(venue.extraMinutes));
  const [ordersPaused, setOrdersPaused] = useState(venue.ordersPaused);
  const [pauseMessage, setPauseMessage] = useState(venue.pauseMessage);
  const [errors, setErrors] = useState<Partial<Record<BusyField, string>>>({});
  const [update, { isLoading }] = useUpdateBusyMutation();
  const id = `staff-busy-${venue.venueId}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = venueBusyUpdateSchema.safeParse({
      extraMinutes: extraMinutes.trim() === '' ? 0 : Number(extraMinutes),
      ordersPaused,
      pauseMessage,
      version: venue.version,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await update({ venueId: venue.venueId, body: parsed.data }).unwrap();
      onSaved(
        saved.ordersPaused
          ? `${venue.name}: заказы приостановлены`
          : `${venue.name}: сохранено, заказы принимаются`,
      );
    } catch (error) {
      // A conflict has already put the venue as it is now in place of this form (zones-api.ts).
      setErrors(errorFields(error));
      onFailed(`${venue.name}: не сохранено. ${staffErrorText(error)}`);
    }
  };

  return (
    <form className={styles.card} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{venue.name}</h3>
      <FormField
        id={`${id}-minutes`}
        label="Дополнительные минуты (0–180)"
        error={errors.extraMinutes}
      >
        <input
          className={`${inputClassName} ${zoneStyles.number}`}
          type="text"
          inputMode="numeric"
          value={extraMinutes}
          onChange={(event) => setExtraMinutes(event.target.value)}
          {...fieldAria(`${id}-minutes`, errors.extraMinutes)}
        />
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={ordersPaused}
          checked={ordersPaused}
          onChange={(event) => setOrdersPaused(event.target.checked)}
        />
        Приостановить заказы
      </label>
      <FormField
        id={`${id}-message`}
        label="Сообщение для гостей"
        hint={`Покажем в меню и в корзине, до ${PAUSE_MESSAGE_MAX} символов`}
        error={errors.pauseMessage}
      >
        <textarea
          className={textareaClassName}
          rows={2}
          maxLength={PAUSE_MESSAGE_MAX}
          value={pauseMessage}
          onChange={(event) => setPauseMessage(event.target.value)}
          {...fieldAria(`${id}-message`, errors.pauseMessage, false, true)}
        />
      </FormField>
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить
        </button>
      </div>
    </form>
  );
}
