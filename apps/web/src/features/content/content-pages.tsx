/**
 * The showcase and information pages. Their full versions (snap sections, video headers, photo
 * strips, map, booking) belong to the content and booking work; these give each route its title
 * and the facts a guest needs today.
 */
import { formatPrice } from '@storefront/contract/money';
import { type MenuVenueId, menuVenue, places } from '@storefront/contract/venues';
import { Link } from 'react-router';
import { brand, deliveryHours, legalInfo } from '../../content/site';
import { useGetDeliveryZonesQuery } from '../../lib/catalog-api';
import styles from './content-pages.module.css';

const venueTexts: Record<MenuVenueId, { title: string; tagline: string }> = {
  1: { title: 'ГАСТРОПАБ', tagline: 'Авторская, европейская и русская кухня' },
  2: { title: 'SIBUMI', tagline: 'Японская и паназиатская кухня, как в Японии' },
  3: { title: 'КОНДИТЕРСКАЯ', tagline: 'Те самые десерты и нежная выпечка' },
};

export function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <p className={styles.brands}>ГАСТРОПАБ · SIBUMI · КОНДИТЕРСКАЯ</p>
        <h1 className={styles.heroTitle}>ЗАКАЗАТЬ В ОДНУ ДОСТАВКУ</h1>
        <p className={styles.lead}>
          Три кухни на одной улице — и один курьер. Соберите корзину из блюд гастропаба, ресторана
          Sibumi и кондитерской: мы привезём всё вместе.
        </p>
        <Link className={styles.button} to="/Gastropub">
          ПЕРЕЙТИ В МЕНЮ
        </Link>
      </section>
      <ul className={styles.cards}>
        {([1, 2, 3] as const).map((id) => (
          <li key={id} className={styles.card}>
            <img src={`/media/venues/${id}.svg`} alt="" width="96" height="96" />
            <h2>{venueTexts[id].title}</h2>
            <p>{venueTexts[id].tagline}</p>
            <Link to={menuVenue(id).pageRoute}>Подробнее</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AboutPage() {
  return (
    <div className={styles.page}>
      <h1>О ПРОЕКТЕ</h1>
      <p className={styles.lead}>
        {brand.name} — три заведения в центре Владивостока: гастропаб с дальневосточными продуктами,
        ресторан японской и паназиатской кухни Sibumi и кондитерская. Мы объединили их меню, чтобы
        один заказ привозил ужин, роллы и десерт сразу.
      </p>
      <Link className={styles.button} to="/menu">
        ЗАКАЗАТЬ ДОСТАВКУ
      </Link>
    </div>
  );
}

function VenuePage({ venueId }: { venueId: MenuVenueId }) {
  const venue = menuVenue(venueId);
  return (
    <div className={styles.page}>
      <img src={`/media/venues/${venueId}.svg`} alt="" width="120" height="120" />
      <h1>{venueTexts[venueId].title}</h1>
      <p className={styles.lead}>{venueTexts[venueId].tagline}</p>
      <Link className={styles.button} to={venue.menuRoute}>
        ЗАКАЗАТЬ ДОСТАВКУ
      </Link>
    </div>
  );
}

export const GastropubPage = () => <VenuePage venueId={1} />;
export const SibumiPage = () => <VenuePage venueId={2} />;
export const BistroPage = () => <VenuePage venueId={3} />;

export function ContactsPage() {
  return (
    <div className={styles.page}>
      <h1>КОНТАКТЫ</h1>
      <ul className={styles.cards}>
        {places.map((place) => (
          <li key={place.id} className={styles.card}>
            <h2>{place.name}</h2>
            <p>{place.street}</p>
            <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
            <p>
              {place.workdaysOne}: {place.workdaysTwo}
            </p>
            <a href={place.mapUrl} target="_blank" rel="noopener noreferrer">
              на карте
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

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

export function MyAccountPage() {
  return (
    <div className={styles.page}>
      <h1>ЛИЧНЫЙ КАБИНЕТ</h1>
    </div>
  );
}

export function PrivacyPage() {
  return (
    <div className={styles.page}>
      <h1>ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ</h1>
      <p>
        {legalInfo.entity} обрабатывает персональные данные гостей (имя, телефон, адрес электронной
        почты, адрес доставки) только для выполнения заказов и бронирований, а с согласия гостя —
        для рассылки. Данные не передаются третьим лицам, кроме служб, без которых заказ не
        выполнить (платёжный сервис, SMS-шлюз). Вопросы и отзыв согласия: {legalInfo.email}.
      </p>
    </div>
  );
}

export function LoadPage() {
  return <div className={styles.page} aria-busy="true" />;
}
