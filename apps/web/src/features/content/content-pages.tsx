/**
 * The content pages, one lazily loaded chunk (docs/decisions/005). The showcase pages live in
 * their own modules (home-page.tsx, showcase-page.tsx); the information pages are here, but for
 * the privacy policy, a chunk of its own (privacy-page.tsx).
 */
import { formatPrice } from '@storefront/contract/money';
import { brand, deliveryHours } from '../../content/site';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import styles from './content-pages.module.css';

export { HomePage } from './home-page';
export { AboutPage, BistroPage, GastropubPage, SibumiPage } from './showcase-page';

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
