/**
 * An admin adds or takes a guest's loyalty points, with the reason (issue 32 item 2): found by
 * the phone of the guest's account; audited by the server; a deduction beyond the balance takes
 * what there is. The contract's schema judges the form before it is sent.
 */
import { type PointsAdjustment, pointsAdjustmentSchema } from '@storefront/contract/loyalty';
import { useId } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { TextField, useKitForm } from '../../../ui/form/form';
import { serverFieldErrors, staffErrorText } from '../../app/staff-errors';
import { FormCard, useAnswer } from '../../ui/form-card';
import styles from '../../ui/staff.module.css';
import { useAdjustPointsMutation } from './points-api';

interface PointsDraft {
  phone: string;
  /** '+300' or '-150' */
  points: string;
  reason: string;
}

const emptyDraft: PointsDraft = { phone: '', points: '', reason: '' };
const draftFields = new Set<keyof PointsDraft>(['phone', 'points', 'reason']);
const fieldOf = (field: string) =>
  draftFields.has(field as keyof PointsDraft) ? (field as keyof PointsDraft) : undefined;

/** What was typed as the call's body: the points a whole number (NaN refuses, at its field). */
const adjustmentOf = (draft: PointsDraft) => ({
  phone: draft.phone,
  points: /^[+-]?\d{1,7}$/.test(draft.points.trim()) ? Number(draft.points.trim()) : Number.NaN,
  reason: draft.reason,
});

export function PointsAdjustForm() {
  const form = useKitForm<PointsDraft>(
    () => emptyDraft,
    contractResolver(() => pointsAdjustmentSchema, adjustmentOf, fieldOf),
  );
  const [adjust, { isLoading }] = useAdjustPointsMutation();
  const answer = useAnswer();
  const id = useId();

  const onValid = async (draft: PointsDraft) => {
    const body: PointsAdjustment = pointsAdjustmentSchema.parse(adjustmentOf(draft));
    try {
      const { balance } = await adjust(body).unwrap();
      form.reset(emptyDraft);
      answer.tell(`Баллы изменены: у гостя теперь ${balance}`);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error, fieldOf)))
        form.setError(field as keyof PointsDraft, { type: 'server', message });
      answer.fail(staffErrorText(error));
    }
  };

  return (
    <FormCard
      headingId={`${id}-heading`}
      heading={<h2 id={`${id}-heading`}>Баллы гостя</h2>}
      form={form}
      locked={isLoading}
      answer={answer}
      onValid={onValid}
      actions={
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Изменить баллы
        </button>
      }
    >
      <p className={styles.muted}>
        Начислите или спишите баллы гостю с личным кабинетом, указав причину: изменение попадёт в
        журнал. Списать больше, чем есть, нельзя — спишется остаток.
      </p>
      <TextField name="phone" label="Телефон гостя" required type="tel" autoComplete="off" />
      <TextField
        name="points"
        label="Баллы"
        required
        hint="Например, 300 — начислить, -150 — списать"
        inputMode="numeric"
      />
      <TextField name="reason" label="Причина" required />
    </FormCard>
  );
}
