/**
 * One card of the orders board: one venue's ticket of an order, what the kitchen and the
 * operator need to read at a glance, and the buttons that move it on from where it stands.
 */
import { discountLines } from '@storefront/contract/discount-lines';
import { kitchenActionsFrom } from '@storefront/contract/kitchen-actions';
import { kitchenTimeMessages } from '@storefront/contract/kitchen-times';
import { formatPrice, toKopecks, toRoubles } from '@storefront/contract/money';
import { paymentLabel } from '@storefront/contract/orders';
import { type BoardAction, boardActions, type StaffOrder } from '@storefront/contract/staff-orders';
import { menuVenues } from '@storefront/contract/venues';
import { createPortal } from 'react-dom';
import { formatVladivostokTime } from '../../../lib/vladivostok-time';
import { paymentStateNames } from './board-texts';
import styles from './order-board.module.css';
import { cardKey } from './orders-api';

/**
 * The kitchen's actions from where the ticket stands, and 'Отменить заказ' where the server says
 * the member may cancel the whole order (`mayCancel`, decision 077); elsewhere declining their own
 * ticket is their way out.
 */
export function cardActions(card: Pick<StaffOrder, 'ticket' | 'mayCancel'>): BoardAction[] {
  if (!isLiveTicketStatus(card.ticket)) return [];
  const kitchen: BoardAction[] = kitchenActionsFrom(card.ticket);
  return card.mayCancel ? [...kitchen, 'cancel'] : kitchen;
}

/** A ticket the kitchen still acts on (finished, declined and cancelled ones are history). */
function isLiveTicketStatus(ticket: StaffOrder['ticket']): boolean {
  return kitchenActionsFrom(ticket).length > 0;
}

export function isLive(card: StaffOrder): boolean {
  return isLiveTicketStatus(card.ticket);
}

export const cardId = (card: StaffOrder) => `staff-order-${cardKey(card)}`;

export function venueName(venueId: number): string {
  return menuVenues.find((venue) => venue.id === venueId)?.name ?? `Заведение ${venueId}`;
}

/** 'ко времени 18:30' for a slot, else the time the order was placed. */
export function whenText(card: StaffOrder): string {
  if (card.completeBefore) return `ко времени ${card.completeBefore.slice(11, 16)}`;
  return `оформлен в ${formatVladivostokTime(card.createdAt)}`;
}

/**
 * 'начать в 18:20': when this kitchen should start so every kitchen of the order is ready
 * together (issue 33) — while it has not started yet; null without a planned start.
 */
export function startText(card: Pick<StaffOrder, 'startAt' | 'ticket'>): string | null {
  if (card.startAt === null || (card.ticket !== 'sent' && card.ticket !== 'accepted')) return null;
  return kitchenTimeMessages.startAt(formatVladivostokTime(card.startAt));
}

const finishedNames: Partial<Record<StaffOrder['ticket'], string>> = {
  done: 'Выдан',
  declined: 'Отклонён',
  cancelled: 'Отменён',
};

function Lines({ card }: { card: StaffOrder }) {
  return (
    <ul className={styles.lines}>
      {card.lines.map((line) => (
        <li key={line.lineId}>
          <span className={styles.lineName}>{line.name}</span>{' '}
          <span className={styles.lineCount}>× {line.count}</span>
          <span className={styles.lineWeight}>
            {line.weightGrams > 0 ? ` · ${line.weightGrams} г` : ''}
            {line.costPerGram ? ' · на вес' : ''}
          </span>
          {line.choice !== '' && <span className={styles.lineChoice}>{line.choice}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The code's and the points' shares of this venue's dishes, when the order has them. */
function CardDiscounts({ card }: { card: StaffOrder }) {
  const lines = discountLines({
    promoCode: card.discount.promoCode,
    offerKopecks: toKopecks(card.discount.offer),
    deliveryDiscountKopecks: 0,
    pointsKopecks: toKopecks(card.discount.points),
  });
  if (lines.length === 0) return null;
  return (
    <p className={styles.meta}>
      {lines.map((line, index) => (
        <span key={line.label}>
          {index > 0 && ' · '}
          {line.label}: -{formatPrice(toRoubles(line.kopecks))}
        </span>
      ))}
    </p>
  );
}

interface OrderCardProps {
  card: StaffOrder;
  /** the venue is named on the card: the board shows more than one */
  showVenue: boolean;
  busy: boolean;
  onAction: (card: StaffOrder, action: BoardAction) => void;
  onPrint: (card: StaffOrder) => void;
}

export function OrderCard({ card, showVenue, busy, onAction, onPrint }: OrderCardProps) {
  const titleId = `${cardId(card)}-title`;
  const finished = finishedNames[card.ticket];
  const start = startText(card);
  return (
    <article id={cardId(card)} className={styles.card} aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className={styles.cardTitle}>
        Заказ №{card.number}
        {showVenue && <span className={styles.venue}> · {venueName(card.venueId)}</span>}
      </h3>
      <p className={styles.when}>
        {whenText(card)}
        {card.readyMinutes !== null && card.ticket !== 'sent' && (
          <> · готовность {card.readyMinutes} мин</>
        )}
      </p>
      {start && <p className={styles.startAt}>{start}</p>}
      <p>
        {card.serviceType === 'DeliveryByClient' ? (
          <strong>Самовывоз</strong>
        ) : (
          <>
            <strong>Курьер:</strong> {card.address}
          </>
        )}
      </p>
      <Lines card={card} />
      <CardDiscounts card={card} />
      {card.comment && (
        <p className={styles.comment}>
          <strong>Комментарий:</strong> {card.comment}
        </p>
      )}
      {card.noCall && <p className={styles.noCall}>Без звонка</p>}
      <p className={styles.meta}>
        {paymentLabel(card.payment.method, card.serviceType)},{' '}
        {paymentStateNames[card.payment.status]}
      </p>
      <p className={styles.meta}>
        {card.customerName} · <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>{card.phone}</a>
      </p>
      {finished && (
        <p className={styles.meta}>
          <strong>{finished}</strong>
          {card.reason ? `: ${card.reason}` : ''}
        </p>
      )}
      <div className={styles.cardActions}>
        {cardActions(card).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cancel' || action === 'decline' ? styles.quiet : styles.go}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onAction(card, action)}
          >
            {boardActions[action]}
          </button>
        ))}
        <button
          type="button"
          className={styles.quiet}
          aria-describedby={titleId}
          onClick={() => onPrint(card)}
        >
          Печать
        </button>
      </div>
    </article>
  );
}

/**
 * The kitchen ticket for an 80 mm receipt printer: put into the page only while it is printed,
 * with the rules that print it alone on a narrow page (they would otherwise reach every print of
 * the board).
 */
export function PrintTicket({ card }: { card: StaffOrder }) {
  return createPortal(
    <div className={styles.printTicket}>
      <style>
        {`@page { size: 80mm auto; margin: 4mm; }
@media print { body > :not(.${styles.printTicket}) { display: none !important; } }`}
      </style>
      <p className={styles.printNumber}>№{card.number}</p>
      <p>{venueName(card.venueId)}</p>
      <p>{whenText(card)}</p>
      {startText(card) && <p>{startText(card)}</p>}
      <p>{card.serviceType === 'DeliveryByClient' ? 'САМОВЫВОЗ' : `КУРЬЕР: ${card.address}`}</p>
      <Lines card={card} />
      {card.comment && <p>Комментарий: {card.comment}</p>}
      {card.noCall && <p>БЕЗ ЗВОНКА</p>}
    </div>,
    document.body,
  );
}
