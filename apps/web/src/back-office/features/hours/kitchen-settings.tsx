/**
 * A venue's kitchen (issue 33 item 1, decision 088): its capacity (make-minutes per 15
 * minutes), how many days ahead guests may choose, and how long before its start a pre-order
 * reaches the kitchen. One card per venue of the member (an admin: every venue). Saved with the
 * version it was read at: after another manager's save (or a busy-mode change, which shares the
 * venue's version) the settings as they are now come into the fields, what was typed kept beside
 * ('Вернуть моё').
 */
import {
  kitchenSettingsMessages,
  type VenueKitchen,
  type VenueKitchenUpdate,
  venueKitchenUpdateSchema,
} from '@storefront/contract/staff-kitchen';
import { useId } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { TextField } from '../../../ui/form/form';
import { useRowForm } from '../../../ui/form/use-row-form';
import { conflictCurrent, staffErrorText } from '../../app/staff-errors';
import { FormCard, useAnswer } from '../../ui/form-card';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { wholeOf } from '../../ui/typed-numbers';
import { useStaffKitchenQuery, useUpdateKitchenMutation } from './kitchen-api';

interface KitchenDraft {
  capacity: string;
  days: string;
  notice: string;
}

const draftOf = (venue: VenueKitchen): KitchenDraft => ({
  capacity: String(venue.capacityMinutes),
  days: String(venue.preorderDays),
  notice: String(venue.noticeMinutes),
});

const bodyOf = (draft: KitchenDraft, version: number): VenueKitchenUpdate => ({
  capacityMinutes: wholeOf(draft.capacity),
  preorderDays: wholeOf(draft.days),
  noticeMinutes: wholeOf(draft.notice),
  version,
});

const fieldOf = (field: string) =>
  ({ capacityMinutes: 'capacity', preorderDays: 'days', noticeMinutes: 'notice' })[field];

/** Every venue's kitchen card the member may set. */
export function KitchenSettingsSection() {
  const { currentData: venues, error, isError, refetch } = useStaffKitchenQuery();
  return (
    <>
      <QueryState isError={isError} error={error} refetch={refetch} loaded={!!venues} />
      {venues?.map((venue) => (
        <KitchenForm key={venue.venueId} venue={venue} />
      ))}
    </>
  );
}

function KitchenForm({ venue }: { venue: VenueKitchen }) {
  const { form, keepMine, base, saved, conflict } = useRowForm(venue, draftOf, (made) =>
    contractResolver(
      () => venueKitchenUpdateSchema,
      (draft: KitchenDraft) => bodyOf(draft, made.version),
      fieldOf,
    ),
  );
  const [update, { isLoading }] = useUpdateKitchenMutation();
  const answer = useAnswer();
  const id = useId();

  const onValid = async (draft: KitchenDraft) => {
    try {
      saved(await update({ venueId: venue.venueId, body: bodyOf(draft, base.version) }).unwrap());
      answer.tell(kitchenSettingsMessages.saved);
    } catch (failure) {
      const current = conflictCurrent<VenueKitchen>(failure);
      if (current) conflict(current);
      answer.fail(`Не сохранено: ${staffErrorText(failure)}`);
    }
  };

  return (
    <FormCard
      headingId={`${id}-heading`}
      heading={
        <h2 id={`${id}-heading`}>
          {kitchenSettingsMessages.title}: {venue.name}
        </h2>
      }
      form={form}
      keepMine={keepMine}
      locked={isLoading}
      answer={answer}
      onValid={onValid}
      actions={
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить
        </button>
      }
    >
      <TextField
        name="capacity"
        label="Мощность кухни, минут готовки за 15 минут"
        hint={kitchenSettingsMessages.capacityHint}
        required
        inputMode="numeric"
      />
      <TextField
        name="days"
        label="Предзаказ, дней вперёд"
        hint={kitchenSettingsMessages.preorderDaysHint}
        required
        inputMode="numeric"
      />
      <TextField
        name="notice"
        label="Предзаказ приходит на кухню, минут до начала"
        hint={kitchenSettingsMessages.noticeHint}
        required
        inputMode="numeric"
      />
    </FormCard>
  );
}
