/** A member's role and venues, as the admin's forms choose them (inside the kit's Form). */
import { type StaffRole, staffRoleNames, staffRoles } from '@storefront/contract/staff';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/form/form';
import { VenueChecks } from '../../ui/venue-checks';

const roleOptions = staffRoles.map((value) => ({ value, label: staffRoleNames[value] }));

export function RoleField({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  return (
    <SelectField
      name="role"
      id={id}
      label="Роль"
      required
      options={roleOptions}
      autoFocus={autoFocus}
    />
  );
}

/**
 * The venues of the role chosen above: registered after the fields before them, so that the
 * first field refused takes the focus in the form's order.
 */
export function VenuesField({ id }: { id: string }) {
  const { register, watch, formState } = useFormContext<{ role: StaffRole; venues: string[] }>();
  return (
    <VenueChecks
      id={id}
      role={watch('role')}
      error={formState.errors.venues?.message}
      field={register('venues')}
    />
  );
}
