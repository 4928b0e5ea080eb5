/**
 * What the board asks before an action: 'Принять' the minutes to ready and the final price of
 * dishes sold by weight; 'Отклонить' and 'Отменить заказ' a reason, and a confirmation (the
 * guest is told at once, and a cancelled order is the whole order, every venue's part).
 */
import {
  ACCEPT_MINUTES_MAX,
  ACCEPT_MINUTES_MIN,
  type BoardActionRequest,
  boardActions,
  type StaffOrder,
} from '@storefront/contract/staff-orders';
import { type FormEvent, useState } from 'react';
import { FormField, fieldAria, inputClassName, textareaClassName } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import styles from '../../ui/staff.module.css';

export const DEFAULT_READY_MINUTES = 20;
const MAX_FINAL_PRICE = 500_000;
const REASON_MAX = 300;

/** The dialog's answer: undefined when it is done (sent, or the board took over the error). */
export type SendAction = (body: BoardActionRequest) => Promise<string | undefined>;

interface DialogProps {
  card: StaffOrder;
  onClose: () => void;
  send: SendAction;
}

export function AcceptDialog({ card, onClose, send }: DialogProps) {
  const weighed = card.lines.filter((line) => line.costPerGram);
  const [minutes, setMinutes] = useState(String(DEFAULT_READY_MINUTES));
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(weighed.map((line) => [String(line.lineId), String(line.sum)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const readyMinutes = Number(minutes);
    if (
      !Number.isInteger(readyMinutes) ||
      readyMinutes < ACCEPT_MINUTES_MIN ||
      readyMinutes > ACCEPT_MINUTES_MAX
    ) {
      found.minutes = `Укажите целое число минут от ${ACCEPT_MINUTES_MIN} до ${ACCEPT_MINUTES_MAX}`;
    }
    const finalPrices: Record<string, number> = {};
    for (const line of weighed) {
      const key = String(line.lineId);
      const price = Number((prices[key] ?? '').replace(',', '.'));
      if (!(price > 0 && price <= MAX_FINAL_PRICE)) {
        found[key] = 'Укажите цену больше нуля';
      } else finalPrices[key] = price;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(card, first))?.focus();
      return;
    }
    setFormError(null);
    setSending(true);
    const error = await send({
      minutes: readyMinutes,
      ...(weighed.length > 0 ? { finalPrices } : {}),
    });
    setSending(false);
    if (error !== undefined) setFormError(error);
  };

  return (
    <Modal title={`Принять заказ №${card.number}`} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormField
          id={fieldId(card, 'minutes')}
          label="Через сколько минут будет готов"
          error={errors.minutes}
          required
        >
          <input
            {...fieldAria(fieldId(card, 'minutes'), errors.minutes, true)}
            className={inputClassName}
            type="number"
            inputMode="numeric"
            min={ACCEPT_MINUTES_MIN}
            max={ACCEPT_MINUTES_MAX}
            step={1}
            value={minutes}
            data-autofocus
            onChange={(event) => setMinutes(event.target.value)}
          />
        </FormField>
        {weighed.map((line) => {
          const key = String(line.lineId);
          const id = fieldId(card, key);
          return (
            <FormField
              key={key}
              id={id}
              label={`Итоговая цена, Р: ${line.name} (на вес)`}
              error={errors[key]}
              required
            >
              <input
                {...fieldAria(id, errors[key], true)}
                className={inputClassName}
                type="number"
                inputMode="decimal"
                min={0.01}
                max={MAX_FINAL_PRICE}
                step={0.01}
                value={prices[key] ?? ''}
                onChange={(event) => setPrices({ ...prices, [key]: event.target.value })}
              />
            </FormField>
          );
        })}
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
      </form>
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
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `staff-${action}-${card.orderId}-${card.venueId}-reason`;
  const cancelling = action === 'cancel';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSending(true);
    const trimmed = reason.trim();
    const error = await send(trimmed === '' ? {} : { reason: trimmed });
    setSending(false);
    if (error !== undefined) setFormError(error);
  };

  return (
    <Modal
      title={cancelling ? `Отменить заказ №${card.number}?` : `Отклонить заказ №${card.number}?`}
      onClose={onClose}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.muted}>
          {cancelling
            ? 'Отменится весь заказ, во всех заведениях. Гостю придёт сообщение.'
            : 'Заведение не будет готовить свою часть заказа. Гостю придёт сообщение.'}
        </p>
        <FormField id={id} label="Причина (необязательно)">
          <textarea
            {...fieldAria(id, undefined)}
            className={textareaClassName}
            maxLength={REASON_MAX}
            rows={3}
            value={reason}
            data-autofocus
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
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
      </form>
    </Modal>
  );
}
