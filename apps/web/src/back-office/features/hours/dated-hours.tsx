/**
 * A place's dated hours (issue 33 item 3): holidays it is closed and events with their own hours,
 * beside its week. The list of upcoming dates, each with 'Убрать', and a form that adds a date
 * (or replaces one already set). Dates from today to DATED_HOURS_DAYS_AHEAD days ahead, the
 * hours by the week's rules (the contract's datedHoursEntrySchema).
 */
import {
  datedHoursEntrySchema,
  datedHoursMessages,
  datedHoursRange,
} from '@storefront/contract/dated-hours';
import type { DatedDay } from '@storefront/contract/opening-hours-schemas';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { CheckField, Form, TextField, useKitForm } from '../../../ui/form/form';
import { staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { useSetDatedHoursMutation, useStaffDatedHoursQuery } from './kitchen-api';
import hoursStyles from './opening-hours-section.module.css';

interface DatedValues {
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
}

const wireOf = (values: DatedValues) => ({
  date: values.date,
  hours: values.closed ? null : { opens: values.opens.trim(), closes: values.closes.trim() },
});

const fieldOf = (field: string, path: readonly PropertyKey[]) =>
  field === 'date' ? 'date' : field === 'hours' ? String(path[1] ?? 'opens') : undefined;

const dayMonth = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

/** 'чт, 31 декабря: выходной', 'сб, 28 ноября: 18:00–24:00' */
export function datedDayText(day: DatedDay): string {
  const date = dayMonth.format(Date.parse(`${day.date}T00:00:00Z`));
  return day.opens === null || day.closes === null
    ? `${date}: ${datedHoursMessages.closed.toLowerCase()}`
    : `${date}: ${day.opens}–${day.closes}`;
}

export function DatedHours({ placeId }: { placeId: number }) {
  const { currentData: places } = useStaffDatedHoursQuery();
  const [setDated, { isLoading }] = useSetDatedHoursMutation();
  const [answer, setAnswer] = useState({ failure: '', notice: '' });
  const id = useId();
  const dates = places?.find((place) => place.placeId === placeId)?.dates ?? [];
  const form = useKitForm<DatedValues>(
    () => ({ date: '', closed: true, opens: '', closes: '' }),
    contractResolver(() => datedHoursEntrySchema(Date.now), wireOf, fieldOf),
  );
  const closed = useWatch({ control: form.control, name: 'closed' });
  const range = datedHoursRange(Date.now());

  const send = async (date: string, hours: ReturnType<typeof wireOf>['hours'] | undefined) => {
    try {
      await setDated({ placeId, date, body: hours === undefined ? null : { hours } }).unwrap();
      return true;
    } catch (failure) {
      setAnswer({ failure: `Не сохранено: ${staffErrorText(failure)}`, notice: '' });
      return false;
    }
  };
  const onValid = async (values: DatedValues) => {
    const { date, hours } = wireOf(values);
    if (await send(date, hours)) {
      setAnswer({
        failure: '',
        notice: `Сохранено: ${datedDayText({ date, ...splitHours(hours) })}`,
      });
      form.reset({ date: '', closed: true, opens: '', closes: '' });
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{datedHoursMessages.title}</h2>
      <p className={styles.muted}>{datedHoursMessages.intro}</p>
      {dates.length === 0 ? (
        <p className={styles.muted}>{datedHoursMessages.none}</p>
      ) : (
        <ul aria-label={datedHoursMessages.title}>
          {dates.map((day) => (
            <li key={day.date}>
              {datedDayText(day)}{' '}
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={isLoading}
                aria-label={`${datedHoursMessages.remove}: ${datedDayText(day)}`}
                onClick={async () => {
                  if (isLoading) return;
                  if (await send(day.date, undefined))
                    setAnswer({ failure: '', notice: `Убрано: ${datedDayText(day)}` });
                }}
              >
                {datedHoursMessages.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        className={styles.form}
        locked={isLoading}
        labelledBy={`${id}-add`}
        onSubmitStart={() => setAnswer({ failure: '', notice: '' })}
        onValid={onValid}
      >
        <h3 id={`${id}-add`}>{datedHoursMessages.add}</h3>
        <TextField
          name="date"
          label="Дата"
          type="date"
          required
          input={{ min: range.from, max: range.to }}
        />
        <fieldset className={hoursStyles.day}>
          <legend>Часы в этот день</legend>
          <CheckField name="closed" label={datedHoursMessages.closed} />
          <TextField
            name="opens"
            label="Открывается"
            inputMode="numeric"
            input={{ placeholder: 'ЧЧ:ММ', maxLength: 5 }}
            controlClassName={hoursStyles.time}
            disabled={closed}
          />
          <TextField
            name="closes"
            label="Закрывается"
            inputMode="numeric"
            input={{ placeholder: 'ЧЧ:ММ', maxLength: 5 }}
            controlClassName={hoursStyles.time}
            disabled={closed}
          />
        </fieldset>
        <p className={styles.error} role="alert">
          {answer.failure}
        </p>
        <p className={styles.notice} role="status">
          {answer.notice}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
            {datedHoursMessages.add}
          </button>
        </div>
      </Form>
    </section>
  );
}

const splitHours = (hours: { opens: string; closes: string } | null) => ({
  opens: hours?.opens ?? null,
  closes: hours?.closes ?? null,
});
