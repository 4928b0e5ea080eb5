/**
 * About's page: its words and pictures, in a file of its own so that no other page's
 * first load carries them (the shared shape and helpers are in showcase-content.ts).
 */
import { menuVenue } from '@storefront/contract/venues';
import { heroImages } from './hero-images';
import {
  DELIVERY_HOURS_PLACEHOLDER,
  ORDER_LABEL,
  photo,
  type ShowcasePageContent,
} from './showcase-content';
import { links } from './site';

export const about: ShowcasePageContent = {
  theme: 'about',
  title: 'О ПРОЕКТЕ',
  kicker: 'Три заведения на одной улице — и одна доставка',
  hero: heroImages('about'),
  venueIds: [2, 1, 3],
  history: {
    title: 'Как всё начиналось',
    paragraphs: [
      '«Пограничная 14» начиналась с гастропаба в старом доме в центре Владивостока. Через пару лет по соседству открылся ресторан японской кухни Sibumi, а затем — кондитерская, без которой теперь не обходится ни один наш праздник.',
      'Гости всё чаще спрашивали: «А можно ужин из паба, роллы и торт — и всё сразу?» Так появилась общая доставка: одна корзина на три кухни, один заказ, одна оплата и один курьер.',
      'А ещё мы готовим кейтеринг: фуршеты, банкеты и кофе-брейки на вашей площадке — с блюдами всех трёх кухонь.',
    ],
  },
  menuPdf: { label: 'Скачать меню в PDF', href: links.cateringMenu },
  photos: {
    title: 'Фотографии',
    items: [
      photo('gastropub', 'street', 3, 'Вход в гастропаб на Пограничной улице'),
      photo('sibumi', 'street', 3, 'Фонари у входа в Sibumi'),
      photo('bistro', 'street', 3, 'Кондитерская под полосатой маркизой'),
      photo('gastropub', 'hall', 5, 'Барная стойка гастропаба'),
      photo('gastropub', 'table', 4, 'Блюда гастропаба на деревянном столе'),
      photo('gastropub', 'detail', 3, 'Блюдо гастропаба крупным планом'),
      photo('sibumi', 'hall', 5, 'Зал Sibumi с бумажными ширмами'),
      photo('sibumi', 'table', 4, 'Роллы и рамэн Sibumi, вид сверху'),
      photo('sibumi', 'detail', 4, 'Фонари над залом Sibumi'),
      photo('bistro', 'hall', 5, 'Светлый зал кондитерской'),
      photo('bistro', 'table', 3, 'Выпечка и кофе в кондитерской'),
      photo('bistro', 'detail', 3, 'Десерт кондитерской крупным планом'),
      photo('gastropub', 'hall', 6, 'Вечер в гастропабе'),
      photo('sibumi', 'hall', 6, 'Столики Sibumi под фонарями'),
      photo('bistro', 'hall', 6, 'Кресла у окон кондитерской'),
      photo('gastropub', 'table', 5, 'Ужин для компании в гастропабе'),
      photo('sibumi', 'table', 5, 'Японский сет на бамбуковой дорожке'),
      photo('bistro', 'detail', 4, 'Сладкое к чаю'),
      photo('bistro', 'street', 4, 'Цветы у витрины кондитерской'),
    ],
  },
  sellingPoints: {
    title: 'Что нас объединяет',
    items: [
      {
        title: 'Одна корзина — три кухни',
        text: 'Блюда гастропаба, Sibumi и кондитерской в одном заказе: платите один раз, курьер приезжает один.',
      },
      {
        title: 'Всё готовим сами',
        text: 'Хлеб, десерты, соусы, бульоны и копчёности делаем на своих кухнях — тех, что видят наши гости.',
      },
      {
        title: 'Продукты Дальнего Востока',
        text: 'Работаем с рыбаками и фермерами Приморья, поэтому в меню есть то, чем славится наш край.',
      },
    ],
  },
  story: {
    title: 'Улица, где мы живём',
    paragraphs: [
      'Мы выбрали старый центр Владивостока: каменные дома здесь помнят купцов и моряков, до моря несколько минут пешком, а по вечерам на улице зажигаются фонари.',
      'Три наших заведения стоят рядом, и гости часто начинают вечер ужином в гастропабе, продолжают в Sibumi, а заканчивают кофе с пирожным в кондитерской. Доставка повторяет этот маршрут — только приезжает к вам.',
    ],
    photo: photo('gastropub', 'street', 4, 'Вечерняя улица у дверей гастропаба'),
  },
  order: {
    title: 'Закажите всё сразу',
    text: `Откройте меню, соберите корзину из блюд трёх кухонь и выберите время: доставляем ${DELIVERY_HOURS_PLACEHOLDER}.`,
    label: ORDER_LABEL,
    to: menuVenue(1).menuRoute,
  },
};
