/**
 * Beside the blocks: the order read-only, the delivery fee and total, the submit button with what
 * the order still needs, and the way back to the review (SPEC.md §2 "finishWindow", §4).
 */
import { basketLineId } from '@storefront/contract/basket-rules';
import type { DeliveryZone } from '@storefront/contract/catalog';
import {
  type CheckoutForm as CheckoutFormValues,
  zoneDelivery,
  zoneTermsOf,
} from '@storefront/contract/checkout';
import {
  checkoutMessages,
  leftToFreeDeliveryMessage,
  missingMinimumMessage,
  zoneMinimumMessage,
} from '@storefront/contract/checkout-messages';
import { addPrices, formatPrice, toKopecks, toRoubles } from '@storefront/contract/money';
import { isPhoneEmpty } from '@storefront/contract/phone';
import { type MouseEvent, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { VenuePauseNotice } from '../../ui/venue-pause-notice';
import { BasketLineCard } from '../basket/basket-line-card';
import { basketVenueIds, selectBasketLines, selectBasketTotal } from '../basket/basket-slice';
import styles from './checkout-form.module.css';
import { RewardsDisclosure } from './rewards-disclosure';

export const SUBMIT_LABEL = 'ОФОРМИТЬ ЗАКАЗ';
/** SPEC §9: submit-label hints last 5 s. */
export const HINT_MS = 5000;

interface OrderSummaryProps {
  zones: DeliveryZone[] | undefined;
  /** back to the review step */
  onBack: () => void;
}

export function OrderSummary({ zones, onBack }: OrderSummaryProps) {
  const {
    watch,
    setValue,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useFormContext<CheckoutFormValues>();
  const lines = useAppSelector(selectBasketLines);
  const basketTotal = useAppSelector(selectBasketTotal);

  // SPEC §4 asks for both a disabled submit when the phone is empty and a 5-second hint on the
  // button when the name or phone is missing — a disabled button could never show that hint.
  // So a missing name or phone leaves the button clickable: the click shows the hint (and the
  // field's own error, with focus on it) instead of sending. The button is disabled for the
  // spec's other cases: courier delivery without street or house, contact fields holding errors
  // (other than being empty), and while the request runs.
  // The hint is an object, so that a second click restarts the 5 seconds.
  const [hint, setHint] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const [deliveryType, name, phone, street, house, deliveryZone, privacyPolicy, timeMode, slot] =
    watch([
      'deliveryType',
      'name',
      'phone',
      'street',
      'house',
      'deliveryZone',
      'privacyPolicy',
      'timeMode',
      'slot',
    ]);
  const courier = deliveryType === 'DeliveryByCourier';
  const zone = courier ? zones?.find((known) => known.id === deliveryZone) : undefined;
  // The zone's terms for these dishes: the rule the server charges by (issue 14 item 6).
  const terms = zone ? zoneTermsOf(zone) : null;
  const delivery = terms ? zoneDelivery(terms, toKopecks(basketTotal)) : null;
  const nameEmpty = name.trim() === '';
  const phoneEmpty = isPhoneEmpty(phone);
  const contactErrors =
    (errors.name && !nameEmpty) || errors.surname || (errors.phone && !phoneEmpty) || errors.email;
  const addressMissing = courier && (street.trim() === '' || house.trim() === '');
  const disabled = isSubmitting || addressMissing || Boolean(contactErrors);
  // Issue 9: what the order still needs, next to the button, so a disabled button says why.
  const missing = [
    nameEmpty && checkoutMessages.missingName,
    phoneEmpty && checkoutMessages.missingPhone,
    addressMissing && checkoutMessages.missingAddress,
    courier && deliveryZone === null && checkoutMessages.missingZone,
    delivery !== null &&
      delivery.belowMinimumBy > 0 &&
      missingMinimumMessage(delivery.belowMinimumBy),
    timeMode === 'slot' && slot === '' && checkoutMessages.missingSlot,
    !privacyPolicy && checkoutMessages.missingPrivacy,
    Boolean(contactErrors) && checkoutMessages.fixErrors,
  ].filter((item) => typeof item === 'string');

  const onSubmitClick = (event: MouseEvent<HTMLButtonElement>) => {
    const missingField = nameEmpty ? 'name' : phoneEmpty ? 'phone' : null;
    if (!missingField) return;
    event.preventDefault();
    setHint({
      text: missingField === 'name' ? checkoutMessages.nameHint : checkoutMessages.phoneHint,
    });
    // Touched, so that its error shows now and clears as soon as the guest types.
    setValue(missingField, getValues(missingField), { shouldTouch: true, shouldValidate: true });
    setFocus(missingField);
  };

  const fee = delivery ? toRoubles(delivery.feeKopecks) : 0;
  const total = addPrices(basketTotal, fee);
  // Under the minimum the order cannot go; else, while delivery still costs, how far free is.
  const zoneNote =
    delivery === null || terms === null
      ? null
      : delivery.belowMinimumBy > 0
        ? zoneMinimumMessage(terms.minOrderKopecks)
        : delivery.leftToFree === null
          ? null
          : leftToFreeDeliveryMessage(delivery.leftToFree);

  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.summaryTitle}>
        ВАШ ЗАКАЗ
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <BasketLineCard key={basketLineId(line)} line={line} variant="finishWindow" />
        ))}
      </ul>
      {courier && (
        <p className={styles.sumLine}>
          {deliveryZone === null ? 'Доставка: выберите район' : `Доставка: ${formatPrice(fee)}`}
        </p>
      )}
      {zoneNote !== null && <p className={styles.zoneNote}>{zoneNote}</p>}
      <RewardsDisclosure
        fee={courier && delivery ? fee : undefined}
        plainTotal={total}
        total={(roubles) => <p className={styles.total}>Итого: {formatPrice(roubles)}</p>}
      />
      {/* A kitchen off line is said by the time choice (delivery-time-fields.tsx). */}
      <VenuePauseNotice venueIds={basketVenueIds(lines)} withOffline={false} />
      <button
        type="submit"
        className={styles.submit}
        disabled={disabled}
        onClick={onSubmitClick}
        aria-describedby={missing.length > 0 ? 'checkout-missing' : undefined}
      >
        {hint ? hint.text : SUBMIT_LABEL}
      </button>
      <div id="checkout-missing" className={styles.missing} aria-live="polite">
        {missing.length > 0 && (
          <>
            <p>{checkoutMessages.missingTitle}</p>
            <ul>
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="button" className={styles.back} onClick={onBack}>
        ЧТО Я ВЫБРАЛ?
      </button>
    </aside>
  );
}
