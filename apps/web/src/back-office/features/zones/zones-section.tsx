import type { StaffProfile } from '@storefront/contract/staff';
import { can, hasVenues } from '@storefront/contract/staff-permissions';
import {
  outlineOfText,
  outlineText,
  PAUSE_MESSAGE_MAX,
  POS_ZONE_FIELDS,
  type StaffZone,
  staffZoneSchema,
  type VenueBusy,
  venueBusySchema,
  venueBusyUpdateSchema,
  zoneCreateSchema,
  zonesMessages,
  zoneUpdateSchema,
} from '@storefront/contract/staff-zones';
import { useId, useState } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import {
  CheckField,
  Form,
  KitFields,
  TextCell,
  TextField,
  useKitForm,
} from '../../../ui/form/form';
import { useRowForm } from '../../../ui/form/use-row-form';
import { MemberSection } from '../../app/member-section';
import { conflictCurrent, serverFieldErrors, staffErrorText } from '../../app/staff-errors';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { kopecksOf, roublesText } from '../../ui/typed-numbers';
import { OutlineBoard } from './outline-board';
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
  return (
    <MemberSection
      title={ZONES_TITLE}
      only={{ area: 'hoursAndZones', refusal: ZONES_NOT_FOR_OPERATORS }}
    >
      {(me) => (
        <>
          <h1 className={styles.title}>{ZONES_TITLE}</h1>
          <Zones me={me} />
        </>
      )}
    </MemberSection>
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
  /** the outline, a point a line as 'широта, долгота'; '' for none */
  outline: string;
}

type DraftField = Exclude<keyof ZoneDraft, 'active'>;

const emptyDraft: ZoneDraft = {
  name: '',
  fee: '',
  minOrder: '0',
  freeFrom: '',
  minutes: '40',
  active: true,
  outline: '',
};

function draftOf(zone: StaffZone): ZoneDraft {
  return {
    name: zone.name,
    fee: roublesText(zone.feeKopecks),
    minOrder: roublesText(zone.minOrderKopecks),
    freeFrom: zone.freeFromKopecks === null ? '' : roublesText(zone.freeFromKopecks),
    minutes: String(zone.deliveryMinutes),
    active: zone.active,
    outline: outlineText(zone.outline),
  };
}

/**
 * The call's fields from what was typed (checked by the contract's schema before sending). The
 * outline of a zone iiko holds is iiko's, not sent (`withOutline` false).
 */
function zoneFieldsOf(draft: ZoneDraft, withOutline = true) {
  return {
    name: draft.name,
    feeKopecks: kopecksOf(draft.fee),
    minOrderKopecks: draft.minOrder.trim() === '' ? 0 : kopecksOf(draft.minOrder),
    freeFromKopecks: draft.freeFrom.trim() === '' ? null : kopecksOf(draft.freeFrom),
    deliveryMinutes: Number(draft.minutes.trim() === '' ? Number.NaN : draft.minutes),
    active: draft.active,
    ...(withOutline ? { outline: outlineOfText(draft.outline) } : {}),
  };
}

/** The call's field names as the draft's. */
const draftFieldOf: Record<string, DraftField> = {
  name: 'name',
  feeKopecks: 'fee',
  minOrderKopecks: 'minOrder',
  freeFromKopecks: 'freeFrom',
  deliveryMinutes: 'minutes',
  outline: 'outline',
};

/** The draft's field for a call's field ('outline.3.0': the outline's), if it has one. */
const draftFieldOfWire = (field: string): DraftField | undefined =>
  draftFieldOf[field.split('.')[0] ?? field];

/** The typed fields iiko's pull writes over in a zone it holds (POS_ZONE_FIELDS; and `active`). */
const posFields: ReadonlySet<DraftField> = new Set(
  POS_ZONE_FIELDS.flatMap((field) => draftFieldOf[field] ?? []),
);

const outlineHint =
  'По точке в строке: «широта, долгота» с десятичной точкой, например 43.1205, 131.8735; от 3 до 200 точек по порядку обхода. Пусто — границ нет, зону выбирает гость';
const outlineFromPosHint = 'Границы этой зоны приходят из iiko';

const columns: { field: DraftField; label: string; hint?: string }[] = [
  { field: 'name', label: 'Название' },
  { field: 'fee', label: 'Доставка, ₽' },
  { field: 'minOrder', label: 'Заказ от, ₽', hint: '0 — без минимума' },
  { field: 'freeFrom', label: 'Бесплатно от, ₽', hint: 'пусто — никогда' },
  { field: 'minutes', label: 'В пути, мин' },
];

function ZonesTable() {
  const { currentData: zones, error, isError, refetch } = useZonesQuery();
  // Kept here, not in the row: the page's one answer to the last save.
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
          Зоны с пометкой «из iiko» ведёт iiko: стоимость, минимальную сумму, время в пути,
          включение и границы меняйте там. Здесь — название для гостей, порядок и «Бесплатно от».
        </p>
      )}
      <p className={styles.notice} role="status">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      <QueryState isError={isError} error={error} refetch={refetch} loaded={!!zones} />
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
              {zones.map((zone, index) => (
                // A saved row, or another manager's after a conflict, comes back in its
                // place: the row's form takes it (ZoneRow).
                <ZoneRow
                  key={zone.id}
                  zone={zone}
                  colourIndex={index}
                  zones={zones}
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
  /** the zone's place in the list: its colour on the plans */
  colourIndex: number;
  /** every zone, drawn faint on the outline board */
  zones: readonly StaffZone[];
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

const zoneResolver = (base: StaffZone) =>
  contractResolver(
    () => zoneUpdateSchema,
    (draft: ZoneDraft) => ({
      ...zoneFieldsOf(draft, base.posZoneName === null),
      sort: base.sort,
      version: base.version,
    }),
    (field) => draftFieldOf[field] ?? (field === 'active' ? 'active' : undefined),
  );

function ZoneRow({ zone, colourIndex, zones, onSaved, onFailed }: ZoneRowProps) {
  const { form, keepMine, base, saved, conflict } = useRowForm(zone, draftOf, zoneResolver, {
    focusFirstError: false,
  });
  const [update, { isLoading }] = useUpdateZoneMutation();
  const errorsId = `staff-zone-${zone.id}-errors`;
  const { errors } = form.formState;
  const messages = [...columns.map((column) => column.field), 'active' as const]
    .map((field) => errors[field]?.message)
    .filter((message): message is string => message !== undefined);
  const fromPos = zone.posZoneName !== null;
  const active = form.watch('active');
  const typedOutline = outlineOfText(form.watch('outline')) ?? [];
  const outlineReads = typedOutline.every(
    ([lat, lon]) => Number.isFinite(lat) && Number.isFinite(lon),
  );

  const onValid = async (draft: ZoneDraft) => {
    const body = zoneUpdateSchema.parse({
      ...zoneFieldsOf(draft, !fromPos),
      sort: base.sort,
      version: base.version,
    });
    try {
      saved(await update({ id: zone.id, body }).unwrap());
      onSaved(`Зона «${body.name}» сохранена`);
    } catch (error) {
      const current = staffZoneSchema.safeParse(conflictCurrent(error));
      if (current.success) conflict(current.data);
      for (const [field, message] of Object.entries(serverFieldErrors(error, draftFieldOfWire)))
        form.setError(field as DraftField, { type: 'server', message });
      onFailed(`Зона «${zone.name}» не сохранена: ${staffErrorText(error)}`);
    }
  };

  return (
    <KitFields form={form} keepMine={keepMine} keepErrorsWhileTyping>
      <tr className={active ? undefined : styles.disabledRow}>
        {columns.map(({ field, label }) => (
          <td key={field}>
            <TextCell
              name={field}
              label={`${label}: ${zone.name}`}
              errorsId={errorsId}
              className={field === 'name' ? zoneStyles.name : zoneStyles.number}
              inputMode={field === 'name' ? undefined : field === 'minutes' ? 'numeric' : 'decimal'}
              readOnly={fromPos && posFields.has(field)}
            />
            {field === 'name' && fromPos && <span className={zoneStyles.hint}>из iiko</span>}
          </td>
        ))}
        <td>
          <CheckField
            name="active"
            label={`Включена: ${zone.name}`}
            labelHidden
            controlClassName={zoneStyles.checkbox}
            disabled={fromPos}
          />
        </td>
        <td>
          <button
            type="button"
            className={`${styles.primaryButton} ${styles.smallButton}`}
            aria-label={`Сохранить: ${zone.name}`}
            aria-disabled={isLoading || undefined}
            onClick={() => {
              if (!isLoading) void form.handleSubmit(onValid)();
            }}
          >
            Сохранить
          </button>
        </td>
      </tr>
      <tr className={active ? undefined : styles.disabledRow}>
        <td colSpan={columns.length + 2}>
          <TextField
            name="outline"
            id={`staff-zone-${zone.id}-outline`}
            label={`Границы зоны: ${zone.name}`}
            hint={fromPos ? outlineFromPosHint : outlineHint}
            multiline
            rows={3}
            disabled={fromPos}
          />
          <OutlineBoard
            zoneId={zone.id}
            zoneName={zone.name}
            colourIndex={colourIndex}
            zones={zones}
            points={outlineReads ? typedOutline : null}
            readOnly={fromPos}
            onChange={(points) =>
              form.setValue('outline', outlineText(points), {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
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
    </KitFields>
  );
}

function NewZoneForm() {
  const form = useKitForm<ZoneDraft>(
    () => emptyDraft,
    // a new zone starts without an outline: it is drawn in the zone's row once added
    contractResolver(
      () => zoneCreateSchema,
      (draft) => zoneFieldsOf(draft, false),
      draftFieldOfWire,
    ),
    { focusFirstError: false },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [create, { isLoading }] = useCreateZoneMutation();
  const id = useId();

  const onValid = async (draft: ZoneDraft) => {
    try {
      const created = await create(zoneCreateSchema.parse(zoneFieldsOf(draft, false))).unwrap();
      form.reset(emptyDraft);
      setNotice(`Зона «${created.name}» добавлена`);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error, draftFieldOfWire)))
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
  // Kept here, not in the form: the page's one answer to the last save.
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
      <QueryState
        isError={isError}
        error={error}
        refetch={refetch}
        loaded={!hasVenues || !!venues}
      />
      <div className={zoneStyles.venues}>
        {venues?.map((venue) => (
          <BusyForm
            key={venue.venueId}
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

/** A venue's busy mode as typed. */
interface BusyDraft {
  extraMinutes: string;
  ordersPaused: boolean;
  pauseMessage: string;
}

const busyDraftOf = (venue: VenueBusy): BusyDraft => ({
  extraMinutes: String(venue.extraMinutes),
  ordersPaused: venue.ordersPaused,
  pauseMessage: venue.pauseMessage,
});

const busyWireOf = (version: number) => (draft: BusyDraft) => ({
  extraMinutes: draft.extraMinutes.trim() === '' ? 0 : Number(draft.extraMinutes),
  ordersPaused: draft.ordersPaused,
  pauseMessage: draft.pauseMessage,
  version,
});

const busyFieldOf = (field: string): keyof BusyDraft | undefined =>
  field === 'extraMinutes' || field === 'ordersPaused' || field === 'pauseMessage'
    ? field
    : undefined;

interface BusyFormProps {
  venue: VenueBusy;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

function BusyForm({ venue, onSaved, onFailed }: BusyFormProps) {
  const { form, keepMine, base, saved, conflict } = useRowForm(
    venue,
    busyDraftOf,
    (made) => contractResolver(() => venueBusyUpdateSchema, busyWireOf(made.version), busyFieldOf),
    { focusFirstError: false },
  );
  const [update, { isLoading }] = useUpdateBusyMutation();
  const id = `staff-busy-${venue.venueId}`;

  const onValid = async (draft: BusyDraft) => {
    const body = venueBusyUpdateSchema.parse(busyWireOf(base.version)(draft));
    try {
      const savedVenue = await update({ venueId: venue.venueId, body }).unwrap();
      saved(savedVenue);
      onSaved(
        savedVenue.ordersPaused
          ? `${venue.name}: заказы приостановлены`
          : `${venue.name}: сохранено, заказы принимаются`,
      );
    } catch (error) {
      const current = venueBusySchema.safeParse(conflictCurrent(error));
      if (current.success) conflict(current.data);
      for (const [field, message] of Object.entries(serverFieldErrors(error, busyFieldOf)))
        form.setError(field as keyof BusyDraft, { type: 'server', message });
      onFailed(`${venue.name}: не сохранено. ${staffErrorText(error)}`);
    }
  };

  return (
    <Form
      form={form}
      keepMine={keepMine}
      className={styles.card}
      labelledBy={`${id}-title`}
      locked={isLoading}
      keepErrorsWhileTyping
      onValid={onValid}
    >
      <h3 id={`${id}-title`}>{venue.name}</h3>
      <TextField
        name="extraMinutes"
        id={`${id}-minutes`}
        label="Дополнительные минуты (0–180)"
        inputMode="numeric"
        autoComplete={null}
        controlClassName={zoneStyles.number}
      />
      <CheckField name="ordersPaused" role="switch" label="Приостановить заказы" />
      <TextField
        name="pauseMessage"
        id={`${id}-message`}
        label="Сообщение для гостей"
        hint={`Покажем в меню и в корзине, до ${PAUSE_MESSAGE_MAX} символов`}
        multiline
        rows={2}
        input={{ maxLength: PAUSE_MESSAGE_MAX }}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить
        </button>
      </div>
    </Form>
  );
}
