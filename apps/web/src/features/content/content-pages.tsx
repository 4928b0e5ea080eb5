/**
 * The information pages (delivery, payment), one lazily loaded chunk (docs/decisions/005). The
 * home page, the showcase pages and the privacy policy are chunks of their own (home-page.tsx,
 * showcase-page.tsx, privacy-page.tsx), so each page loads only its own words.
 */
import { formatPrice } from '@storefront/contract/money';
import { brand, deliveryHours } from '../../content/site';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import styles from './content-pages.module.css';

export function DeliveryPage() {
  const { data: zones, isError } = useGetDeliveryZonesQuery();
  return (
    <div className={styles.page}>
      <h1>ДОСТАВКА</h1>
      <p className={styles.lead}>
        Доставляем ежедневно с {deliveryHours.from} до {deliveryHours.to}. Город доставки —{' '}
        {brand.city}.
      </p>
      <h2>Стоимость доставки</h2>
      {isError ? (
        <p>Не удалось загрузить стоимость доставки. Обновите страницу.</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {(zones ?? []).map((zone) => (
              <tr key={zone.id}>
                <th scope="row">{zone.name}</th>
                <td>{formatPrice(zone.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
