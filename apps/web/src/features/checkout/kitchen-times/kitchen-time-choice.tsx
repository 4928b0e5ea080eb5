/**
 * The time block with the kitchens' answer (issue 33 items 3–4), a chunk of its own: the time
 * block (../delivery-time-fields.tsx) shows today's rules until it loads, and so does this until
 * the kitchens answer, or when they cannot be asked.
 */
import { slotInstant } from '@storefront/contract/delivery-time';
import { venueReadyText } from '@storefront/contract/kitchen-time-words';
import type { KitchenTimesResponse } from '@storefront/contract/kitchen-times';
import { formatVenueTime } from '@storefront/contract/venue-clock';
import { useMemo } from 'react';
import { TimeChoice } from '../time-choice';
import { daysOf, type TimeOffer } from '../time-offer';
import { useKitchenTimes } from './use-kitchen-times';

/**
 * The offer of an answer at `now`: its slots still ahead; "as soon as possible" where it is
 * offered and no kitchen is off line, with each kitchen's time when they differ.
 */
export function offerOfAnswer(
  answer: KitchenTimesResponse,
  now: Date,
  asapOpen: boolean,
): TimeOffer {
  const asap = asapOpen ? answer.asap : null;
  const venues = asap?.venues.map((venue) => ({
    name: venue.name,
    time: formatVenueTime(Date.parse(venue.readyAt)),
  }));
  const differ = new Set(venues?.map((venue) => venue.time)).size > 1;
  return {
    asap: asap && {
      by: formatVenueTime(Date.parse(asap.promisedAt)),
      venues: differ ? (venues ?? []).map((venue) => venueReadyText(venue.name, venue.time)) : [],
    },
    days: daysOf(answer.slots.filter((slot) => (slotInstant(slot.value) ?? 0) > now.getTime())),
    notes: answer.notes,
  };
}

interface KitchenTimeChoiceProps {
  /** today's rules' offer: until the kitchens answer, or when they cannot be asked */
  rules: TimeOffer;
  now: Date;
  /** no kitchen is off line: "as soon as possible" may be offered */
  asapOpen: boolean;
}

export function KitchenTimeChoice({ rules, now, asapOpen }: KitchenTimeChoiceProps) {
  const { answer } = useKitchenTimes();
  const offer = useMemo(
    () => (answer ? offerOfAnswer(answer, now, asapOpen) : rules),
    [answer, now, asapOpen, rules],
  );
  return <TimeChoice offer={offer} />;
}
