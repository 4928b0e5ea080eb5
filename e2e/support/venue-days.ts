/** Days in Vladivostok, as the journeys type them: the restaurants' calendar, not the runner's. */
import { venueDate } from '@storefront/contract/venue-clock';

const DAY = 24 * 3600_000;

/**
 * The Vladivostok date some days from now: as the staff's date field takes it ('YYYY-MM-DD') and
 * as the guest's booking mask writes it ('DD/MM/YYYY').
 */
export function venueDay(daysAhead: number): { field: string; booking: string } {
  const field = venueDate(Date.now() + daysAhead * DAY);
  const [year, month, day] = field.split('-');
  return { field, booking: `${day}/${month}/${year}` };
}
