/**
 * The venues a manager or an operator works for, as checkboxes (an admin's are every venue), and
 * how the members table names them.
 */
import { type StaffRole, staffMessages } from '@storefront/contract/staff';
import { type MenuVenueId, menuVenues } from '@storefront/contract/venues';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldAria } from '../../ui/form-field';
import styles from './staff.module.css';

export const ALL_VENUES = 'Все заведения';

export function venueNames(role: StaffRole, venues: readonly number[]): string {
  if (role === 'admin') return ALL_VENUES;
  const names = menuVenues.filter((venue) => venues.includes(venue.id)).map((venue) => venue.name);
  return names.length > 0 ? names.join(', ') : '—';
}

/**
 * The form's checked values ('1', '3') as the call's venue ids; an admin's are every venue
 * (staffProfileSchema), sent as such whatever was checked before the role was chosen.
 */
export function venueIds(
  role: StaffRole,
  checked: readonly string[] | string | false | undefined,
): MenuVenueId[] {
  if (role === 'admin') return menuVenues.map((venue) => venue.id);
  const values = Array.isArray(checked) ? checked : typeof checked === 'string' ? [checked] : [];
  return menuVenues.filter((venue) => values.includes(String(venue.id))).map((venue) => venue.id);
}

/** Manager and operator: at least one venue (the contract's message). */
export function venuesRule(role: StaffRole) {
  return (checked: readonly string[] | string | false | undefined) =>
    role === 'admin' || venueIds(role, checked).length > 0 || staffMessages.venues;
}

interface VenueChecksProps {
  id: string;
  role: StaffRole;
  field: UseFormRegisterReturn;
  error?: string;
}

export function VenueChecks({ id, role, field, error }: VenueChecksProps) {
  if (role === 'admin') {
    return <p className={styles.muted}>Администратор работает со всеми заведениями.</p>;
  }
  const aria = fieldAria(id, error);
  return (
    <fieldset className={styles.fieldset} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.legend}>Заведения</legend>
      <div className={styles.checks}>
        {menuVenues.map((venue, index) => (
          <label key={venue.id} className={styles.check}>
            <input
              type="checkbox"
              value={String(venue.id)}
              {...(index === 0 ? { id } : {})}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              {...field}
            />
            {venue.name}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} role="alert" />
    </fieldset>
  );
}
