/**
 * «Предзаказы» (issue 33 item 3): the orders due days ahead whose tickets have not reached the
 * kitchen yet, apart from the live tickets — when each is due, what it holds, and when to start
 * on it. Its ticket arrives the notice before its start, and the card moves to the board.
 */
import { kitchenTimeMessages } from '@storefront/contract/kitchen-times';
import { preorderTexts, type StaffPreorder } from '@storefront/contract/staff-orders';
import { venueDate } from '@storefront/contract/venue-clock';
import { formatVladivostokDateTime, formatVladivostokTime } from '../../../lib/vladivostok-time';
import styles from './order-board.module.css';
import { venueName } from './order-card';
import { cardKey } from './orders-api';

const TITLE_ID = 'staff-preorders-title';

/** 'начать в 11:50' today, else with the date: 'начать в 23.11, 11:50'. */
export function preorderStartText(startAt: string, now: number = Date.now()): string {
  const today = venueDate(now) === venueDate(new Date(startAt));
  return kitchenTimeMessages.startAt(
    today ? formatVladivostokTime(startAt) : formatVladivostokDateTime(startAt),
  );
}

function PreorderCard({ preorder, showVenue }: { preorder: StaffPreorder; showVenue: boolean }) {
  const titleId = `staff-preorder-${cardKey(preorder)}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        Заказ №{preorder.number}
        {showVenue && <span className={styles.venue}> · {venueName(preorder.venueId)}</span>}
      </h3>
      <p className={styles.when}>
        {preorderTexts.due(formatVladivostokDateTime(preorder.promisedAt))}
      </p>
      <p className={styles.startAt}>{preorderStartText(preorder.startAt)}</p>
      <p>{preorder.serviceType === 'DeliveryByClient' ? <strong>Самовывоз</strong> : 'Курьер'}</p>
      <ul className={styles.lines}>
        {preorder.lines.map((line) => (
          <li key={line.lineId}>
            <span className={styles.lineName}>{line.name}</span>{' '}
            <span className={styles.lineCount}>× {line.count}</span>
            {line.choice !== '' && <span className={styles.lineChoice}>{line.choice}</span>}
          </li>
        ))}
      </ul>
      {preorder.comment && (
        <p className={styles.comment}>
          <strong>Комментарий:</strong> {preorder.comment}
        </p>
      )}
      <p className={styles.meta}>{preorder.customerName}</p>
    </article>
  );
}

/** Shown only while there are any: most days a kitchen has none. */
export function Preorders({
  preorders,
  showVenue,
}: {
  preorders: readonly StaffPreorder[];
  showVenue: boolean;
}) {
  const sorted = [...preorders].sort(
    (a, b) =>
      Date.parse(a.startAt) - Date.parse(b.startAt) ||
      a.orderId - b.orderId ||
      a.venueId - b.venueId,
  );
  return (
    <section className={styles.preorders} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={styles.columnTitle}>
        {preorderTexts.title} <span className={styles.count}>{sorted.length}</span>
      </h2>
      <ul className={styles.preorderList}>
        {sorted.map((preorder) => (
          <li key={cardKey(preorder)}>
            <PreorderCard preorder={preorder} showVenue={showVenue} />
          </li>
        ))}
      </ul>
    </section>
  );
}
