/**
 * Bookings (issue 14 item 3): a day's bookings of the member's places, one table per place, kept
 * live (a new booking or another tablet's answer shows as it happens), the staff's answer to each
 * (the guest is told), and for managers and admins each place's capacity per half hour, which the
 * guest's booking form then keeps.
 */

import { skipToken } from '@reduxjs/toolkit/query/react';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  type BookingAction,
  type BookingStatus,
  bookingActions,
  bookingStatusNames,
  PLACE_CAPACITY_MAX,
  type StaffBooking,
} from '@storefront/contract/staff-bookings';
import { can } from '@storefront/contract/staff-permissions';
import { venueDate } from '@storefront/contract/venue-clock';
import { type Place, places } from '@storefront/contract/venues';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { errorStatus, errorType } from '../../../lib/api';
import { Form, TextField, useKitForm } from '../../../ui/form/form';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { MemberSection } from '../../app/member-section';
import { staffErrorText } from '../../app/staff-errors';
import { useStaffDispatch, useStaffSelector } from '../../app/staff-store';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import sectionStyles from './bookings.module.css';
import {
  bookingStreamed,
  useBookingActionMutation,
  usePlaceCapacityQuery,
  useSavePlaceCapacityMutation,
  useStaffBookingsQuery,
} from './bookings-api';
import { useBookingEvents } from './use-booking-events';

export const BOOKINGS_TITLE = 'Бронирования';
export const ALL_PLACES = 'Все места';
/** errorMessages.conflict speaks of orders; a booking's own words, with what happened next. */
export const BOOKING_CONFLICT = 'Эту бронь уже изменили: список обновлён, проверьте её ещё раз';
export const CAPACITY_LABEL = 'Столов на полчаса';
export const CAPACITY_HINT = 'Пусто — без ограничения';
export const CAPACITY_INVALID = `Введите целое число от 1 до ${PLACE_CAPACITY_MAX} или оставьте поле пустым`;
const REASON_MAX = 300;

/** What the staff may do from each status (the server refuses the rest with 409). */
export const allowedBookingActions: Record<BookingStatus, readonly BookingAction[]> = {
  requested: ['confirm', 'decline'],
  confirmed: ['seated', 'noShow', 'decline'],
  declined: [],
  seated: [],
  noShow: [],
};

/** Today in Vladivostok: the restaurants' day, whatever the tablet's zone. */
const venueToday = () => venueDate(Date.now());

/** An admin works for every venue, so at every place. */
export function memberPlaces(me: Pick<StaffProfile, 'role' | 'venues'>): Place[] {
  return places.filter((place) => can(me, 'bookings', place.venueId));
}

const guestName = (booking: StaffBooking) => `${booking.name} ${booking.surname}`.trim();
const bookingWho = (booking: StaffBooking) => `${booking.time}, ${guestName(booking)}`;
const byTime = (a: StaffBooking, b: StaffBooking) => a.time.localeCompare(b.time) || a.id - b.id;
const rowId = (id: number) => `staff-booking-${id}`;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The page's content: reads the signed-in member the way the staff frame does. */
export function BookingsSection() {
  return <MemberSection title={BOOKINGS_TITLE}>{(me) => <Bookings me={me} />}</MemberSection>;
}

type PlaceChoice = number | 'all';

function Bookings({ me }: { me: StaffProfile }) {
  const own = memberPlaces(me);
  const [date, setDate] = useState(venueToday);
  const [choice, setChoice] = useState<PlaceChoice>(
    own.length === 1 ? (own[0]?.id ?? 'all') : 'all',
  );
  const place = choice === 'all' ? undefined : choice;
  const { currentData, error, isError, isFetching, refetch } = useStaffBookingsQuery(
    date === '' || own.length === 0 ? skipToken : { date, place },
  );
  // Live: a booking made or answered anywhere (a guest, another tablet) shows as it happens.
  const token = useStaffSelector((state) => state.staffSession.token);
  const dispatch = useStaffDispatch();
  useBookingEvents(token, {
    onBooking: (booking) => dispatch(bookingStreamed(booking)),
    onStale: () => {
      if (date !== '' && own.length > 0) void refetch();
    },
  });
  const [runAction] = useBookingActionMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [declining, setDeclining] = useState<StaffBooking | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<number | null>(null);
  const dateId = useId();
  const placeId = useId();

  // The pressed button is gone once the status moves on: the row keeps the focus.
  useEffect(() => {
    if (focusAfter.current === null || !currentData) return;
    const row = document.getElementById(rowId(focusAfter.current));
    focusAfter.current = null;
    const target = row?.querySelector<HTMLElement>('button') ?? row?.querySelector('th');
    target?.focus();
  }, [currentData]);

  /** undefined when done; else what the decline dialog shows. */
  const send = async (booking: StaffBooking, action: BookingAction, reason?: string) => {
    setAlert(null);
    setBusy(booking.id);
    try {
      const changed = await runAction({ id: booking.id, action, reason }).unwrap();
      focusAfter.current = booking.id;
      setAnnouncement(`${bookingWho(changed)}: ${bookingStatusNames[changed.status]}`);
      setDeclining(null);
      return undefined;
    } catch (failure) {
      if (errorStatus(failure) === 409 && errorType(failure) === 'conflict') {
        setDeclining(null);
        setAlert(BOOKING_CONFLICT);
        void refetch();
        return undefined;
      }
      const text = staffErrorText(failure);
      if (action !== 'decline') setAlert(text);
      return text;
    } finally {
      setBusy(null);
    }
  };

  const shown = choice === 'all' ? own : own.filter((p) => p.id === choice);

  return (
    <>
      <h1 className={styles.title}>{BOOKINGS_TITLE}</h1>
      <p className={styles.notice} role="status">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      {own.length === 0 ? (
        <p className={styles.muted}>За вами не закреплено ни одного места.</p>
      ) : (
        <>
          <div className={sectionStyles.filters}>
            <div className={sectionStyles.filter}>
              <label htmlFor={dateId}>Дата</label>
              <input
                id={dateId}
                type="date"
                className={inputClassName}
                value={date}
                required
                onChange={(event) => setDate(event.target.value)}
              />
            </div>
            <div className={sectionStyles.filter}>
              <label htmlFor={placeId}>Место</label>
              <select
                id={placeId}
                className={inputClassName}
                value={String(choice)}
                onChange={(event) =>
                  setChoice(event.target.value === 'all' ? 'all' : Number(event.target.value))
                }
              >
                {own.length > 1 && <option value="all">{ALL_PLACES}</option>}
                {own.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {date === '' && <p className={styles.muted}>Выберите дату.</p>}
          <QueryState isError={isError} error={error} refetch={refetch} loaded={true} card />
          {shown.map((p) => (
            <PlaceBookings
              key={p.id}
              place={p}
              bookings={currentData?.filter((booking) => booking.place === p.id)}
              loading={date !== '' && !isError && (!currentData || isFetching)}
              manager={can(me, 'hoursAndZones', p.venueId)}
              busy={busy}
              onAction={(booking, action) => {
                if (action === 'decline') setDeclining(booking);
                else void send(booking, action);
              }}
            />
          ))}
        </>
      )}
      {declining && (
        <DeclineDialog
          booking={declining}
          onClose={() => setDeclining(null)}
          send={(reason) => send(declining, 'decline', reason)}
        />
      )}
    </>
  );
}

interface PlaceBookingsProps {
  place: Place;
  /** undefined while the day is asked */
  bookings: StaffBooking[] | undefined;
  loading: boolean;
  manager: boolean;
  busy: number | null;
  onAction: (booking: StaffBooking, action: BookingAction) => void;
}

function PlaceBookings({ place, bookings, loading, manager, busy, onAction }: PlaceBookingsProps) {
  const titleId = `staff-bookings-place-${place.id}`;
  const sorted = bookings ? [...bookings].sort(byTime) : undefined;
  return (
    <section
      className={`${styles.card} ${styles.wide}`}
      aria-labelledby={titleId}
      aria-busy={loading}
    >
      <h2 id={titleId}>{place.name}</h2>
      {manager && <CapacityForm place={place} />}
      {!sorted && loading && <p className={styles.muted}>Загрузка…</p>}
      {sorted && sorted.length === 0 && <p className={styles.muted}>На этот день броней нет.</p>}
      {sorted && sorted.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">Время</th>
                <th scope="col">Гость</th>
                <th scope="col">Гостей</th>
                <th scope="col">Телефон</th>
                <th scope="col">Эл. почта</th>
                <th scope="col">Статус</th>
                <th scope="col">Действия</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((booking) => (
                <tr key={booking.id} id={rowId(booking.id)}>
                  <th scope="row" tabIndex={-1}>
                    {booking.time}
                  </th>
                  <td>{guestName(booking)}</td>
                  <td>{booking.guests ?? '—'}</td>
                  <td>
                    {booking.phone ? <a href={telHref(booking.phone)}>{booking.phone}</a> : '—'}
                  </td>
                  <td>
                    <a href={`mailto:${booking.email}`}>{booking.email}</a>
                  </td>
                  <td>
                    {bookingStatusNames[booking.status]}
                    {booking.reason && (
                      <span className={sectionStyles.reason}>Причина: {booking.reason}</span>
                    )}
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      {allowedBookingActions[booking.status].map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={`${styles.secondaryButton} ${styles.smallButton}`}
                          aria-label={`${bookingActions[action].label}: ${bookingWho(booking)}`}
                          disabled={busy === booking.id}
                          onClick={() => onAction(booking, action)}
                        >
                          {bookingActions[action].label}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** '' is no limit; anything else a whole number in the contract's range. */
export function parseCapacity(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= PLACE_CAPACITY_MAX ? value : undefined;
}

function CapacityForm({ place }: { place: Place }) {
  const { data, error, isError } = usePlaceCapacityQuery(place.id);
  if (isError) {
    return (
      <p className={styles.error} role="alert">
        {staffErrorText(error)}
      </p>
    );
  }
  if (!data) return <p className={styles.muted}>Загрузка…</p>;
  return <CapacityFields place={place} perSlot={data.perSlot} />;
}

/** Before the call: nothing (no limit) or a whole number in the contract's range. */
const capacityResolver: Resolver<{ perSlot: string }> = (
  values,
): ResolverResult<{ perSlot: string }> => {
  if (parseCapacity(values.perSlot) !== undefined) return { values, errors: {} };
  return { values: {}, errors: { perSlot: { type: 'range', message: CAPACITY_INVALID } } };
};

function CapacityFields({ place, perSlot }: { place: Place; perSlot: number | null }) {
  const form = useKitForm<{ perSlot: string }>(
    () => ({ perSlot: perSlot === null ? '' : String(perSlot) }),
    capacityResolver,
    { focusFirstError: false },
  );
  const [result, setResult] = useState('');
  const [save, { isLoading }] = useSavePlaceCapacityMutation();
  const id = `staff-capacity-${place.id}`;

  const onValid = async (values: { perSlot: string }) => {
    try {
      const saved = await save({
        place: place.id,
        perSlot: parseCapacity(values.perSlot) ?? null,
      }).unwrap();
      form.reset({ perSlot: saved.perSlot === null ? '' : String(saved.perSlot) });
      setResult(
        saved.perSlot === null
          ? `${place.name}: без ограничения`
          : `${place.name}: не больше ${saved.perSlot} на полчаса`,
      );
    } catch (failure) {
      form.setError('perSlot', { type: 'server', message: staffErrorText(failure) });
    }
  };

  return (
    <Form
      form={form}
      className={sectionStyles.capacity}
      label={`Вместимость: ${place.name}`}
      keepErrorsWhileTyping
      onSubmitStart={() => setResult('')}
      onValid={onValid}
    >
      <TextField
        name="perSlot"
        id={id}
        label={CAPACITY_LABEL}
        hint={CAPACITY_HINT}
        errorRole="alert"
        controlClassName={sectionStyles.capacityInput}
        type="number"
        inputMode="numeric"
        autoComplete={null}
        input={{ min: 1, max: PLACE_CAPACITY_MAX, step: 1 }}
      />
      <button type="submit" className={styles.secondaryButton} disabled={isLoading}>
        Сохранить
      </button>
      <p className={sectionStyles.saved} role="status">
        {result && `Сохранено. ${result}`}
      </p>
    </Form>
  );
}

function DeclineDialog({
  booking,
  onClose,
  send,
}: {
  booking: StaffBooking;
  onClose: () => void;
  send: (reason?: string) => Promise<string | undefined>;
}) {
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `staff-decline-booking-${booking.id}-reason`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSending(true);
    const trimmed = reason.trim();
    const error = await send(trimmed === '' ? undefined : trimmed);
    setSending(false);
    if (error !== undefined) setFormError(error);
  };

  return (
    <Modal title={`Отклонить бронь на ${bookingWho(booking)}?`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.muted}>Гостю придёт письмо{booking.phone ? ' и СМС' : ''}.</p>
        <FormField id={id} label="Причина (необязательно)">
          <textarea
            {...fieldAria(id, undefined)}
            className={textareaClassName}
            maxLength={REASON_MAX}
            rows={3}
            value={reason}
            data-autofocus
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={sending}>
            Да, отклонить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Назад
          </button>
        </div>
      </form>
    </Modal>
  );
}
