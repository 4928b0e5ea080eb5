/**
 * What the board asks before an action: 'Принять' the minutes to ready and the final price of
 * dishes sold by weight; 'Отклонить' and 'Отменить заказ' a reason, and a confirmation (the
 * guest is told at once, and a cancelled order is the whole order, every venue's part).
 */

import {
  ACCEPT_MINUTES_MAX,
  ACCEPT_MINUTES_MIN,
  BOARD_REASON_MAX,
  type BoardActionRequest,
  boardActions,
  type StaffOrder,
} from '@storefront/contract/staff-orders';
import { cancelRefusals } from '@storefront/contract/staff-permissions';
import { useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { Form, TextField, useKitForm } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import styles from '../../ui/staff.module.css';

export const DEFAULT_READY_MINUTES = 20;
const MAX_FINAL_PRICE = 500_000;

/** The dialog's answer: undefined when it is done (sent, or the board took over the error). */
export type SendAction = (body: BoardActionRequest) => Promise<string | undefined>;

interface DialogProps {
  card: StaffOrder;
  onClose: () => void;
  send: SendAction;
}

/** The minutes, and each dish sold by weight's final price by `line<lineId>`. */
type AcceptValues = Record<string, string>;

const lineField = (line: StaffOrder['lines'][number]) => `line${line.lineId}`;

/** Before the call: whole minutes within the contract's bounds, and a price above nought. */
const acceptResolver =
  (weighed: StaffOrder['lines']): Resolver<AcceptValues> =>
  (values): ResolverResult<AcceptValues> => {
    const errors: Record<string, { type: string; message: string }> = {};
    const readyMinutes = Number(values.minutes);
    if (
      !Number.isInteger(readyMinutes) ||
      readyMinutes < ACCEPT_MINUTES_MIN ||
      readyMinutes > ACCEPT_MINUTES_MAX
    ) {
      errors.minutes = {
        type: 'range',
        message: `Укажите целое число минут от ${ACCEPT_MINUTES_MIN} до ${ACCEPT_MINUTES_MAX}`,
      };
    }
    for (const line of weighed) {
      const price = finalPrice(values[lineField(line)]);
      if (!(price > 0 && price <= MAX_FINAL_PRICE)) {
        errors[lineField(line)] = { type: 'range', message: 'Укажите цену больше нуля' };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

const finalPrice = (typed: string | undefined) => Number((typed ?? '').replace(',', '.'));

export function AcceptDialog({ card, onClose, send }: DialogProps) {
  const weighed = card.lines.filter((line) => line.costPerGram);
  const form = useKitForm<AcceptValues>(
    () => ({
      minutes: String(DEFAULT_READY_MINUTES),
      ...Object.fromEntries(weighed.map((line) => [lineField(line), String(line.sum)])),
    }),
    acceptResolver(weighed),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onValid = async (values: AcceptValues) => {
    const finalPrices: Record<string, number> = Object.fromEntries(
      weighed.map((line) => [String(line.lineId), finalPrice(values[lineField(line)])]),
    );
    setFormError(null);
    setSending(true);
    const error = await send({
      minutes: Number(values.minutes),
      ...(weighed.length > 0 ? { finalPrices } : {}),
    });
    setSending(false);
    if (error !== undefined) setFormError(error);
  };

  return (
    <Modal title={`Принять заказ №${card.number}`} onClose={onClose}>
      <Form form={form} className={styles.form} keepErrorsWhileTyping onValid={onValid}>
        <TextField
          name="minutes"
          id={fieldId(card, 'minutes')}
          label="Через сколько минут будет готов"
          required
          type="number"
          inputMode="numeric"
          autoComplete={null}
          input={{ min: ACCEPT_MINUTES_MIN, max: ACCEPT_MINUTES_MAX, step: 1 }}
          autoFocus
        />
        {weighed.map((line) => (
          <TextField
            key={line.lineId}
            name={lineField(line)}
            id={fieldId(card, String(line.lineId))}
            label={`Итоговая цена, Р: ${line.name} (на вес)`}
            required
            type="number"
            inputMode="decimal"
            autoComplete={null}
            input={{ min: 0.01, max: MAX_FINAL_PRICE, step: 0.01 }}
          />
        ))}
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={sending}>
            {boardActions.accept}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Отмена
          </button>
        </div>
      </Form>
    </Modal>
  );
}

const fieldId = (card: StaffOrder, field: string) =>
  `staff-accept-${card.orderId}-${card.venueId}-${field}`;

export function ReasonDialog({
  card,
  action,
  onClose,
  send,
}: DialogProps & { action: 'decline' | 'cancel' }) {
  const form = useKitForm<{ reason: string }>(() => ({ reason: '' }));
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `staff-${action}-${card.orderId}-${card.venueId}-reason`;
  const cancelling = action === 'cancel';
  // Another kitchen has started: the whole order goes only with a reason the guest is told.
  const reasonNeeded = cancelling && card.cancelNeedsReason;

  const onValid = async ({ reason }: { reason: string }) => {
    const trimmed = reason.trim();
    if (reasonNeeded && trimmed === '') {
      setFormError(cancelRefusals.reasonNeeded);
      return;
    }
    setSending(true);
    const error = await send(trimmed === '' ? {} : { reason: trimmed });
    setSending(false);
    if (error !== undefined) setFormError(error);
  };

  return (
    <Modal
      title={cancelling ? `Отменить заказ №${card.number}?` : `Отклонить заказ №${card.number}?`}
      onClose={onClose}
    >
      <Form
        form={form}
        className={styles.form}
        onSubmitStart={() => setFormError(null)}
        onValid={onValid}
      >
        <p className={styles.muted}>
          {cancelling
            ? 'Отменится весь заказ, во всех заведениях. Гостю придёт сообщение.'
            : 'Заведение не будет готовить свою часть заказа. Гостю придёт сообщение.'}
        </p>
        <TextField
          name="reason"
          id={id}
          label={reasonNeeded ? 'Причина' : 'Причина (необязательно)'}
          required={reasonNeeded}
          multiline
          rows={3}
          input={{ maxLength: BOARD_REASON_MAX }}
          autoFocus
        />
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={sending}>
            {cancelling ? 'Да, отменить заказ' : 'Да, отклонить'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Назад
          </button>
        </div>
      </Form>
    </Modal>
  );
}
