/**
 * Opening hours per place and weekday (issue 14 item 6): for each of the member's places (an
 * admin: every place) a week of seven rows — closed, or opening and closing time. Guests see the
 * hours on the contacts and venue pages, and the booking form offers only those times. The
 * courier's delivery hours are one more week here ('Доставка', every manager's: delivery is the
 * group's), which the checkout's times and the delivery page follow. Managers and admins only.
 *
 * A save names the version it was made from: when another manager saved first, the server
 * answers `conflict` with the week as it is now, which replaces the edited one (the member sees
 * the other change and decides again) — nobody's change is silently lost.
 */
import { DELIVERY_HOURS_ID } from '@storefront/contract/delivery-time';
import {
  type DayHours,
  formatOpeningHours,
  openingHoursMessages,
  weekdayNames,
} from '@storefront/contract/opening-hours';
import {
  placeHoursUpdateSchema,
  type StaffPlaceHours,
} from '@storefront/contract/opening-hours-schemas';
import type { StaffProfile } from '@storefront/contract/staff';
import { can, hasVenues } from '@storefront/contract/staff-permissions';
import { places } from '@storefront/contract/venues';
import { type FormEvent, useId, useState } from 'react';
import { errorType } from '../../../lib/api';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { useStaffMeQuery } from '../../app/staff-api';
import { conflictCurrent, staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
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
  const { data: me } = useStaffMeQuery();
  return (
    <>
      <h1 className={styles.title}>{OPENING_HOURS_TITLE}</h1>
      {!me ? (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      ) : !can(me, 'hoursAndZones') ? (
        <p className={styles.error} role="alert">
          {OPENING_HOURS_NOT_FOR_OPERATORS}
        </p>
      ) : (
        <PlacesHours me={me} />
      )}
    </>
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
      {!weeks && !isError && (
        <p className={styles.muted} aria-busy="true">
          Загрузка…
        </p>
      )}
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
          key={`${week.placeId}-${week.version}`}
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
    </section>
  );
}

/** A day as typed: the times kept while the day is marked closed, for unmarking it. */
interface DayDraft {
  closed: boolean;
  opens: string;
  closes: string;
}

type DayErrors = Partial<Record<'opens' | 'closes', string>>;

function draftsOf(days: readonly (DayHours | null)[]): DayDraft[] {
  // A closed day offers the week's first hours when it is opened again.
  const usual = days.find((day) => day !== null) ?? null;
  return days.map((day) => ({
    closed: day === null,
    opens: day?.opens ?? usual?.opens ?? '',
    closes: day?.closes ?? usual?.closes ?? '',
  }));
}

/** Messages by day from paths like ['days', 3, 'closes'] or the server's 'days.3.closes'. */
function errorsByDay(paths: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const days: DayErrors[] = Array.from({ length: 7 }, () => ({}));
  let week: string | undefined;
  for (const { path, message } of paths) {
    const [root, index, field] = path;
    const day = typeof index === 'number' || typeof index === 'string' ? days[Number(index)] : null;
    if (root === 'days' && day && (field === 'opens' || field === 'closes')) day[field] ??= message;
    else if (root === 'days' && day) day.closes ??= message;
    else week ??= message;
  }
  return { days, week };
}

/** A 400 `validation` answer's messages as paths. */
function serverIssues(error: unknown) {
  if (errorType(error) !== 'validation') return [];
  const fields = (error as { data?: { fields?: unknown } }).data?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([path, message]) => ({ path: path.split('.'), message }));
}

interface WeekFormProps {
  week: StaffPlaceHours;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}

function WeekForm({ week, onSaved, onFailed }: WeekFormProps) {
  const [drafts, setDrafts] = useState(() => draftsOf(week.days));
  const [errors, setErrors] = useState<{ days: DayErrors[]; week?: string }>({ days: [] });
  const [update, { isLoading }] = useUpdateOpeningHoursMutation();
  const id = `staff-hours-${week.placeId}`;

  const change = (index: number, patch: Partial<DayDraft>) =>
    setDrafts((current) => current.map((day, at) => (at === index ? { ...day, ...patch } : day)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = placeHoursUpdateSchema.safeParse({
      days: drafts.map((day) =>
        day.closed ? null : { opens: day.opens.trim(), closes: day.closes.trim() },
      ),
      version: week.version,
    });
    if (!parsed.success) {
      setErrors(errorsByDay(parsed.error.issues));
      return;
    }
    setErrors({ days: [] });
    try {
      const saved = await update({ placeId: week.placeId, body: parsed.data }).unwrap();
      onSaved(`${openingHoursMessages.saved}: ${formatOpeningHours(saved.days)}`);
    } catch (error) {
      // A conflict has already put the week as it is now in place of this form (the API's cache).
      setErrors(errorsByDay(serverIssues(error)));
      const current = conflictCurrent<StaffPlaceHours>(error);
      onFailed(
        current
          ? `${staffErrorText(error)}. Сейчас сохранено: ${formatOpeningHours(current.days)}`
          : `Не сохранено. ${staffErrorText(error)}`,
      );
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{placeLabel(week.placeId)}</h2>
      <p className={styles.muted}>Для гостей: {formatOpeningHours(week.days)}</p>
      <div className={hoursStyles.days}>
        {drafts.map((day, index) => {
          const name = capitalized(weekdayNames[index] ?? '');
          const dayErrors = errors.days[index] ?? {};
          const dayId = `${id}-${index + 1}`;
          return (
            <fieldset key={name} className={hoursStyles.day}>
              <legend>{name}</legend>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={day.closed}
                  onChange={(event) => change(index, { closed: event.target.checked })}
                />
                {CLOSED_LABEL}
              </label>
              <FormField id={`${dayId}-opens`} label="Открытие" error={dayErrors.opens}>
                <input
                  className={`${inputClassName} ${hoursStyles.time}`}
                  type="text"
                  inputMode="numeric"
                  placeholder="ЧЧ:ММ"
                  maxLength={5}
                  disabled={day.closed}
                  value={day.opens}
                  onChange={(event) => change(index, { opens: event.target.value })}
                  {...fieldAria(`${dayId}-opens`, dayErrors.opens)}
                />
              </FormField>
              <FormField id={`${dayId}-closes`} label="Закрытие" error={dayErrors.closes}>
                <input
                  className={`${inputClassName} ${hoursStyles.time}`}
                  type="text"
                  inputMode="numeric"
                  placeholder="ЧЧ:ММ"
                  maxLength={5}
                  disabled={day.closed}
                  value={day.closes}
                  onChange={(event) => change(index, { closes: event.target.value })}
                  {...fieldAria(`${dayId}-closes`, dayErrors.closes)}
                />
              </FormField>
            </fieldset>
          );
        })}
      </div>
      {errors.week && (
        <p className={styles.error} role="alert">
          {errors.week}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить
        </button>
      </div>
    </form>
  );
}
