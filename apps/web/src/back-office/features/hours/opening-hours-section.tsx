/**
 * Opening hours per place and weekday (issue 14 item 6): for each of the member's places (an
 * admin: every place) a week of seven rows — closed, or opening and closing time. Guests see the
 * hours on the contacts and venue pages, and the booking form offers only those times. The
 * courier's delivery hours are one more week here ('Доставка', every manager's: delivery is the
 * group's), which the checkout's times and the delivery page follow. Managers and admins only.
 *
 * A save names the version it was made from: when another manager saved first, the server
 * answers `conflict` with the week as it is now, which the fields take, each time the member had
 * typed differently kept beside its field with 'Вернуть моё' (the kit's useRowForm) — nobody's
 * change is silently lost.
 *
 * Beside the week: the place's dated hours (holidays, events; dated-hours.tsx), and below the
 * places each venue's kitchen settings (kitchen-settings.tsx, issue 33).
 */
import { DELIVERY_HOURS_ID } from '@storefront/contract/delivery-time';
import {
  formatOpeningHours,
  openingHoursMessages,
  weekdayNames,
} from '@storefront/contract/opening-hours';
import {
  placeHoursUpdateSchema,
  type StaffPlaceHours,
  staffPlaceHoursSchema,
} from '@storefront/contract/opening-hours-schemas';
import type { StaffProfile } from '@storefront/contract/staff';
import { hasVenues } from '@storefront/contract/staff-permissions';
import { places } from '@storefront/contract/venues';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, Form, TextField } from '../../../ui/form/form';
import { useRowForm } from '../../../ui/form/use-row-form';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { MemberSection } from '../../app/member-section';
import { conflictCurrent, errorFieldPaths, staffErrorText } from '../../app/staff-errors';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { DatedHours } from './dated-hours';
import { KitchenSettingsSection } from './kitchen-settings';
import { useStaffOpeningHoursQuery, useUpdateOpeningHoursMutation } from './opening-hours-api';
import hoursStyles from './opening-hours-section.module.css';

export const OPENING_HOURS_TITLE = 'Часы работы';
export const OPENING_HOURS_NOT_FOR_OPERATORS =
  'Часы работы настраивают менеджеры и администраторы: этот раздел не для вашей роли';
export const CLOSED_LABEL = 'выходной';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const DELIVERY_LABEL = 'Доставка';

/** 'Кондитерская на Светланской, ул. Светланская, 40Б', or 'Доставка' for the delivery week. */
function placeLabel(placeId: number): string {
  if (placeId === DELIVERY_HOURS_ID) return DELIVERY_LABEL;
  const place = places.find((known) => known.id === placeId);
  return place ? `${place.name}, ${place.street}` : `Место ${placeId}`;
}

/** The page's content: reads the signed-in member the way the staff frame does. */
export function OpeningHoursSection() {
  return (
    <MemberSection
      title={OPENING_HOURS_TITLE}
      only={{ area: 'hoursAndZones', refusal: OPENING_HOURS_NOT_FOR_OPERATORS }}
    >
      {(me) => (
        <>
          <h1 className={styles.title}>{OPENING_HOURS_TITLE}</h1>
          <PlacesHours me={me} />
          <KitchenSettingsSection />
        </>
      )}
    </MemberSection>
  );
}

function PlacesHours({ me }: { me: StaffProfile }) {
  const memberHasVenues = hasVenues(me);
  // Every manager has the delivery week, with or without venues of their own.
  const { currentData: listed, error, isError, refetch } = useStaffOpeningHoursQuery();
  // The server lists delivery first (id 0); the member's own places come first here.
  const weeks = listed && [
    ...listed.filter((known) => known.placeId !== DELIVERY_HOURS_ID),
    ...listed.filter((known) => known.placeId === DELIVERY_HOURS_ID),
  ];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  // Kept here, not in the form: a saved or conflicting week starts the form again (its key).
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const selectId = useId();
  const week = weeks?.find((known) => known.placeId === chosen) ?? weeks?.[0];

  return (
    <section className={styles.card} aria-label={OPENING_HOURS_TITLE}>
      <p className={styles.muted}>
        Гости видят часы на страницах контактов и заведений; столик можно забронировать с открытия и
        не позже чем за час до закрытия. «24:00» — работает до полуночи. Часы доставки — когда гости
        получают заказ ко времени: каждые полчаса с начала и до получаса до конца, «как можно
        скорее» — пока доставка работает.
      </p>
      {!memberHasVenues && (
        <p className={styles.muted}>За вами не закреплено ни одного заведения.</p>
      )}
      <p className={styles.notice} role="status" aria-live="polite">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      <QueryState isError={isError} error={error} refetch={refetch} loaded={!!weeks} />
      {weeks && weeks.length > 1 && (
        <FormField id={selectId} label="Заведение">
          <select
            {...fieldAria(selectId, undefined)}
            className={inputClassName}
            value={week?.placeId}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setAnnouncement('');
              setAlert(null);
            }}
          >
            {weeks.map((known) => (
              <option key={known.placeId} value={known.placeId}>
                {placeLabel(known.placeId)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {week && (
        <WeekForm
          key={week.placeId}
          week={week}
          onSaved={(text) => {
            setAlert(null);
            setAnnouncement(text);
          }}
          onFailed={(text) => {
            setAnnouncement('');
            setAlert(text);
          }}
        />
      )}
      {week && <DatedHours key={`dated-${week.placeId}`} placeId={week.placeId} />}
    </section>
  );
}

/**
 * The week as typed, a day's fields side by side (`closed3`, `opens3`, `closes3`): each is a
 * field of its own for the kit's conflict notes. A closed day keeps its times, for unmarking it.
 */
type WeekValues = Record<string, string | boolean>;

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function valuesOf(week: StaffPlaceHours): WeekValues {
  // A closed day offers the week's first hours when it is opened again.
  const usual = week.days.find((day) => day !== null) ?? null;
  const values: WeekValues = {};
  week.days.forEach((day, index) => {
    values[`closed${index}`] = day === null;
    values[`opens${index}`] = day?.opens ?? usual?.opens ?? '';
    values[`closes${index}`] = day?.closes ?? usual?.closes ?? '';
  });
  return values;
}

const text = (value: string | boolean | undefined) => String(value ?? '').trim();

const wireOf = (version: number) => (values: WeekValues) => ({
  days: DAYS.map((index) =>
    values[`closed${index}`] === true
      ? null
      : { opens: text(values[`opens${index}`]), closes: text(values[`closes${index}`]) },
  ),
  version,
});

/** A day's message on its field (['days', 3, 'closes'], the server's 'days.3.closes'); else the week's. */
function fieldOf(root: string, path: readonly PropertyKey[]): string | undefined {
  const [, index, field] = path;
  if (root !== 'days' || index === undefined || !DAYS.includes(Number(index) as 0))
    return undefined;
  return `${field === 'opens' ? 'opens' : 'closes'}${Number(index)}`;
}

interface WeekFormProps {
  week: StaffPlaceHours;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

function WeekForm({ week, onSaved, onFailed }: WeekFormProps) {
  const { form, keepMine, base, saved, conflict } = useRowForm(
    week,
    valuesOf,
    (made) => contractResolver(() => placeHoursUpdateSchema, wireOf(made.version), fieldOf),
    { focusFirstError: false },
  );
  const [update, { isLoading }] = useUpdateOpeningHoursMutation();
  const id = `staff-hours-${week.placeId}`;

  const onValid = async (values: WeekValues) => {
    try {
      const body = placeHoursUpdateSchema.parse(wireOf(base.version)(values));
      const savedWeek = await update({ placeId: week.placeId, body }).unwrap();
      saved(savedWeek);
      onSaved(`${openingHoursMessages.saved}: ${formatOpeningHours(savedWeek.days)}`);
    } catch (error) {
      const current = staffPlaceHoursSchema.safeParse(conflictCurrent(error));
      if (current.success) conflict(current.data);
      for (const [path, message] of Object.entries(errorFieldPaths(error))) {
        const field = fieldOf(path.split('.')[0] ?? '', path.split('.'));
        form.setError(field ?? 'root', { type: 'server', message });
      }
      onFailed(
        current.success
          ? `${staffErrorText(error)}. Сейчас сохранено: ${formatOpeningHours(current.data.days)}`
          : `Не сохранено. ${staffErrorText(error)}`,
      );
    }
  };

  const weekError = form.formState.errors.root?.message;
  return (
    <Form
      form={form}
      keepMine={keepMine}
      className={styles.form}
      locked={isLoading}
      keepErrorsWhileTyping
      onValid={onValid}
      labelledBy={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{placeLabel(week.placeId)}</h2>
      <p className={styles.muted}>Для гостей: {formatOpeningHours(week.days)}</p>
      <div className={hoursStyles.days}>
        {DAYS.map((index) => (
          <DayFields key={index} index={index} id={`${id}-${index + 1}`} />
        ))}
      </div>
      {weekError && (
        <p className={styles.error} role="alert">
          {weekError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить
        </button>
      </div>
    </Form>
  );
}

const TIMES = [
  { field: 'opens', label: 'Открытие' },
  { field: 'closes', label: 'Закрытие' },
] as const;

/** A weekday: closed, or its opening and closing time. */
function DayFields({ index, id }: { index: number; id: string }) {
  const closed = useWatch({ name: `closed${index}` }) === true;
  const name = capitalized(weekdayNames[index] ?? '');
  const time = { placeholder: 'ЧЧ:ММ', maxLength: 5 };
  return (
    <fieldset className={hoursStyles.day}>
      <legend>{name}</legend>
      <CheckField name={`closed${index}`} label={CLOSED_LABEL} />
      {TIMES.map(({ field, label }) => (
        <TextField
          key={field}
          name={`${field}${index}`}
          id={`${id}-${field}`}
          label={label}
          inputMode="numeric"
          autoComplete={null}
          controlClassName={hoursStyles.time}
          input={time}
          disabled={closed}
        />
      ))}
    </fieldset>
  );
}
