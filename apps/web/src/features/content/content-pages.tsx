/**
 * The content pages, one lazily loaded chunk (docs/decisions/005). The showcase pages live in
 * their own modules (home-page.tsx, showcase-page.tsx); the information pages are here.
 */
import { formatPrice } from '@storefront/contract/money';
import { brand, deliveryHours, legalInfo } from '../../content/site';
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

/** What the site does with guests' data: 152-FZ asks for the operator, purposes, recipients. */
export function PrivacyPage() {
  return (
    <div className={`${styles.page} ${styles.prose}`}>
      <h1>ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ</h1>
      <p className={styles.lead}>
        Оператор персональных данных — {legalInfo.entity} ({legalInfo.inn}, {legalInfo.ogrn}),{' '}
        {legalInfo.address}. Здесь сказано, какие данные гостей сайта мы обрабатываем, зачем и кому
        их передаём (Федеральный закон № 152-ФЗ «О персональных данных»).
      </p>
      <h2>Какие данные и зачем</h2>
      <ul className={styles.list}>
        <li>
          Имя, телефон, адрес электронной почты, адрес доставки и комментарий к заказу — чтобы
          приготовить и доставить заказ, прислать письмо о нём и позвонить, если нужно уточнить
          детали.
        </li>
        <li>
          Имя, фамилия, телефон, адрес электронной почты, дата и время — чтобы забронировать столик.
        </li>
        <li>
          Телефон или адрес электронной почты и пароль (мы храним только его хеш) — для личного
          кабинета с историей заказов и адресами доставки.
        </li>
        <li>Адрес электронной почты — для рассылки, только если вы на неё согласились.</li>
      </ul>
      <h2>Кому мы их передаём</h2>
      <p>
        Данные не продаются и не передаются третьим лицам, кроме служб, без которых заказ не
        выполнить: кассовой системы ресторана, который готовит заказ; платёжного сервиса при оплате
        картой онлайн (данные карты вводятся только на его странице, мы их не получаем и не храним);
        сервисов отправки SMS и электронной почты — для кодов подтверждения и писем о заказе.
      </p>
      <h2>Что хранится в браузере</h2>
      <p>
        Корзина и ключ входа в личный кабинет хранятся в памяти вашего браузера (localStorage); ключ
        удаляется, когда вы выходите из кабинета. Файлы cookie, рекламные и аналитические счётчики
        сайт не использует; карту Яндекса, если она показана, ваш браузер загружает с серверов
        Яндекса по его правилам.
      </p>
      <h2>Ваши права</h2>
      <p>
        Вы можете узнать, какие ваши данные у нас есть, исправить их в личном кабинете, попросить
        удалить их, отказаться от рассылки или отозвать согласие на обработку — напишите на{' '}
        <a href={`mailto:${legalInfo.email}`}>{legalInfo.email}</a>.
      </p>
    </div>
  );
}

export function LoadPage() {
  return <div className={styles.page} aria-busy="true" />;
}
