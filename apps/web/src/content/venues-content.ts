/**
 * Words and pictures of the three venue pages and About (the home page's are in
 * home-content.ts). A restaurant rewrites the
 * texts and points the image addresses at its own photos here, without touching components.
 * The images below are the server's generated ones (docs/decisions/017-showcase-pages.md).
 */
import { type MenuVenueId, menuVenue } from '@storefront/contract/venues';
import { type HeroImages, heroImages, type Photo, type ShowcaseTheme } from './hero-images';
import { legalInfo, links } from './site';

export type { HeroImages, Photo, ShowcaseTheme };

export interface SellingPoint {
  title: string;
  text: string;
}

export interface ShowcasePageContent {
  theme: ShowcaseTheme;
  /** the page's h1 */
  title: string;
  /** a line under the title */
  kicker: string;
  hero: HeroImages;
  /** venues whose addresses the page lists next to its history */
  venueIds: readonly MenuVenueId[];
  history: { title: string; paragraphs: readonly string[] };
  /** About only: the downloadable menu */
  menuPdf?: { label: string; href: string };
  photos: { title: string; items: readonly Photo[] };
  sellingPoints: { title: string; items: readonly [SellingPoint, SellingPoint, SellingPoint] };
  /** the atmosphere or legend */
  story: { title: string; paragraphs: readonly string[]; photo: Photo };
  /** `text` may name DELIVERY_HOURS_PLACEHOLDER: the page puts the stored delivery week there */
  order: { title: string; text: string; label: string; to: string };
}

/** Where an order text states the courier's hours ('ежедневно с 11:00 до 20:00' by default). */
export const DELIVERY_HOURS_PLACEHOLDER = '{deliveryHours}';

type GalleryKind = 'hall' | 'table' | 'street' | 'detail';

/* @__NO_SIDE_EFFECTS__ */
function photo(venue: Exclude<ShowcaseTheme, 'about'>, kind: GalleryKind, n: number, alt: string) {
  return { src: `/media/gallery/${venue}/${kind}-${n}.svg`, alt };
}

const ORDER_LABEL = 'ЗАКАЗАТЬ ДОСТАВКУ';

// --- venue pages ----------------------------------------------------------------------------------

const gastropub: ShowcasePageContent = {
  theme: 'gastropub',
  title: 'ГАСТРОПАБ',
  kicker: 'Авторская, европейская и русская кухня',
  hero: heroImages('gastropub'),
  venueIds: [1],
  history: {
    title: 'История',
    paragraphs: [
      'Гастропаб открылся на Пограничной, 14 — в старом кирпичном доме в самом центре Владивостока. Мы сохранили высокие потолки и стены из красного кирпича, а на месте бывшей кладовой устроили открытую кухню, чтобы гости видели, как готовят их ужин.',
      'Шеф начинал с простой мысли: европейская и русская классика становится лучше, когда её готовят из того, чем богато Приморье. Так в меню появились щи с крабом, паштет из печени трески, стейки местных хозяйств и бургеры на булочках собственной выпечки.',
      'Сюда приходят после работы, на семейные ужины и на большие матчи. А если выбраться не получается, любимые блюда паба мы привезём домой.',
    ],
  },
  photos: {
    title: 'Фотографии',
    items: [
      photo(
        'gastropub',
        'hall',
        1,
        'Зал гастропаба вечером: барная стойка, полки с бутылками и лампы над столиками',
      ),
      photo('gastropub', 'table', 1, 'Блюда гастропаба на деревянном столе, вид сверху'),
      photo('gastropub', 'detail', 1, 'Крупный план: блюдо на барной стойке'),
      photo('gastropub', 'street', 1, 'Вход в гастропаб с вывеской на Пограничной улице'),
      photo('gastropub', 'hall', 2, 'Столики у барной стойки в тёплом свете ламп'),
      photo('gastropub', 'table', 2, 'Горячее и закуски к ужину на двоих'),
      photo('gastropub', 'detail', 2, 'Подача блюда крупным планом'),
      photo('gastropub', 'hall', 3, 'Зал гастропаба с дальнего столика'),
      photo('gastropub', 'table', 3, 'Стол, накрытый для компании'),
    ],
  },
  sellingPoints: {
    title: 'Почему к нам возвращаются',
    items: [
      {
        title: 'Продукты Приморья',
        text: 'Гребешок, краб и рыбу привозят дальневосточные рыбаки, мясо и зелень — фермерские хозяйства края.',
      },
      {
        title: 'Своя пекарня и коптильня',
        text: 'Хлеб, булочки для бургеров, колбаски и копчёности мы делаем сами, каждый день.',
      },
      {
        title: 'Десять кранов',
        text: 'Пиво приморских и сахалинских пивоварен, а для тех, кто за рулём, — домашние лимонады и морсы.',
      },
    ],
  },
  story: {
    title: 'Атмосфера',
    paragraphs: [
      'Тёплый свет ламп над стойкой, запах дровяной печи и негромкий гул разговоров: гастропаб живёт как старый портовый паб, куда заходят «на полчаса» и остаются до закрытия.',
      'По пятницам у нас играет живая музыка, на большом экране показываем главные матчи, а за длинным столом у окна помещается компания из двенадцати человек.',
    ],
    photo: photo('gastropub', 'hall', 4, 'Вечер в гастропабе: лампы над столиками'),
  },
  order: {
    title: 'Ужин из паба — домой',
    text: 'Закажите из меню гастропаба и добавьте в ту же корзину роллы из Sibumi и десерт из кондитерской: привезём всё одной доставкой.',
    label: ORDER_LABEL,
    to: menuVenue(1).menuRoute,
  },
};

const sibumi: ShowcasePageContent = {
  theme: 'sibumi',
  title: 'SIBUMI',
  kicker: 'Японская и паназиатская кухня, как в Японии',
  hero: heroImages('sibumi'),
  venueIds: [2],
  history: {
    title: 'История',
    paragraphs: [
      '«Сибуми» по-японски — сдержанная красота вещей, в которых нет ничего лишнего. Ресторан с этим именем открылся на Пограничной, 10 для тех, кто привёз из поездок в Токио и Осаку любовь к настоящей японской кухне и не хотел с ней расставаться.',
      'Наши повара учились у японских мастеров. Рыбу из Японского моря разделываем в день поставки, рис для суши варим и заправляем по классическим пропорциям, а соусы и бульон даси готовим сами.',
      'В меню — суши и роллы, рамэн на густом бульоне, поке, вок и горячие блюда паназиатской кухни.',
    ],
  },
  photos: {
    title: 'Фотографии',
    items: [
      photo(
        'sibumi',
        'hall',
        1,
        'Зал Sibumi: бумажные ширмы сёдзи, красные фонари и занавес норэн',
      ),
      photo('sibumi', 'table', 1, 'Японские блюда на бамбуковой дорожке, вид сверху'),
      photo('sibumi', 'detail', 1, 'Бумажные фонари крупным планом'),
      photo('sibumi', 'street', 1, 'Вход в Sibumi с фонарями и норэном'),
      photo('sibumi', 'hall', 2, 'Столики вдоль светящихся ширм'),
      photo('sibumi', 'table', 2, 'Роллы и рамэн к ужину'),
      photo('sibumi', 'detail', 2, 'Красные и белые фонари над залом'),
      photo('sibumi', 'hall', 3, 'Ветка сакуры над столиками Sibumi'),
      photo('sibumi', 'table', 3, 'Сет для компании на бамбуковой дорожке'),
    ],
  },
  sellingPoints: {
    title: 'Почему к нам возвращаются',
    items: [
      {
        title: 'Рыба утреннего улова',
        text: 'Лосося, тунца и гребешок разделываем в день поставки, поэтому вкус у них чистый и свежий.',
      },
      {
        title: 'Рамэн на бульоне двенадцати часов',
        text: 'Бульон томится всю ночь, а лапшу для рамэна мы раскатываем сами.',
      },
      {
        title: 'Как в Японии',
        text: 'Строгие пропорции, сезонные продукты и подача, в которой каждая деталь на своём месте.',
      },
    ],
  },
  story: {
    title: 'Легенда',
    paragraphs: [
      'Говорят, в начале прошлого века на этой улице держал крошечную лапшичную японский моряк, осевший во Владивостоке. Каждый вечер он зажигал над входом красный фонарь, и по его свету рыбаки из гавани находили дорогу к горячему ужину.',
      'Лапшичной давно нет, а обычай остался: с наступлением темноты мы зажигаем фонари у входа в Sibumi — знак того, что здесь ждут и накормят.',
    ],
    photo: photo('sibumi', 'detail', 3, 'Фонари Sibumi, зажжённые вечером'),
  },
  order: {
    title: 'Роллы и рамэн — домой',
    text: 'Соберите заказ из меню Sibumi, а к нему добавьте блюда гастропаба и десерты: курьер привезёт всё вместе.',
    label: ORDER_LABEL,
    to: menuVenue(2).menuRoute,
  },
};

const bistro: ShowcasePageContent = {
  theme: 'bistro',
  title: 'КОНДИТЕРСКАЯ',
  kicker: 'Те самые десерты и нежная выпечка',
  hero: heroImages('bistro'),
  venueIds: [3],
  history: {
    title: 'История',
    paragraphs: [
      'Кондитерская началась с одного торта. «Птичье молоко» по рецепту бабушки нашего кондитера так полюбилось гостям гастропаба, что десертам понадобилась своя кухня, а потом и свой зал.',
      'Теперь у нас два адреса — Пограничная, 14 и Светланская, 40Б. С утра здесь пахнет круассанами и кофе, а на витрине стоят торты, эклеры, макаронс и пирожные по рецептам, которые мы не меняем годами.',
    ],
  },
  photos: {
    title: 'Фотографии',
    items: [
      photo('bistro', 'hall', 1, 'Светлый зал кондитерской с арочными окнами и мягкими креслами'),
      photo('bistro', 'detail', 1, 'Десерт на витрине крупным планом'),
      photo('bistro', 'table', 1, 'Выпечка и кофе на мраморном столе'),
      photo('bistro', 'street', 1, 'Вход в кондитерскую под полосатой маркизой'),
      photo('bistro', 'hall', 2, 'Столики у окон и пальмы в кадках'),
      photo('bistro', 'detail', 2, 'Десерт к чашке кофе'),
      photo('bistro', 'table', 2, 'Завтрак в кондитерской, вид сверху'),
      photo('bistro', 'street', 2, 'Витрина кондитерской с цветами'),
      photo('bistro', 'hall', 3, 'Утро в кондитерской'),
    ],
  },
  sellingPoints: {
    title: 'Почему к нам возвращаются',
    items: [
      {
        title: 'Те самые рецепты',
        text: 'Медовик, «Наполеон» и «Птичье молоко» такие, какими их помнят с детства: сливочное масло, сливки и никаких заменителей.',
      },
      {
        title: 'Выпечка каждое утро',
        text: 'Круассаны, булочки и пироги выходят из печи к открытию, а хлеб на закваске — к обеду.',
      },
      {
        title: 'Торты к празднику',
        text: 'Поможем выбрать начинку и оформление и испечём торт к нужному дню.',
      },
    ],
  },
  story: {
    title: 'Атмосфера',
    paragraphs: [
      'Светлый зал с большими окнами, пастельные стены и мягкие кресла: сюда приходят на неспешный завтрак, на встречу с подругой или за чашкой какао после прогулки по набережной.',
      'Летом мы открываем веранду с цветами, а в декабре наряжаем витрину так, что мимо невозможно пройти.',
    ],
    photo: photo('bistro', 'hall', 4, 'Зал кондитерской в дневном свете'),
  },
  order: {
    title: 'Десерт — к вашему столу',
    text: 'Закажите торт, пирожные или выпечку к завтраку и добавьте к ним ужин из гастропаба или Sibumi — доставим вместе.',
    label: ORDER_LABEL,
    to: menuVenue(3).menuRoute,
  },
};

// --- About -------------------------------------------------------------------------------------------

const about: ShowcasePageContent = {
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

export const showcasePages: Record<ShowcaseTheme, ShowcasePageContent> = {
  gastropub,
  sibumi,
  bistro,
  about,
};

/** Whose page each venue page is (the routes come from the contract's page manifest). */
export const venueShowcase: Record<MenuVenueId, Exclude<ShowcaseTheme, 'about'>> = {
  1: 'gastropub',
  2: 'sibumi',
  3: 'bistro',
};

// --- legal information -------------------------------------------------------------------------------

export const legalBlock = {
  title: 'Правовая информация',
  paragraphs: [
    `Сайт и служба доставки работают от имени ${legalInfo.entity}. ${legalInfo.inn}, ${legalInfo.ogrn}. Юридический адрес: ${legalInfo.address}.`,
    'Цены указаны в рублях. Оформленный заказ подтверждает оператор; оплатить его можно картой онлайн, картой или наличными курьеру. Фотографии блюд иллюстрируют подачу и могут отличаться от блюд в заказе.',
    'Состав, вес и пищевая ценность указаны в карточке каждого блюда. Если у вас аллергия, скажите об этом оператору при подтверждении заказа.',
  ],
  contact: { label: 'Вопросы о заказах и персональных данных:', email: legalInfo.email },
};
