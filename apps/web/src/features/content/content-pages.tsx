/**
 * The information pages (delivery, payment), one lazily loaded chunk (docs/decisions/005). The
 * home page, each showcase page and the privacy policy are chunks of their own (home-page.tsx,
 * about-page.tsx, gastropub-page.tsx and the other venues', privacy-page.tsx), so each page loads
 * only its own words.
 */
import { formatDeliveryHours } from '@storefront/contract/delivery-time';
import { formatPrice } from '@storefront/contract/money';
import { isEveryDayAlike } from '@storefront/contract/week-hours';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import { useDeliveryHours } from '../../lib/delivery-hours';
import styles from './content-pages.module.css';
import { brand } from './site';
import { ZonesDiagram } from './zones-diagram';

export function DeliveryPage() {
  const { data: zones, isError } = useGetDeliveryZonesQuery();
  // Server-rendered with the page (the render waits for the answer), so the browser agrees.
  const week = useDeliveryHours();
  const hours = formatDeliveryHours(week);
  return (
    <div className={styles.page}>
      <h1>ДОСТАВКА</h1>
      <p className={styles.lead}>
        {isEveryDayAlike(week) ? `Доставляем ${hours}.` : `Часы доставки: ${hours}.`} Город доставки
        — {brand.city}.
      </p>
      <h2 id="delivery-zones">Стоимость доставки</h2>
      {isError ? (
        <p>Не удалось загрузить стоимость доставки. Обновите страницу.</p>
      ) : (
        // Scrolls sideways on a narrow phone rather than squeezing five columns.
        <section
          className={styles.tableScroll}
          aria-labelledby="delivery-zones"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the table sideways too
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Район</th>
                <th scope="col">Доставка</th>
                <th scope="col">Заказ от</th>
                <th scope="col">Бесплатно от</th>
                <th scope="col">Время в пути</th>
              </tr>
            </thead>
            <tbody>
              {(zones ?? []).map((zone) => (
                <tr key={zone.id}>
                  <th scope="row">{zone.name}</th>
                  <td>{formatPrice(zone.price)}</td>
                  <td>{zone.minOrder ? formatPrice(zone.minOrder) : 'любой суммы'}</td>
                  <td>{zone.freeFrom == null ? 'нет' : formatPrice(zone.freeFrom)}</td>
                  <td>{zone.minutes === undefined ? '—' : `${zone.minutes} мин`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ZonesDiagram zones={zones ?? []} />
    </div>
  );
}

export function PaymentPage() {
  return (
    <div className={styles.page}>
      <h1>ОПЛАТА</h1>
      <ul className={styles.list}>
        <li>Наличными курьеру при получении заказа.</li>
        <li>Банковской картой курьеру: у курьера есть терминал.</li>
        <li>
          Картой онлайн: после оформления заказа откроется защищённая страница платёжного сервиса.
          Данные карты вводятся только там, мы их не получаем и не храним.
        </li>
      </ul>
    </div>
  );
}

export function LoadPage() {
  return <div className={styles.page} aria-busy="true" />;
}
