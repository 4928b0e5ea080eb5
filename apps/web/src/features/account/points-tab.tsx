/**
 * 'БАЛЛЫ' (issue 32 item 2): what the guest's done orders at any of the three venues earned —
 * the balance, the tier and its rate, how far the next tier is, what runs out when, and the
 * history. Loaded when the tab is first shown.
 */
import { type AccountPoints, pointsEntryNames } from '@storefront/contract/loyalty';
import { formatPrice } from '@storefront/contract/money';
import { formatOrderNumber } from '@storefront/contract/orders';
import { plural } from '@storefront/contract/plural';
import { formatVenueDateTime } from '@storefront/contract/venue-clock';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-page.module.css';
import { useGetAccountPointsQuery } from './points-api';

const POINTS_FORMS = ['балл', 'балла', 'баллов'] as const;
const points = (count: number) => `${count.toLocaleString('ru-RU')} ${plural(count, POINTS_FORMS)}`;
const signed = (count: number) => `${count > 0 ? '+' : '-'}${Math.abs(count)}`;
/** '2027-11-21' as '21.11.2027' */
const dayText = (day: string) => day.split('-').reverse().join('.');

export function PointsTab({ token }: { token: string }) {
  const { data, isError, refetch } = useGetAccountPointsQuery(token);
  if (!data) {
    if (isError) {
      return (
        <p className={styles.status} role="alert">
          Не удалось загрузить баллы.{' '}
          <button type="button" className={styles.textButton} onClick={refetch}>
            Повторить
          </button>
        </p>
      );
    }
    return <Skeleton className={styles.loading} />;
  }
  return (
    <section className={styles.points} aria-labelledby="points-balance">
      <h2 id="points-balance" className={styles.pointsBalance}>
        У вас {points(data.balance)}
      </h2>
      <p>
        Уровень «{data.tier.name}»: {data.tier.ratePercent} % от оплаченных блюд выполненных заказов
        во всех трёх заведениях возвращается баллами, 1 балл = 1 Р.
      </p>
      <NextTier points={data} />
      {data.expiring.length > 0 && (
        <ul className={styles.pointsExpiring}>
          {data.expiring.map((lot) => (
            <li key={lot.on}>
              {points(lot.points)} сгорят {dayText(lot.on)}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.pointsHistoryTitle}>История</h3>
      {data.entries.length === 0 ? (
        <p className={styles.status}>Баллов пока не было: они начисляются, когда заказ выполнен.</p>
      ) : (
        <ol className={styles.pointsHistory}>
          {data.entries.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.points}`}>
              <time className={styles.muted} dateTime={entry.at}>
                {formatVenueDateTime(new Date(entry.at))}
              </time>
              <span>
                {pointsEntryNames[entry.kind]}
                {entry.orderId !== null && (
                  <>
                    {' '}
                    <Link to={`/order/${entry.orderId}`}>№ {formatOrderNumber(entry.orderId)}</Link>
                  </>
                )}
                {entry.reason && <span className={styles.muted}> — {entry.reason}</span>}
              </span>
              <span className={entry.points > 0 ? styles.pointsPlus : styles.pointsMinus}>
                {signed(entry.points)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NextTier({ points: data }: { points: AccountPoints }) {
  const next = data.nextTier;
  if (!next) return <p>Это высший уровень программы.</p>;
  const left = Math.max(0, next.from - data.spentLast90Days);
  return (
    <p>
      До уровня «{next.name}» ({next.ratePercent} %) — ещё {formatPrice(left)} выполненных заказов
      за 90 дней (сейчас {formatPrice(data.spentLast90Days)}).
    </p>
  );
}
