import { n as formatPrice } from "./money-zcSbClma.js";
import { Bt as menuVenue, Wt as places$1, _ as legalInfo, g as deliveryHours, h as brand$1, m as LazyVenueMap, t as useBodyScrollLock, u as useGetDeliveryZonesQuery, v as links$1 } from "../entry-server.js";
import { n as useBookingModal, t as BOOK_TABLE } from "./use-booking-modal-t0RyYYrE.js";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
var content_pages_module_default = {
	page: "_page_1ti8u_1",
	lead: "_lead_1ti8u_11",
	table: "_table_1ti8u_16",
	list: "_list_1ti8u_34"
};
// src/content/venues-content.ts
/**
* Words and pictures of the home page, the three venue pages and About. A restaurant rewrites the
* texts and points the image addresses at its own photos here, without touching components.
* The images below are the server's generated ones (docs/decisions/017-showcase-pages.md).
*/
function heroImages(subject) {
	return {
		loop: `/media/hero/${subject}-loop.svg`,
		still: `/media/hero/${subject}.svg`,
		mobile: `/media/hero/${subject}-mobile.svg`
	};
}
function photo(venue, kind, n, alt) {
	return {
		src: `/media/gallery/${venue}/${kind}-${n}.svg`,
		alt
	};
}
var ORDER_LABEL = "ЗАКАЗАТЬ ДОСТАВКУ";
var showcasePages = {
	gastropub: {
		theme: "gastropub",
		title: "ГАСТРОПАБ",
		kicker: "Авторская, европейская и русская кухня",
		hero: heroImages("gastropub"),
		venueIds: [1],
		history: {
			title: "История",
			paragraphs: [
				"Гастропаб открылся на Пограничной, 14 — в старом кирпичном доме в самом центре Владивостока. Мы сохранили высокие потолки и стены из красного кирпича, а на месте бывшей кладовой устроили открытую кухню, чтобы гости видели, как готовят их ужин.",
				"Шеф начинал с простой мысли: европейская и русская классика становится лучше, когда её готовят из того, чем богато Приморье. Так в меню появились щи с крабом, паштет из печени трески, стейки местных хозяйств и бургеры на булочках собственной выпечки.",
				"Сюда приходят после работы, на семейные ужины и на большие матчи. А если выбраться не получается, любимые блюда паба мы привезём домой."
			]
		},
		photos: {
			title: "Фотографии",
			items: [
				photo("gastropub", "hall", 1, "Зал гастропаба вечером: барная стойка, полки с бутылками и лампы над столиками"),
				photo("gastropub", "table", 1, "Блюда гастропаба на деревянном столе, вид сверху"),
				photo("gastropub", "detail", 1, "Крупный план: блюдо на барной стойке"),
				photo("gastropub", "street", 1, "Вход в гастропаб с вывеской на Пограничной улице"),
				photo("gastropub", "hall", 2, "Столики у барной стойки в тёплом свете ламп"),
				photo("gastropub", "table", 2, "Горячее и закуски к ужину на двоих"),
				photo("gastropub", "detail", 2, "Подача блюда крупным планом"),
				photo("gastropub", "hall", 3, "Зал гастропаба с дальнего столика"),
				photo("gastropub", "table", 3, "Стол, накрытый для компании")
			]
		},
		sellingPoints: {
			title: "Почему к нам возвращаются",
			items: [
				{
					title: "Продукты Приморья",
					text: "Гребешок, краб и рыбу привозят дальневосточные рыбаки, мясо и зелень — фермерские хозяйства края."
				},
				{
					title: "Своя пекарня и коптильня",
					text: "Хлеб, булочки для бургеров, колбаски и копчёности мы делаем сами, каждый день."
				},
				{
					title: "Десять кранов",
					text: "Пиво приморских и сахалинских пивоварен, а для тех, кто за рулём, — домашние лимонады и морсы."
				}
			]
		},
		story: {
			title: "Атмосфера",
			paragraphs: ["Тёплый свет ламп над стойкой, запах дровяной печи и негромкий гул разговоров: гастропаб живёт как старый портовый паб, куда заходят «на полчаса» и остаются до закрытия.", "По пятницам у нас играет живая музыка, на большом экране показываем главные матчи, а за длинным столом у окна помещается компания из двенадцати человек."],
			photo: photo("gastropub", "hall", 4, "Вечер в гастропабе: лампы над столиками")
		},
		order: {
			title: "Ужин из паба — домой",
			text: "Закажите из меню гастропаба и добавьте в ту же корзину роллы из Sibumi и десерт из кондитерской: привезём всё одной доставкой.",
			label: ORDER_LABEL,
			to: menuVenue(1).menuRoute
		}
	},
	sibumi: {
		theme: "sibumi",
		title: "SIBUMI",
		kicker: "Японская и паназиатская кухня, как в Японии",
		hero: heroImages("sibumi"),
		venueIds: [2],
		history: {
			title: "История",
			paragraphs: [
				"«Сибуми» по-японски — сдержанная красота вещей, в которых нет ничего лишнего. Ресторан с этим именем открылся на Пограничной, 10 для тех, кто привёз из поездок в Токио и Осаку любовь к настоящей японской кухне и не хотел с ней расставаться.",
				"Наши повара учились у японских мастеров. Рыбу из Японского моря разделываем в день поставки, рис для суши варим и заправляем по классическим пропорциям, а соусы и бульон даси готовим сами.",
				"В меню — суши и роллы, рамэн на густом бульоне, поке, вок и горячие блюда паназиатской кухни."
			]
		},
		photos: {
			title: "Фотографии",
			items: [
				photo("sibumi", "hall", 1, "Зал Sibumi: бумажные ширмы сёдзи, красные фонари и занавес норэн"),
				photo("sibumi", "table", 1, "Японские блюда на бамбуковой дорожке, вид сверху"),
				photo("sibumi", "detail", 1, "Бумажные фонари крупным планом"),
				photo("sibumi", "street", 1, "Вход в Sibumi с фонарями и норэном"),
				photo("sibumi", "hall", 2, "Столики вдоль светящихся ширм"),
				photo("sibumi", "table", 2, "Роллы и рамэн к ужину"),
				photo("sibumi", "detail", 2, "Красные и белые фонари над залом"),
				photo("sibumi", "hall", 3, "Ветка сакуры над столиками Sibumi"),
				photo("sibumi", "table", 3, "Сет для компании на бамбуковой дорожке")
			]
		},
		sellingPoints: {
			title: "Почему к нам возвращаются",
			items: [
				{
					title: "Рыба утреннего улова",
					text: "Лосося, тунца и гребешок разделываем в день поставки, поэтому вкус у них чистый и свежий."
				},
				{
					title: "Рамэн на бульоне двенадцати часов",
					text: "Бульон томится всю ночь, а лапшу для рамэна мы раскатываем сами."
				},
				{
					title: "Как в Японии",
					text: "Строгие пропорции, сезонные продукты и подача, в которой каждая деталь на своём месте."
				}
			]
		},
		story: {
			title: "Легенда",
			paragraphs: ["Говорят, в начале прошлого века на этой улице держал крошечную лапшичную японский моряк, осевший во Владивостоке. Каждый вечер он зажигал над входом красный фонарь, и по его свету рыбаки из гавани находили дорогу к горячему ужину.", "Лапшичной давно нет, а обычай остался: с наступлением темноты мы зажигаем фонари у входа в Sibumi — знак того, что здесь ждут и накормят."],
			photo: photo("sibumi", "detail", 3, "Фонари Sibumi, зажжённые вечером")
		},
		order: {
			title: "Роллы и рамэн — домой",
			text: "Соберите заказ из меню Sibumi, а к нему добавьте блюда гастропаба и десерты: курьер привезёт всё вместе.",
			label: ORDER_LABEL,
			to: menuVenue(2).menuRoute
		}
	},
	bistro: {
		theme: "bistro",
		title: "КОНДИТЕРСКАЯ",
		kicker: "Те самые десерты и нежная выпечка",
		hero: heroImages("bistro"),
		venueIds: [3],
		history: {
			title: "История",
			paragraphs: ["Кондитерская началась с одного торта. «Птичье молоко» по рецепту бабушки нашего кондитера так полюбилось гостям гастропаба, что десертам понадобилась своя кухня, а потом и свой зал.", "Теперь у нас два адреса — Пограничная, 14 и Светланская, 40Б. С утра здесь пахнет круассанами и кофе, а на витрине стоят торты, эклеры, макаронс и пирожные по рецептам, которые мы не меняем годами."]
		},
		photos: {
			title: "Фотографии",
			items: [
				photo("bistro", "hall", 1, "Светлый зал кондитерской с арочными окнами и мягкими креслами"),
				photo("bistro", "detail", 1, "Десерт на витрине крупным планом"),
				photo("bistro", "table", 1, "Выпечка и кофе на мраморном столе"),
				photo("bistro", "street", 1, "Вход в кондитерскую под полосатой маркизой"),
				photo("bistro", "hall", 2, "Столики у окон и пальмы в кадках"),
				photo("bistro", "detail", 2, "Десерт к чашке кофе"),
				photo("bistro", "table", 2, "Завтрак в кондитерской, вид сверху"),
				photo("bistro", "street", 2, "Витрина кондитерской с цветами"),
				photo("bistro", "hall", 3, "Утро в кондитерской")
			]
		},
		sellingPoints: {
			title: "Почему к нам возвращаются",
			items: [
				{
					title: "Те самые рецепты",
					text: "Медовик, «Наполеон» и «Птичье молоко» такие, какими их помнят с детства: сливочное масло, сливки и никаких заменителей."
				},
				{
					title: "Выпечка каждое утро",
					text: "Круассаны, булочки и пироги выходят из печи к открытию, а хлеб на закваске — к обеду."
				},
				{
					title: "Торты к празднику",
					text: "Поможем выбрать начинку и оформление и испечём торт к нужному дню."
				}
			]
		},
		story: {
			title: "Атмосфера",
			paragraphs: ["Светлый зал с большими окнами, пастельные стены и мягкие кресла: сюда приходят на неспешный завтрак, на встречу с подругой или за чашкой какао после прогулки по набережной.", "Летом мы открываем веранду с цветами, а в декабре наряжаем витрину так, что мимо невозможно пройти."],
			photo: photo("bistro", "hall", 4, "Зал кондитерской в дневном свете")
		},
		order: {
			title: "Десерт — к вашему столу",
			text: "Закажите торт, пирожные или выпечку к завтраку и добавьте к ним ужин из гастропаба или Sibumi — доставим вместе.",
			label: ORDER_LABEL,
			to: menuVenue(3).menuRoute
		}
	},
	about: {
		theme: "about",
		title: "О ПРОЕКТЕ",
		kicker: "Три заведения на одной улице — и одна доставка",
		hero: heroImages("about"),
		venueIds: [
			2,
			1,
			3
		],
		history: {
			title: "Как всё начиналось",
			paragraphs: [
				"«Пограничная 14» начиналась с гастропаба в старом доме в центре Владивостока. Через пару лет по соседству открылся ресторан японской кухни Sibumi, а затем — кондитерская, без которой теперь не обходится ни один наш праздник.",
				"Гости всё чаще спрашивали: «А можно ужин из паба, роллы и торт — и всё сразу?» Так появилась общая доставка: одна корзина на три кухни, один заказ, одна оплата и один курьер.",
				"А ещё мы готовим кейтеринг: фуршеты, банкеты и кофе-брейки на вашей площадке — с блюдами всех трёх кухонь."
			]
		},
		menuPdf: {
			label: "Скачать меню в PDF",
			href: links$1.cateringMenu
		},
		photos: {
			title: "Фотографии",
			items: [
				photo("gastropub", "street", 3, "Вход в гастропаб на Пограничной улице"),
				photo("sibumi", "street", 3, "Фонари у входа в Sibumi"),
				photo("bistro", "street", 3, "Кондитерская под полосатой маркизой"),
				photo("gastropub", "hall", 5, "Барная стойка гастропаба"),
				photo("gastropub", "table", 4, "Блюда гастропаба на деревянном столе"),
				photo("gastropub", "detail", 3, "Блюдо гастропаба крупным планом"),
				photo("sibumi", "hall", 5, "Зал Sibumi с бумажными ширмами"),
				photo("sibumi", "table", 4, "Роллы и рамэн Sibumi, вид сверху"),
				photo("sibumi", "detail", 4, "Фонари над залом Sibumi"),
				photo("bistro", "hall", 5, "Светлый зал кондитерской"),
				photo("bistro", "table", 3, "Выпечка и кофе в кондитерской"),
				photo("bistro", "detail", 3, "Десерт кондитерской крупным планом"),
				photo("gastropub", "hall", 6, "Вечер в гастропабе"),
				photo("sibumi", "hall", 6, "Столики Sibumi под фонарями"),
				photo("bistro", "hall", 6, "Кресла у окон кондитерской"),
				photo("gastropub", "table", 5, "Ужин для компании в гастропабе"),
				photo("sibumi", "table", 5, "Японский сет на бамбуковой дорожке"),
				photo("bistro", "detail", 4, "Сладкое к чаю"),
				photo("bistro", "street", 4, "Цветы у витрины кондитерской")
			]
		},
		sellingPoints: {
			title: "Что нас объединяет",
			items: [
				{
					title: "Одна корзина — три кухни",
					text: "Блюда гастропаба, Sibumi и кондитерской в одном заказе: платите один раз, курьер приезжает один."
				},
				{
					title: "Всё готовим сами",
					text: "Хлеб, десерты, соусы, бульоны и копчёности делаем на своих кухнях — тех, что видят наши гости."
				},
				{
					title: "Продукты Дальнего Востока",
					text: "Работаем с рыбаками и фермерами Приморья, поэтому в меню есть то, чем славится наш край."
				}
			]
		},
		story: {
			title: "Улица, где мы живём",
			paragraphs: ["Мы выбрали старый центр Владивостока: каменные дома здесь помнят купцов и моряков, до моря несколько минут пешком, а по вечерам на улице зажигаются фонари.", "Три наших заведения стоят рядом, и гости часто начинают вечер ужином в гастропабе, продолжают в Sibumi, а заканчивают кофе с пирожным в кондитерской. Доставка повторяет этот маршрут — только приезжает к вам."],
			photo: photo("gastropub", "street", 4, "Вечерняя улица у дверей гастропаба")
		},
		order: {
			title: "Закажите всё сразу",
			text: `Откройте меню, соберите корзину из блюд трёх кухонь и выберите время: доставляем ежедневно с ${deliveryHours.from} до ${deliveryHours.to}.`,
			label: ORDER_LABEL,
			to: menuVenue(1).menuRoute
		}
	}
};
var homeContent = {
	hero: {
		place: "Владивосток · улица Пограничная",
		/** the three brand titles */
		brands: [
			"SIBUMI",
			"ГАСТРОПАБ",
			"КОНДИТЕРСКАЯ"
		],
		prompt: "ЗАКАЗАТЬ В ОДНУ ДОСТАВКУ",
		images: heroImages("about")
	},
	intro: {
		title: "Три кухни — один курьер",
		paragraphs: ["Стейк из гастропаба, роллы из Sibumi и торт из кондитерской теперь приезжают вместе. Собирайте корзину из меню всех трёх заведений: заказ один, оплата одна, курьер один.", "Каждую часть заказа готовит своя кухня, а мы следим, чтобы горячее приехало горячим, а десерт — прохладным."],
		facts: [
			{
				value: "3",
				label: "кухни в одной корзине"
			},
			{
				value: `${deliveryHours.from}–${deliveryHours.to}`,
				label: "доставляем каждый день"
			},
			{
				value: "от 350 Р",
				label: "доставка по городу"
			}
		],
		cta: {
			label: "ПЕРЕЙТИ В МЕНЮ",
			to: menuVenue(1).menuRoute
		}
	},
	venues: {
		title: "Наши заведения",
		more: "Подробнее",
		cards: [
			{
				venueId: 2,
				title: "SIBUMI",
				tagline: "Японская и паназиатская кухня, как в Японии",
				to: menuVenue(2).pageRoute,
				image: heroImages("sibumi").mobile
			},
			{
				venueId: 1,
				title: "ГАСТРОПАБ",
				tagline: "Авторская, европейская и русская кухня",
				to: menuVenue(1).pageRoute,
				image: heroImages("gastropub").mobile
			},
			{
				venueId: 3,
				title: "КОНДИТЕРСКАЯ",
				tagline: "Те самые десерты и нежная выпечка",
				to: "/Konditory",
				image: heroImages("bistro").mobile
			}
		]
	},
	map: {
		title: "Где нас найти",
		text: "Все заведения — в центре Владивостока, в нескольких минутах ходьбы друг от друга.",
		mapLink: "на карте"
	},
	/** names of the sections for the section switcher */
	sectionNames: [
		"Начало",
		"Одна доставка",
		"Заведения",
		"Адреса"
	]
};
var legalBlock = {
	title: "Правовая информация",
	paragraphs: [
		`Сайт и служба доставки работают от имени ${legalInfo.entity}. ${legalInfo.inn}, ${legalInfo.ogrn}. Юридический адрес: ${legalInfo.address}.`,
		"Цены указаны в рублях. Оформленный заказ подтверждает оператор; оплатить его можно картой онлайн, картой или наличными курьеру. Фотографии блюд иллюстрируют подачу и могут отличаться от блюд в заказе.",
		"Состав, вес и пищевая ценность указаны в карточке каждого блюда. Если у вас аллергия, скажите об этом оператору при подтверждении заказа."
	],
	contact: {
		label: "Вопросы о заказах и персональных данных:",
		email: legalInfo.email
	}
};
var hero_media_module_default = {
	media: "_media_1v8cl_1",
	image: "_image_1v8cl_8",
	drift: "_drift_1v8cl_1"
};
// src/features/content/hero-media.tsx
/**
* A page header picture (SPEC.md §2): the looping "video" at 700 px and wider, its still there
* when motion is reduced, and the portrait image on narrower screens. Decorative: the page title
* sits on top of it.
*/
function HeroMedia({ images, className = "" }) {
	return /* @__PURE__ */ jsxs("picture", {
		className: `${hero_media_module_default.media} ${className}`,
		children: [
			/* @__PURE__ */ jsx("source", {
				media: "(min-width: 700px) and (prefers-reduced-motion: no-preference)",
				srcSet: images.loop,
				width: 1600,
				height: 900
			}),
			/* @__PURE__ */ jsx("source", {
				media: "(min-width: 700px)",
				srcSet: images.still,
				width: 1600,
				height: 900
			}),
			/* @__PURE__ */ jsx("img", {
				className: hero_media_module_default.image,
				src: images.mobile,
				alt: "",
				width: 720,
				height: 960,
				fetchPriority: "high",
				decoding: "async"
			})
		]
	});
}
var home_page_module_default = {
	home: "_home_nq6b9_1",
	section: "_section_nq6b9_5",
	sectionTitle: "_sectionTitle_nq6b9_9",
	lead: "_lead_nq6b9_13",
	button: "_button_nq6b9_20",
	hero: "_hero_nq6b9_39",
	heroContent: "_heroContent_nq6b9_59",
	place: "_place_nq6b9_65",
	brands: "_brands_nq6b9_74",
	brand: "_brand_nq6b9_74",
	prompt: "_prompt_nq6b9_93",
	nudge: "_nudge_nq6b9_1",
	intro: "_intro_nq6b9_152",
	introInner: "_introInner_nq6b9_159",
	facts: "_facts_nq6b9_170",
	fact: "_fact_nq6b9_170",
	venues: "_venues_nq6b9_205",
	cards: "_cards_nq6b9_210",
	card: "_card_nq6b9_210",
	cardImage: "_cardImage_nq6b9_237",
	cardText: "_cardText_nq6b9_252",
	logo: "_logo_nq6b9_261",
	cardTitle: "_cardTitle_nq6b9_266",
	cardLink: "_cardLink_nq6b9_272",
	tagline: "_tagline_nq6b9_293",
	more: "_more_nq6b9_299",
	map: "_map_nq6b9_311",
	mapInner: "_mapInner_nq6b9_317",
	mapColumns: "_mapColumns_nq6b9_324",
	dots: "_dots_nq6b9_338",
	dot: "_dot_nq6b9_338"
};
// src/features/content/home-sections.ts
/**
* The home page's full-page sections as plain functions (SPEC.md §2 "Home", §4 "Home sections"):
* which section a key leads to, and which section is active for the current scroll position.
*/
/** Above this the home page is full-page sections; at it and below it scrolls normally. */
var WIDE_HOME_QUERY = "(min-width: 1201px)";
/** The section a key moves to from `current`, or null when the key is not ours or goes nowhere. */
function sectionForKey(key, current, count) {
	if (count <= 0) return null;
	const last = count - 1;
	let next;
	switch (key) {
		case "ArrowDown":
		case "PageDown":
			next = Math.min(current + 1, last);
			break;
		case "ArrowUp":
		case "PageUp":
			next = Math.max(current - 1, 0);
			break;
		case "Home":
			next = 0;
			break;
		case "End":
			next = last;
			break;
		default: return null;
	}
	return next;
}
/**
* The active section: the first one whose lower half is still in view — its middle has not yet
* passed the top of the visible area (below the sticky header). At the very end of the page the
* last section is active even when it is too short to reach the top.
*/
function activeSection(sections, view, atEnd = false) {
	if (sections.length === 0) return 0;
	const last = sections.length - 1;
	if (atEnd) return last;
	const index = sections.findIndex((s) => (s.top + s.bottom) / 2 > view.top);
	return index === -1 ? last : index;
}
/** Keys typed into a form field belong to the field, not to the page. */
function isFormField(target) {
	if (!(target instanceof Element)) return false;
	if (target.closest("input, textarea, select, [contenteditable=\"\"], [contenteditable=\"true\"]")) return true;
	const role = target.getAttribute("role");
	return role === "textbox" || role === "combobox" || role === "spinbutton" || role === "slider";
}
/** Slow start, slow finish: the 700 ms move between sections. */
function easeInOutCubic(t) {
	return t < .5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
/**
* One wheel or trackpad gesture moves one section: `accept` answers the direction (1 down, −1 up)
* once per gesture, when its travel reaches the threshold, and null for every other event of it.
* A new gesture starts after a pause of `gapMs`, or when the direction turns.
*/
function createWheelGestures(gapMs = 200, thresholdPx = 30) {
	let last = Number.NEGATIVE_INFINITY;
	let travel = 0;
	let moved = false;
	/** The sample carries on the running gesture, or starts a new one. */
	function carryOn({ time, deltaY }) {
		const turned = deltaY !== 0 && travel !== 0 && Math.sign(deltaY) !== Math.sign(travel);
		if (time - last > gapMs || turned) {
			travel = 0;
			moved = false;
		}
		last = time;
	}
	return {
		accept(sample) {
			carryOn(sample);
			if (moved || sample.deltaY === 0) return null;
			travel += sample.deltaY;
			if (Math.abs(travel) < thresholdPx) return null;
			moved = true;
			return travel > 0 ? 1 : -1;
		},
		/** The gesture scrolled the page itself (through a tall section): it moves no section. */
		consume(sample) {
			carryOn(sample);
			travel += sample.deltaY;
			moved = true;
		}
	};
}
/** A pixel or two of rounding is "at the edge". */
var EDGE_PX = 2;
/**
* Where a wheel gesture leads (`direction` 1 down, −1 up): to the next or previous section; back
* to the top of the section in view when the page rests part-way into it; or, inside a section
* taller than the window, on through that section by ordinary scrolling until its edge.
*/
function wheelStep(sections, view, direction, atEnd = false) {
	if (sections.length === 0) return { kind: "none" };
	const last = sections.length - 1;
	let current = 0;
	sections.forEach((s, index) => {
		if (s.top <= view.top + EDGE_PX) current = index;
	});
	const section = sections[current];
	const tall = section.bottom - section.top > view.bottom - view.top + EDGE_PX;
	if (direction === 1) {
		if (tall && section.bottom > view.bottom + EDGE_PX) return { kind: "native" };
		if (current < last) return {
			kind: "section",
			index: current + 1
		};
		return atEnd ? { kind: "none" } : {
			kind: "section",
			index: last
		};
	}
	if (section.top < view.top - EDGE_PX) return tall ? { kind: "native" } : {
		kind: "section",
		index: current
	};
	return current > 0 ? {
		kind: "section",
		index: current - 1
	} : { kind: "none" };
}
// src/features/content/use-media-query.ts
function matches(query) {
	return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}
/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
function useMediaQuery(query) {
	const subscribe = useCallback((onChange) => {
		if (typeof window.matchMedia !== "function") return () => {};
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, [query]);
	return useSyncExternalStore(subscribe, () => matches(query), () => false);
}
function prefersReducedMotion() {
	return matches("(prefers-reduced-motion: reduce)");
}
function subscribeToResize(onChange) {
	window.addEventListener("resize", onChange);
	return () => window.removeEventListener("resize", onChange);
}
/**
* The window's width in CSS pixels, the same width media queries compare against; 0 while the
* server renders and the browser hydrates.
*/
function useViewportWidth() {
	return useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => 0);
}
// src/features/content/use-home-sections.ts
var SECTION_SELECTOR = "[data-home-section]";
/** The sticky site header covers the top of the window: sections line up below it. */
function headerBottom() {
	const header = document.querySelector("header");
	return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}
/** The last section and the site footer share the last screen. */
function footerHeight() {
	return document.querySelector("footer")?.getBoundingClientRect().height ?? 0;
}
/** Wheel travel in pixels, whatever unit the device reports it in. */
function wheelPixels(event) {
	if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * 16;
	if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * window.innerHeight;
	return event.deltaY;
}
/** Whether something between the target and the page scrolls itself that way (a long list). */
function scrollsItself(target, deltaY) {
	for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
		if (el === document.body || el === document.documentElement) return false;
		const { overflowY } = getComputedStyle(el);
		if (overflowY !== "auto" && overflowY !== "scroll") continue;
		if (deltaY > 0 && el.scrollTop + el.clientHeight < el.scrollHeight - 1) return true;
		if (deltaY < 0 && el.scrollTop > 0) return true;
	}
	return false;
}
/** An open menu or dialog holds the page: it has locked scrolling or holds the event. */
function pageIsHeld(target) {
	if (document.body.style.overflow === "hidden") return true;
	return target instanceof Element && target.closest("[aria-modal=\"true\"]") !== null;
}
/**
* The home page's full-page sections (SPEC.md §2 "Home", §4 "Home sections"): above 1200 px the
* arrow, page, Home and End keys and each wheel or trackpad gesture move between sections in
* 700 ms (at once with reduced motion), and CSS snaps whatever else scrolls (touch, the scroll
* bar) to a section (home-page.module.css); at any width the active section follows scrolling.
*/
function useHomeSections(root) {
	const wide = useMediaQuery(WIDE_HOME_QUERY);
	const [active, setActive] = useState(0);
	const activeRef = useRef(0);
	const move = useRef(null);
	const sections = useCallback(() => Array.from(root.current?.querySelectorAll(SECTION_SELECTOR) ?? []), [root]);
	const track = useCallback(() => {
		const { documentElement: html } = document;
		const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= html.scrollHeight - 2;
		const index = activeSection(sections().map((section) => section.getBoundingClientRect()), {
			top: headerBottom(),
			bottom: window.innerHeight
		}, atEnd);
		activeRef.current = index;
		setActive(index);
	}, [sections]);
	const stop = useCallback(() => {
		if (!move.current) return;
		cancelAnimationFrame(move.current.frame);
		move.current = null;
		document.documentElement.style.removeProperty("scroll-snap-type");
	}, []);
	const goTo = useCallback((index) => {
		const section = sections()[index];
		if (!section) return;
		stop();
		const { documentElement: html } = document;
		const max = html.scrollHeight - window.innerHeight;
		const top = section.getBoundingClientRect().top + window.scrollY - headerBottom();
		const to = Math.round(Math.min(max, Math.max(0, top)));
		const from = window.scrollY;
		if (prefersReducedMotion() || Math.abs(to - from) < 1) {
			window.scrollTo(0, to);
			return;
		}
		html.style.setProperty("scroll-snap-type", "none");
		const started = performance.now();
		const step = (now) => {
			const progress = Math.min(1, (now - started) / 700);
			window.scrollTo(0, from + (to - from) * easeInOutCubic(progress));
			if (progress < 1 && move.current) move.current.frame = requestAnimationFrame(step);
			else stop();
		};
		move.current = {
			target: index,
			frame: requestAnimationFrame(step)
		};
	}, [sections, stop]);
	useEffect(() => {
		let frame = 0;
		const schedule = () => {
			if (!frame) frame = requestAnimationFrame(() => {
				frame = 0;
				track();
			});
		};
		track();
		window.addEventListener("scroll", schedule, { passive: true });
		window.addEventListener("resize", schedule);
		return () => {
			cancelAnimationFrame(frame);
			window.removeEventListener("scroll", schedule);
			window.removeEventListener("resize", schedule);
		};
	}, [track]);
	useEffect(() => {
		if (!wide) return;
		const html = document.documentElement;
		const update = () => {
			html.style.setProperty("--home-header", `${headerBottom()}px`);
			html.style.setProperty("--home-footer", `${footerHeight()}px`);
		};
		update();
		const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
		for (const element of document.querySelectorAll("header, footer")) observer?.observe(element);
		return () => {
			observer?.disconnect();
			html.style.removeProperty("--home-header");
			html.style.removeProperty("--home-footer");
		};
	}, [wide]);
	useEffect(() => {
		window.addEventListener("touchstart", stop, { passive: true });
		if (!wide) window.addEventListener("wheel", stop, { passive: true });
		return () => {
			window.removeEventListener("touchstart", stop);
			window.removeEventListener("wheel", stop);
			stop();
		};
	}, [wide, stop]);
	useEffect(() => {
		if (!wide) return;
		const gestures = createWheelGestures();
		const onWheel = (event) => {
			if (event.defaultPrevented || event.ctrlKey) return;
			const deltaY = wheelPixels(event);
			if (Math.abs(event.deltaX) > Math.abs(deltaY)) return;
			if (pageIsHeld(event.target) || scrollsItself(event.target, deltaY)) return;
			const moving = move.current;
			let target = null;
			if (moving) {
				event.preventDefault();
				const direction = gestures.accept({
					time: event.timeStamp,
					deltaY
				});
				if (direction !== null) target = moving.target + direction;
			} else {
				const { documentElement: html } = document;
				const atEnd = window.scrollY + window.innerHeight >= html.scrollHeight - 2;
				const view = {
					top: headerBottom(),
					bottom: window.innerHeight
				};
				const step = wheelStep(sections().map((section) => section.getBoundingClientRect()), view, deltaY > 0 ? 1 : -1, atEnd);
				if (step.kind === "native") {
					gestures.consume({
						time: event.timeStamp,
						deltaY
					});
					return;
				}
				event.preventDefault();
				if (gestures.accept({
					time: event.timeStamp,
					deltaY
				}) !== null && step.kind === "section") target = step.index;
			}
			if (target !== null && target >= 0 && target < sections().length) goTo(target);
		};
		window.addEventListener("wheel", onWheel, { passive: false });
		return () => window.removeEventListener("wheel", onWheel);
	}, [
		wide,
		goTo,
		sections
	]);
	useEffect(() => {
		if (!wide) return;
		const onKeyDown = (event) => {
			if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
			if (event.shiftKey || isFormField(event.target)) return;
			if (pageIsHeld(event.target)) return;
			const current = move.current?.target ?? activeRef.current;
			const next = sectionForKey(event.key, current, sections().length);
			if (next === null) return;
			event.preventDefault();
			if (move.current?.target !== next) goTo(next);
		};
		window.addEventListener("keydown", onKeyDown);
		return () => window.removeEventListener("keydown", onKeyDown);
	}, [
		wide,
		goTo,
		sections
	]);
	return {
		wide,
		active,
		goTo
	};
}
var venue_addresses_module_default = {
	venues: "_venues_35d5j_1",
	venue: "_venue_35d5j_1",
	name: "_name_35d5j_17",
	places: "_places_35d5j_26",
	place: "_place_35d5j_26",
	street: "_street_35d5j_41",
	muted: "_muted_35d5j_45",
	links: "_links_35d5j_50"
};
// src/features/content/venue-addresses.tsx
/**
* The venues with their addresses, hours, phones and 'на карте' links (contract places), next to
* the map on the home page.
*/
function VenueAddresses({ venueIds, mapLinkLabel = "на карте", headingLevel = 3, linkNames = false }) {
	const Heading = `h${headingLevel}`;
	return /* @__PURE__ */ jsx("ul", {
		className: venue_addresses_module_default.venues,
		children: venueIds.map((venueId) => /* @__PURE__ */ jsxs("li", {
			className: venue_addresses_module_default.venue,
			children: [/* @__PURE__ */ jsxs(Heading, {
				className: venue_addresses_module_default.name,
				children: [/* @__PURE__ */ jsx("img", {
					src: `/media/venues/${venueId}.svg`,
					alt: "",
					width: "40",
					height: "40"
				}), linkNames ? /* @__PURE__ */ jsx(Link, {
					to: menuVenue(venueId).pageRoute,
					children: menuVenue(venueId).name
				}) : menuVenue(venueId).name]
			}), /* @__PURE__ */ jsx("ul", {
				className: venue_addresses_module_default.places,
				children: places$1.filter((place) => place.venueId === venueId).map((place) => /* @__PURE__ */ jsxs("li", {
					className: venue_addresses_module_default.place,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: venue_addresses_module_default.street,
							children: place.street
						}),
						/* @__PURE__ */ jsxs("span", {
							className: venue_addresses_module_default.muted,
							children: [
								place.workdaysOne,
								", ",
								place.workdaysTwo
							]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: venue_addresses_module_default.links,
							children: [/* @__PURE__ */ jsx("a", {
								href: `tel:${place.phone.replace(/[^\d+]/g, "")}`,
								children: place.phone
							}), /* @__PURE__ */ jsxs("a", {
								href: place.mapUrl,
								target: "_blank",
								rel: "noopener noreferrer",
								children: [mapLinkLabel, /* @__PURE__ */ jsxs("span", {
									className: "visually-hidden",
									children: [
										": ",
										place.name,
										", ",
										place.street,
										" (откроется в новой вкладке)"
									]
								})]
							})]
						})
					]
				}, place.id))
			})]
		}, venueId))
	});
}
// src/features/content/home-page.tsx
/**
* Home (SPEC.md §2 "Home"): above 1200 px four full-page sections — hero, combined delivery,
* the three venues, the addresses and the map with the site footer — moved through with the keys;
* at 1200 px and below an ordinary page with one venue card per screen, then the addresses and map.
*/
function HomePage() {
	const root = useRef(null);
	const { wide, active, goTo } = useHomeSections(root);
	const { hero, intro, venues, map, sectionNames } = homeContent;
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		className: home_page_module_default.home,
		children: [
			/* @__PURE__ */ jsxs("section", {
				"data-home-section": true,
				className: `${home_page_module_default.section} ${home_page_module_default.hero}`,
				children: [/* @__PURE__ */ jsx(HeroMedia, { images: hero.images }), /* @__PURE__ */ jsxs("div", {
					className: home_page_module_default.heroContent,
					children: [
						/* @__PURE__ */ jsx("p", {
							className: home_page_module_default.place,
							children: hero.place
						}),
						/* @__PURE__ */ jsx("h1", {
							className: home_page_module_default.brands,
							children: hero.brands.map((name, index) => /* @__PURE__ */ jsxs("span", {
								className: home_page_module_default.brand,
								children: [name, index < hero.brands.length - 1 && /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: ","
								})]
							}, name))
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: home_page_module_default.prompt,
							onClick: () => goTo(1),
							children: [hero.prompt, /* @__PURE__ */ jsx("svg", {
								viewBox: "0 0 24 24",
								width: "22",
								height: "22",
								"aria-hidden": "true",
								focusable: "false",
								children: /* @__PURE__ */ jsx("path", {
									d: "M6 9l6 6 6-6",
									fill: "none",
									stroke: "currentColor",
									strokeWidth: "2",
									strokeLinecap: "round",
									strokeLinejoin: "round"
								})
							})]
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx("section", {
				"data-home-section": true,
				className: `${home_page_module_default.section} ${home_page_module_default.intro}`,
				"aria-labelledby": "home-intro",
				children: /* @__PURE__ */ jsxs("div", {
					className: home_page_module_default.introInner,
					children: [/* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("h2", {
							id: "home-intro",
							className: home_page_module_default.sectionTitle,
							children: intro.title
						}),
						intro.paragraphs.map((text) => /* @__PURE__ */ jsx("p", {
							className: home_page_module_default.lead,
							children: text
						}, text)),
						/* @__PURE__ */ jsx(Link, {
							className: home_page_module_default.button,
							to: intro.cta.to,
							children: intro.cta.label
						})
					] }), /* @__PURE__ */ jsx("dl", {
						className: home_page_module_default.facts,
						children: intro.facts.map((fact) => /* @__PURE__ */ jsxs("div", {
							className: home_page_module_default.fact,
							children: [/* @__PURE__ */ jsx("dt", { children: fact.label }), /* @__PURE__ */ jsx("dd", { children: fact.value })]
						}, fact.label))
					})]
				})
			}),
			/* @__PURE__ */ jsxs("section", {
				"data-home-section": true,
				className: `${home_page_module_default.section} ${home_page_module_default.venues}`,
				"aria-labelledby": "home-venues",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "home-venues",
					className: "visually-hidden",
					children: venues.title
				}), /* @__PURE__ */ jsx("ul", {
					className: home_page_module_default.cards,
					children: venues.cards.map((card) => /* @__PURE__ */ jsxs("li", {
						className: home_page_module_default.card,
						children: [/* @__PURE__ */ jsx("img", {
							className: home_page_module_default.cardImage,
							src: card.image,
							alt: "",
							width: 720,
							height: 960,
							loading: "lazy",
							decoding: "async"
						}), /* @__PURE__ */ jsxs("div", {
							className: home_page_module_default.cardText,
							children: [
								/* @__PURE__ */ jsx("img", {
									className: home_page_module_default.logo,
									src: `/media/venues/${card.venueId}.svg`,
									alt: "",
									width: 56,
									height: 56
								}),
								/* @__PURE__ */ jsx("h3", {
									className: home_page_module_default.cardTitle,
									children: /* @__PURE__ */ jsx(Link, {
										className: home_page_module_default.cardLink,
										to: card.to,
										children: card.title
									})
								}),
								/* @__PURE__ */ jsx("p", {
									className: home_page_module_default.tagline,
									children: card.tagline
								}),
								/* @__PURE__ */ jsxs("span", {
									className: home_page_module_default.more,
									"aria-hidden": "true",
									children: [venues.more, " →"]
								})
							]
						})]
					}, card.venueId))
				})]
			}),
			/* @__PURE__ */ jsx("section", {
				"data-home-section": true,
				className: `${home_page_module_default.section} ${home_page_module_default.map}`,
				"aria-labelledby": "home-map",
				children: /* @__PURE__ */ jsxs("div", {
					className: home_page_module_default.mapInner,
					children: [/* @__PURE__ */ jsx("h2", {
						id: "home-map",
						className: home_page_module_default.sectionTitle,
						children: map.title
					}), /* @__PURE__ */ jsxs("div", {
						className: home_page_module_default.mapColumns,
						children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
							className: home_page_module_default.lead,
							children: map.text
						}), /* @__PURE__ */ jsx(VenueAddresses, {
							venueIds: [
								2,
								1,
								3
							],
							mapLinkLabel: map.mapLink
						})] }), /* @__PURE__ */ jsx(LazyVenueMap, {})]
					})]
				})
			}),
			wide && /* @__PURE__ */ jsx("nav", {
				className: home_page_module_default.dots,
				"aria-label": "Разделы главной страницы",
				children: /* @__PURE__ */ jsx("ul", { children: sectionNames.map((name, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: home_page_module_default.dot,
					title: name,
					"aria-current": index === active ? "true" : void 0,
					onClick: () => goTo(index),
					children: /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: name
					})
				}) }, name)) })
			})
		]
	});
}
var book_table_button_module_default = { button: "_button_1kyrz_2" };
// src/features/booking/book-table-button.tsx
function BookTableButton({ place }) {
	const { buttonProps, modal } = useBookingModal();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		className: book_table_button_module_default.button,
		...buttonProps(place),
		children: BOOK_TABLE
	}), modal] });
}
var legal_block_module_default = {
	legal: "_legal_148uw_1",
	waiting: "_waiting_148uw_33"
};
// src/features/content/use-reveal-once.ts
/**
* For a block that animates in the first time it scrolls into view (SPEC.md §2, the legal info).
* With reduced motion, or without IntersectionObserver, it is shown from the start.
*/
function useRevealOnce(threshold = .2) {
	const ref = useRef(null);
	const [shown, setShown] = useState(() => typeof IntersectionObserver === "undefined" || prefersReducedMotion());
	useEffect(() => {
		const element = ref.current;
		if (shown || !element) return;
		const observer = new IntersectionObserver((entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			setShown(true);
			observer.disconnect();
		}, { threshold });
		observer.observe(element);
		return () => observer.disconnect();
	}, [shown, threshold]);
	return [ref, shown];
}
// src/features/content/legal-block.tsx
/** The legal information, animating in the first time it scrolls into view (SPEC.md §2). */
function LegalBlock() {
	const headingId = useId();
	const [ref, shown] = useRevealOnce();
	return /* @__PURE__ */ jsxs("section", {
		ref,
		className: `${legal_block_module_default.legal} ${shown ? "" : legal_block_module_default.waiting}`,
		"aria-labelledby": headingId,
		"data-revealed": shown,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: legalBlock.title
			}),
			legalBlock.paragraphs.map((text) => /* @__PURE__ */ jsx("p", { children: text }, text)),
			/* @__PURE__ */ jsxs("p", { children: [
				legalBlock.contact.label,
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `mailto:${legalBlock.contact.email}`,
					children: legalBlock.contact.email
				})
			] })
		]
	});
}
var lightbox_module_default = {
	overlay: "_overlay_1j65p_1",
	appear: "_appear_1j65p_1",
	figure: "_figure_1j65p_13",
	image: "_image_1j65p_21",
	caption: "_caption_1j65p_29",
	position: "_position_1j65p_37",
	close: "_close_1j65p_42"
};
// src/features/content/lightbox.tsx
/**
* An enlarged photo over the page (SPEC.md §2): the page stops scrolling while it is open, and a
* click anywhere or Escape closes it. Focus moves to the close button and stays inside.
*/
function Lightbox({ photo, position, onClose }) {
	const closeButton = useRef(null);
	useBodyScrollLock(true);
	useEffect(() => {
		closeButton.current?.focus();
	}, []);
	useEffect(() => {
		const onKeyDown = (event) => {
			if (event.key === "Escape") onClose();
		};
		document.addEventListener("keydown", onKeyDown);
		return () => document.removeEventListener("keydown", onKeyDown);
	}, [onClose]);
	function keepFocus(event) {
		if (event.key !== "Tab") return;
		event.preventDefault();
		closeButton.current?.focus();
	}
	return createPortal(/* @__PURE__ */ jsxs("div", {
		className: lightbox_module_default.overlay,
		role: "dialog",
		"aria-modal": "true",
		"aria-label": `Фото ${position}`,
		onClick: onClose,
		onKeyDown: keepFocus,
		children: [/* @__PURE__ */ jsxs("figure", {
			className: lightbox_module_default.figure,
			children: [/* @__PURE__ */ jsx("img", {
				className: lightbox_module_default.image,
				src: photo.src,
				alt: photo.alt,
				width: 800,
				height: 600
			}), /* @__PURE__ */ jsxs("figcaption", {
				className: lightbox_module_default.caption,
				children: [/* @__PURE__ */ jsx("span", { children: photo.alt }), /* @__PURE__ */ jsx("span", {
					className: lightbox_module_default.position,
					children: position
				})]
			})]
		}), /* @__PURE__ */ jsxs("button", {
			ref: closeButton,
			type: "button",
			className: lightbox_module_default.close,
			onClick: (event) => {
				event.stopPropagation();
				onClose();
			},
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "×"
			}), " Закрыть"]
		})]
	}), document.body);
}
var photo_strip_module_default = {
	section: "_section_2f9he_1",
	head: "_head_2f9he_5",
	hint: "_hint_2f9he_20",
	controls: "_controls_2f9he_26",
	arrow: "_arrow_2f9he_32",
	scroller: "_scroller_2f9he_49",
	strip: "_strip_2f9he_62",
	tile: "_tile_2f9he_72",
	image: "_image_2f9he_78",
	tileButton: "_tileButton_2f9he_86"
};
// src/features/content/photo-strip.tsx
/** SPEC.md §9: photos enlarge on click only above 800 px. */
function canEnlargePhotos(viewportWidth) {
	return viewportWidth > 800;
}
/** SPEC.md §9: tiles are about 355 px wide. */
var TILE = {
	width: 355,
	height: 266
};
/**
* A horizontally scrolling strip of photos (SPEC.md §2 "Brand pages and About"). Above 800 px each
* photo is a button that opens it enlarged; below, photos are plain images.
*/
function PhotoStrip({ title, photos }) {
	const headingId = useId();
	const enlargeable = canEnlargePhotos(useViewportWidth());
	const [open, setOpen] = useState(null);
	const scroller = useRef(null);
	const buttons = useRef([]);
	const returnTo = useRef(null);
	useEffect(() => {
		if (open !== null || returnTo.current === null) return;
		buttons.current[returnTo.current]?.focus();
		returnTo.current = null;
	}, [open]);
	function scrollBy(direction) {
		scroller.current?.scrollBy({
			left: direction * (TILE.width + 16) * 2,
			behavior: prefersReducedMotion() ? "auto" : "smooth"
		});
	}
	const shown = open === null || !enlargeable ? null : photos[open];
	return /* @__PURE__ */ jsxs("section", {
		className: photo_strip_module_default.section,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: photo_strip_module_default.head,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: headingId,
						children: title
					}),
					/* @__PURE__ */ jsxs("p", {
						className: photo_strip_module_default.hint,
						children: [
							photos.length,
							" фото",
							enlargeable ? " · нажмите на фото, чтобы увеличить" : ""
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: photo_strip_module_default.controls,
						children: [/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: photo_strip_module_default.arrow,
							onClick: () => scrollBy(-1),
							children: [/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: "←"
							}), /* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: "Предыдущие фото"
							})]
						}), /* @__PURE__ */ jsxs("button", {
							type: "button",
							className: photo_strip_module_default.arrow,
							onClick: () => scrollBy(1),
							children: [/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: "→"
							}), /* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: "Следующие фото"
							})]
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx("section", {
				ref: scroller,
				className: photo_strip_module_default.scroller,
				tabIndex: 0,
				"aria-label": "Лента фотографий",
				children: /* @__PURE__ */ jsx("ul", {
					className: photo_strip_module_default.strip,
					children: photos.map((photo, index) => {
						const image = /* @__PURE__ */ jsx("img", {
							className: photo_strip_module_default.image,
							src: photo.src,
							alt: photo.alt,
							width: TILE.width,
							height: TILE.height,
							loading: "lazy",
							decoding: "async"
						});
						return /* @__PURE__ */ jsx("li", {
							className: photo_strip_module_default.tile,
							children: enlargeable ? /* @__PURE__ */ jsx("button", {
								ref: (button) => {
									buttons.current[index] = button;
								},
								type: "button",
								className: photo_strip_module_default.tileButton,
								"aria-haspopup": "dialog",
								"aria-label": `${photo.alt} — увеличить`,
								onClick: () => {
									returnTo.current = index;
									setOpen(index);
								},
								children: image
							}) : image
						}, photo.src);
					})
				})
			}),
			shown && /* @__PURE__ */ jsx(Lightbox, {
				photo: shown,
				position: `${(open ?? 0) + 1} из ${photos.length}`,
				onClose: () => setOpen(null)
			})
		]
	});
}
var showcase_page_module_default = {
	page: "_page_1rihm_2",
	gastropub: "_gastropub_1rihm_9",
	sibumi: "_sibumi_1rihm_16",
	bistro: "_bistro_1rihm_23",
	about: "_about_1rihm_30",
	hero: "_hero_1rihm_36",
	heroText: "_heroText_1rihm_54",
	title: "_title_1rihm_63",
	kicker: "_kicker_1rihm_70",
	heroButton: "_heroButton_1rihm_77",
	button: "_button_1rihm_78",
	heroActions: "_heroActions_1rihm_90",
	history: "_history_1rihm_112",
	points: "_points_1rihm_123",
	order: "_order_1rihm_124",
	historyText: "_historyText_1rihm_128",
	download: "_download_1rihm_144",
	aside: "_aside_1rihm_161",
	pointList: "_pointList_1rihm_188",
	point: "_point_1rihm_123",
	number: "_number_1rihm_206",
	story: "_story_1rihm_232",
	storyInner: "_storyInner_1rihm_237",
	storyText: "_storyText_1rihm_247",
	storyImage: "_storyImage_1rihm_258",
	legal: "_legal_1rihm_286"
};
// src/features/content/showcase-page.tsx
/**
* A venue page or About (SPEC.md §2 "Brand pages and About"): the header "video", the history,
* the photo strip, three selling points, the atmosphere or legend, the order-delivery link and
* the legal information. Every word and picture comes from content/venues-content.ts.
*/
function ShowcasePage({ content }) {
	const ids = {
		history: useId(),
		points: useId(),
		story: useId(),
		order: useId()
	};
	const { history, menuPdf, sellingPoints, story, order } = content;
	const about = content.theme === "about";
	const bookingPlace = about ? void 0 : places$1.find((p) => p.venueId === content.venueIds[0]);
	return /* @__PURE__ */ jsxs("article", {
		className: `${showcase_page_module_default.page} ${showcase_page_module_default[content.theme]}`,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: showcase_page_module_default.hero,
				children: [/* @__PURE__ */ jsx(HeroMedia, { images: content.hero }), /* @__PURE__ */ jsxs("div", {
					className: showcase_page_module_default.heroText,
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: showcase_page_module_default.title,
							children: content.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: showcase_page_module_default.kicker,
							children: content.kicker
						}),
						/* @__PURE__ */ jsxs("div", {
							className: showcase_page_module_default.heroActions,
							children: [/* @__PURE__ */ jsx(Link, {
								className: showcase_page_module_default.heroButton,
								to: order.to,
								children: order.label
							}), bookingPlace && /* @__PURE__ */ jsx(BookTableButton, { place: bookingPlace })]
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: showcase_page_module_default.history,
				"aria-labelledby": ids.history,
				children: [/* @__PURE__ */ jsxs("div", {
					className: showcase_page_module_default.historyText,
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: ids.history,
							children: history.title
						}),
						history.paragraphs.map((text) => /* @__PURE__ */ jsx("p", { children: text }, text)),
						menuPdf && /* @__PURE__ */ jsxs("a", {
							className: showcase_page_module_default.download,
							href: menuPdf.href,
							download: true,
							children: [/* @__PURE__ */ jsx("svg", {
								viewBox: "0 0 24 24",
								width: "20",
								height: "20",
								"aria-hidden": "true",
								focusable: "false",
								children: /* @__PURE__ */ jsx("path", {
									d: "M12 4v11m0 0-5-5m5 5 5-5M5 20h14",
									fill: "none",
									stroke: "currentColor",
									strokeWidth: "2",
									strokeLinecap: "round",
									strokeLinejoin: "round"
								})
							}), menuPdf.label]
						})
					]
				}), /* @__PURE__ */ jsx("aside", {
					className: showcase_page_module_default.aside,
					"aria-label": about ? "Наши заведения" : "Адрес и часы работы",
					children: /* @__PURE__ */ jsx(VenueAddresses, {
						venueIds: content.venueIds,
						linkNames: about
					})
				})]
			}),
			/* @__PURE__ */ jsx(PhotoStrip, {
				title: content.photos.title,
				photos: content.photos.items
			}),
			/* @__PURE__ */ jsxs("section", {
				className: showcase_page_module_default.points,
				"aria-labelledby": ids.points,
				children: [/* @__PURE__ */ jsx("h2", {
					id: ids.points,
					children: sellingPoints.title
				}), /* @__PURE__ */ jsx("ol", {
					className: showcase_page_module_default.pointList,
					children: sellingPoints.items.map((point, index) => /* @__PURE__ */ jsxs("li", {
						className: showcase_page_module_default.point,
						children: [
							/* @__PURE__ */ jsx("span", {
								className: showcase_page_module_default.number,
								"aria-hidden": "true",
								children: String(index + 1).padStart(2, "0")
							}),
							/* @__PURE__ */ jsx("h3", { children: point.title }),
							/* @__PURE__ */ jsx("p", { children: point.text })
						]
					}, point.title))
				})]
			}),
			/* @__PURE__ */ jsx("section", {
				className: showcase_page_module_default.story,
				"aria-labelledby": ids.story,
				children: /* @__PURE__ */ jsxs("div", {
					className: showcase_page_module_default.storyInner,
					children: [/* @__PURE__ */ jsxs("div", {
						className: showcase_page_module_default.storyText,
						children: [/* @__PURE__ */ jsx("h2", {
							id: ids.story,
							children: story.title
						}), story.paragraphs.map((text) => /* @__PURE__ */ jsx("p", { children: text }, text))]
					}), /* @__PURE__ */ jsx("img", {
						className: showcase_page_module_default.storyImage,
						src: story.photo.src,
						alt: story.photo.alt,
						width: 800,
						height: 600,
						loading: "lazy",
						decoding: "async"
					})]
				})
			}),
			/* @__PURE__ */ jsxs("section", {
				className: showcase_page_module_default.order,
				"aria-labelledby": ids.order,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: ids.order,
						children: order.title
					}),
					/* @__PURE__ */ jsx("p", { children: order.text }),
					/* @__PURE__ */ jsx(Link, {
						className: showcase_page_module_default.button,
						to: order.to,
						children: order.label
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: showcase_page_module_default.legal,
				children: /* @__PURE__ */ jsx(LegalBlock, {})
			})
		]
	});
}
var AboutPage = () => /* @__PURE__ */ jsx(ShowcasePage, { content: showcasePages.about });
var GastropubPage = () => /* @__PURE__ */ jsx(ShowcasePage, { content: showcasePages.gastropub });
var SibumiPage = () => /* @__PURE__ */ jsx(ShowcasePage, { content: showcasePages.sibumi });
var BistroPage = () => /* @__PURE__ */ jsx(ShowcasePage, { content: showcasePages.bistro });
// src/features/content/content-pages.tsx
/**
* The content pages, one lazily loaded chunk (docs/decisions/005). The showcase pages live in
* their own modules (home-page.tsx, showcase-page.tsx); the information pages are here, but for
* the privacy policy, a chunk of its own (privacy-page.tsx).
*/
function DeliveryPage() {
	const { data: zones, isError } = useGetDeliveryZonesQuery();
	return /* @__PURE__ */ jsxs("div", {
		className: content_pages_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", { children: "ДОСТАВКА" }),
			/* @__PURE__ */ jsxs("p", {
				className: content_pages_module_default.lead,
				children: [
					"Доставляем ежедневно с ",
					deliveryHours.from,
					" до ",
					deliveryHours.to,
					". Город доставки —",
					" ",
					brand$1.city,
					"."
				]
			}),
			/* @__PURE__ */ jsx("h2", { children: "Стоимость доставки" }),
			isError ? /* @__PURE__ */ jsx("p", { children: "Не удалось загрузить стоимость доставки. Обновите страницу." }) : /* @__PURE__ */ jsx("table", {
				className: content_pages_module_default.table,
				children: /* @__PURE__ */ jsx("tbody", { children: (zones ?? []).map((zone) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: zone.name
				}), /* @__PURE__ */ jsx("td", { children: formatPrice(zone.price) })] }, zone.id)) })
			})
		]
	});
}
function PaymentPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: content_pages_module_default.page,
		children: [/* @__PURE__ */ jsx("h1", { children: "ОПЛАТА" }), /* @__PURE__ */ jsxs("ul", {
			className: content_pages_module_default.list,
			children: [
				/* @__PURE__ */ jsx("li", { children: "Наличными курьеру при получении заказа." }),
				/* @__PURE__ */ jsx("li", { children: "Банковской картой курьеру: у курьера есть терминал." }),
				/* @__PURE__ */ jsx("li", { children: "Картой онлайн: после оформления заказа откроется защищённая страница платёжного сервиса. Данные карты вводятся только там, мы их не получаем и не храним." })
			]
		})]
	});
}
function LoadPage() {
	return /* @__PURE__ */ jsx("div", {
		className: content_pages_module_default.page,
		"aria-busy": "true"
	});
}
export { AboutPage, BistroPage, DeliveryPage, GastropubPage, HomePage, LoadPage, PaymentPage, SibumiPage };
