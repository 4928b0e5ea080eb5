/**
 * The booking modal's date and time pickers (decision 023). The pickers write the masked field's
 * text; what is typed there sets the pickers back, when it is one of their choices. One text, one
 * rule (contract bookingTimeError), whichever way.
 */
import {
  type BookingForm,
  bookingDates,
  bookingTimeError,
  bookingTimes,
  joinBookingTime,
  splitBookingTime,
} from '@storefront/contract/booking';
import type { Place } from '@storefront/contract/venues';
import type { WeekHours } from '@storefront/contract/week-hours';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';

type TimeForm = Pick<UseFormReturn<BookingForm>, 'getFieldState' | 'setValue'>;

interface BookingTimePickersOptions {
  form: TimeForm;
  /** whether the form has been submitted once */
  isSubmitted: boolean;
  placeId: Place['id'];
  week: WeekHours;
  /** the masked field's text */
  time: string;
}

export function useBookingTimePickers({
  form,
  isSubmitted,
  placeId,
  week,
  time,
}: BookingTimePickersOptions) {
  const picked = splitBookingTime(time);
  const dates = useMemo(() => bookingDates(placeId, new Date(), week), [placeId, week]);
  const pickedDate = dates.some((d) => d.value === picked.date) ? picked.date : null;
  const times = useMemo(() => {
    const offered = bookingTimes(placeId, pickedDate, new Date(), week);
    // A typed time off the 30-minute grid but within the rule is shown as chosen, not lost.
    if (
      picked.time &&
      !offered.includes(picked.time) &&
      bookingTimeError(time, placeId, new Date(), week) === null
    ) {
      return [...offered, picked.time].sort();
    }
    return offered;
  }, [placeId, pickedDate, picked.time, time, week]);
  const pickedTime = picked.time && times.includes(picked.time) ? picked.time : '';
  const writeTime = (text: string, complete: boolean) => {
    // A whole date and time is checked at once, as a field just left; a half one once touched.
    const touched = form.getFieldState('time').isTouched || isSubmitted;
    form.setValue('time', text, {
      shouldDirty: true,
      shouldTouch: complete || undefined,
      shouldValidate: complete || touched,
    });
  };
  const pickDate = (date: string) => {
    if (picked.time) writeTime(joinBookingTime(date, picked.time), true);
    else writeTime(date, false);
  };
  const pickTime = (value: string) => {
    if (pickedDate) writeTime(joinBookingTime(pickedDate, value), true);
  };
  const exampleDate = dates.find((d) => d.daysAhead >= 1)?.value ?? dates[0]?.value ?? '';

  return { dates, pickedDate, times, pickedTime, pickDate, pickTime, writeTime, exampleDate };
}

export type BookingTimePickers = ReturnType<typeof useBookingTimePickers>;
