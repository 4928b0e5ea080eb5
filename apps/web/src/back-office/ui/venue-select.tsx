/**
 * The venues a staff section works on, chosen one at a time: a manager's own venues, every venue
 * for an admin. For the sections kept per venue (the menu; the stop list draws the same choice).
 */
import type { StaffProfile } from '@storefront/contract/staff';
import { worksAt } from '@storefront/contract/staff-permissions';
import { type MenuVenue, menuVenues } from '@storefront/contract/venues';
import { useId } from 'react';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';

export function memberMenuVenues(me: Pick<StaffProfile, 'role' | 'venues'>): MenuVenue[] {
  return menuVenues.filter((venue) => worksAt(me, venue.id));
}

interface VenueSelectProps {
  venues: readonly MenuVenue[];
  value: number | undefined;
  onChange: (venueId: number) => void;
  className?: string;
}

export function VenueSelect({ venues, value, onChange, className }: VenueSelectProps) {
  const id = useId();
  return (
    <FormField id={id} label="Заведение" className={className}>
      <select
        {...fieldAria(id, undefined)}
        className={inputClassName}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
