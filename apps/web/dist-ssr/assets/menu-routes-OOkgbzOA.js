import { $ as PageHead, Bt as menuVenue, C as useAppSelector, E as selectRememberedCategory, Ft as contentPages, Ht as menuVenues, It as dishPage, Lt as specialPage, Q as NotFoundPage, Rt as venueMenuPages, S as useAppDispatch, T as selectCategory, at as menuJsonLd, d as useGetProductQuery, et as sitePageHead, f as useGetSpecialsQuery, it as homeCrumb, nt as breadcrumbJsonLd, ot as venueMenuCrumb, p as useGetVenueMenuQuery, rt as dishJsonLd, tt as useSiteOrigin, ut as checkoutMessages, w as menuScopeKey, y as BasketControl, zt as isMenuVenueId } from "../entry-server.js";
import { n as errorStatus } from "./api-BxkrzdhH.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { n as formatPrice } from "./money-zcSbClma.js";
import { useEffect, useId, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/menu/active-venue.ts
function hasProducts(menu) {
	return menu?.some((category) => category.products.length > 0) ?? false;
}
/**
* The venue to show (SPEC.md §2 "Menu"): the requested one when it has dishes, otherwise the next
* venue in switcher order that has some (wrapping around); null when every venue is empty.
*/
function pickActiveVenue(order, requested, menus) {
	const start = Math.max(order.indexOf(requested), 0);
	for (let step = 0; step < order.length; step++) {
		const id = order[(start + step) % order.length];
		if (id !== void 0 && hasProducts(menus[id])) return id;
	}
	return null;
}
var category_tabs_module_default = {
	tabs: "_tabs_g8tr2_1",
	tab: "_tab_g8tr2_1"
};
// src/features/menu/category-tabs.tsx
function tabId(panelId, categoryId) {
	return `${panelId}-tab-${categoryId}`;
}
/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between categories. */
function CategoryTabs({ categories, active, panelId, onSelect }) {
	const listRef = useRef(null);
	function onKeyDown(event) {
		const index = categories.findIndex((c) => c.id === active);
		const last = categories.length - 1;
		const target = {
			ArrowRight: index === last ? 0 : index + 1,
			ArrowLeft: index === 0 ? last : index - 1,
			Home: 0,
			End: last
		}[event.key];
		const next = target === void 0 ? void 0 : categories[target];
		if (!next) return;
		event.preventDefault();
		onSelect(next.id);
		listRef.current?.querySelector(`#${tabId(panelId, next.id)}`)?.focus();
	}
	return /* @__PURE__ */ jsx("div", {
		ref: listRef,
		className: category_tabs_module_default.tabs,
		role: "tablist",
		"aria-label": "Категории меню",
		onKeyDown,
		children: categories.map((category) => {
			const selected = category.id === active;
			return /* @__PURE__ */ jsx("button", {
				id: tabId(panelId, category.id),
				type: "button",
				role: "tab",
				className: category_tabs_module_default.tab,
				"aria-selected": selected,
				"aria-controls": panelId,
				tabIndex: selected ? 0 : -1,
				onClick: () => onSelect(category.id),
				children: category.text_button
			}, category.id);
		})
	});
}
function activeTabId(panelId, categoryId) {
	return tabId(panelId, categoryId);
}
var menu_page_module_default = {
	page: "_page_1g31u_1",
	title: "_title_1g31u_7",
	grid: "_grid_1g31u_13",
	empty: "_empty_1g31u_19",
	skeletonSwitcher: "_skeletonSwitcher_1g31u_26",
	skeletonLogo: "_skeletonLogo_1g31u_33",
	skeletonTabs: "_skeletonTabs_1g31u_38",
	skeletonCard: "_skeletonCard_1g31u_43"
};
var menu_product_card_module_default = {
	card: "_card_7ly6g_1",
	imageLink: "_imageLink_7ly6g_10",
	image: "_image_7ly6g_10",
	unavailable: "_unavailable_7ly6g_27",
	body: "_body_7ly6g_32",
	venue: "_venue_7ly6g_40",
	name: "_name_7ly6g_48",
	weight: "_weight_7ly6g_64",
	footer: "_footer_7ly6g_69",
	price: "_price_7ly6g_78"
};
// src/features/menu/menu-product-card.tsx
function MenuProductCard({ product, venueId, venueName, href, aboveTheFold = false }) {
	return /* @__PURE__ */ jsxs("article", {
		className: `${menu_product_card_module_default.card} ${product.available ? "" : menu_product_card_module_default.unavailable}`,
		children: [/* @__PURE__ */ jsx(Link, {
			to: href,
			className: menu_product_card_module_default.imageLink,
			tabIndex: -1,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("img", {
				className: menu_product_card_module_default.image,
				src: product.img_elem,
				alt: "",
				width: "600",
				height: "600",
				loading: aboveTheFold ? "eager" : "lazy",
				fetchPriority: aboveTheFold ? "high" : "auto",
				decoding: "async"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: menu_product_card_module_default.body,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: menu_product_card_module_default.venue,
					children: venueName
				}),
				/* @__PURE__ */ jsx("h3", {
					className: menu_product_card_module_default.name,
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						children: product.name
					})
				}),
				/* @__PURE__ */ jsxs("span", {
					className: menu_product_card_module_default.weight,
					children: [product.gramm, " г"]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: menu_product_card_module_default.footer,
					children: [/* @__PURE__ */ jsx("span", {
						className: menu_product_card_module_default.price,
						children: formatPrice(product.prise)
					}), /* @__PURE__ */ jsx(BasketControl, {
						available: product.available,
						dish: {
							id: product.id,
							img: product.img_elem,
							name: product.name,
							guid: product.iiko_id,
							price: product.prise,
							gramm: product.cost_per_gram,
							special: product.special,
							venueId
						}
					})]
				})
			]
		})]
	});
}
var venue_switcher_module_default = {
	switcher: "_switcher_11skn_1",
	venue: "_venue_11skn_11",
	logo: "_logo_11skn_35",
	name: "_name_11skn_45"
};
// src/features/menu/venue-switcher.tsx
/** The three venue logos; compact at 550 px and narrower (CSS). */
function VenueSwitcher({ venues, active, onSelect }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: venue_switcher_module_default.switcher,
		children: [/* @__PURE__ */ jsx("legend", {
			className: "visually-hidden",
			children: "Выберите ресторан"
		}), venues.map((venue) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: venue_switcher_module_default.venue,
			"aria-pressed": venue.id === active,
			onClick: () => onSelect(venue.id),
			children: [/* @__PURE__ */ jsx("img", {
				className: venue_switcher_module_default.logo,
				src: `/media/venues/${venue.id}.svg`,
				alt: "",
				width: "96",
				height: "96"
			}), /* @__PURE__ */ jsx("span", {
				className: venue_switcher_module_default.name,
				children: venue.name
			})]
		}, venue.id))]
	});
}
// src/features/menu/menu-page.tsx
var venueOrder = menuVenues.map((v) => v.id);
/** Cards on a first screen: two rows of two on a phone, one row of four on a wide screen. */
var ABOVE_THE_FOLD_CARDS = 4;
function useAllVenueMenus(special) {
	const queries = {
		1: useGetVenueMenuQuery({
			venueId: 1,
			special
		}),
		2: useGetVenueMenuQuery({
			venueId: 2,
			special
		}),
		3: useGetVenueMenuQuery({
			venueId: 3,
			special
		})
	};
	const menus = {};
	for (const id of venueOrder) menus[id] = queries[id].data;
	return {
		menus,
		loading: venueOrder.some((id) => queries[id].isLoading),
		failed: venueOrder.every((id) => queries[id].isError),
		notFound: venueOrder.some((id) => errorStatus(queries[id].error) === 404)
	};
}
function MenuPage(props) {
	const special = props.kind === "special" ? props.url : null;
	const scope = special ?? "menu";
	const navigate = useNavigate();
	const [searchParams, setSearchParams] = useSearchParams();
	const dispatch = useAppDispatch();
	const panelId = useId();
	const { menus, loading, failed, notFound } = useAllVenueMenus(special);
	const requested = props.kind === "regular" ? props.venueId ?? 1 : venueOrder.find((id) => String(id) === searchParams.get("venue")) ?? 1;
	const active = loading ? null : pickActiveVenue(venueOrder, requested, menus);
	const routeVenue = props.kind === "regular" ? props.venueId : void 0;
	useEffect(() => {
		if (routeVenue && active && active !== routeVenue) navigate(menuVenue(active).menuRoute, { replace: true });
	}, [
		routeVenue,
		active,
		navigate
	]);
	const categories = active ? menus[active] ?? [] : [];
	const key = menuScopeKey(scope, active ?? 0);
	const remembered = useAppSelector((state) => selectRememberedCategory(state, key));
	const category = categories.find((c) => c.id === remembered) ?? categories[0];
	function selectVenue(id) {
		if (props.kind === "regular") navigate(menuVenue(id).menuRoute);
		else setSearchParams({ venue: String(id) }, { replace: true });
	}
	const visibleVenues = menuVenues.filter((venue) => hasProducts(menus[venue.id]));
	const venue = active ? menuVenue(active) : null;
	const cardHref = (id) => special ? `/specials/card/${id}` : `/menu/${id}`;
	if (notFound) return /* @__PURE__ */ jsx(NotFoundPage, {});
	return /* @__PURE__ */ jsxs("div", {
		className: menu_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(MenuHead, {
				menus,
				page: props
			}),
			/* @__PURE__ */ jsx("h1", {
				className: menu_page_module_default.title,
				children: "ВЫ НАХОДИТЕСЬ В МЕНЮ"
			}),
			loading ? /* @__PURE__ */ jsx(MenuSkeleton, {}) : failed || !venue || !category ? /* @__PURE__ */ jsx("p", {
				className: menu_page_module_default.empty,
				children: failed ? "Не удалось загрузить меню. Проверьте соединение и обновите страницу." : "Меню сейчас пусто. Загляните позже."
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx(VenueSwitcher, {
					venues: visibleVenues,
					active: venue.id,
					onSelect: selectVenue
				}),
				/* @__PURE__ */ jsx(CategoryTabs, {
					categories,
					active: category.id,
					panelId,
					onSelect: (categoryId) => dispatch(selectCategory({
						key,
						categoryId
					}))
				}),
				/* @__PURE__ */ jsx("section", {
					id: panelId,
					role: "tabpanel",
					"aria-labelledby": activeTabId(panelId, category.id),
					className: menu_page_module_default.grid,
					children: category.products.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: menu_page_module_default.empty,
						children: "В этой категории пока нет блюд."
					}) : category.products.map((product, index) => /* @__PURE__ */ jsx(MenuProductCard, {
						product,
						venueId: venue.id,
						venueName: venue.name,
						href: cardHref(product.id),
						aboveTheFold: index < ABOVE_THE_FOLD_CARDS
					}, product.id))
				})
			] })
		]
	});
}
/**
* The head of a menu page with its dishes as structured data, one `Menu` per venue shown
* (decision 035). A special menu takes its name from the specials the header lists.
*/
function MenuHead({ menus, page }) {
	const origin = useSiteOrigin();
	const { data: specials } = useGetSpecialsQuery();
	let sitePage;
	if (page.kind === "special") {
		const name = specials?.find((item) => item.URL === page.url)?.name;
		sitePage = name ? specialPage(`/specials/${page.url}`, name) : void 0;
	} else sitePage = page.venueId === void 0 ? contentPages.find((candidate) => candidate.path === "/menu") : venueMenuPages.find((candidate) => candidate.path === menuVenue(page.venueId ?? 1).menuRoute);
	if (!sitePage) return null;
	const jsonLd = (page.kind === "regular" && page.venueId !== void 0 ? [page.venueId] : venueOrder).flatMap((id) => {
		const categories = menus[id];
		return categories && hasProducts(categories) ? [menuJsonLd(menuVenue(id).name, categories, origin, sitePage.path)] : [];
	});
	jsonLd.push(breadcrumbJsonLd([homeCrumb, {
		name: sitePage.title.split(" — ")[0] ?? sitePage.title,
		path: sitePage.path
	}], origin));
	return /* @__PURE__ */ jsx(PageHead, { ...sitePageHead(sitePage, {
		jsonLd,
		type: "restaurant.menu"
	}) });
}
function MenuSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: "Загрузка меню…"
			}),
			/* @__PURE__ */ jsx("div", {
				className: menu_page_module_default.skeletonSwitcher,
				children: venueOrder.map((id) => /* @__PURE__ */ jsx(Skeleton, { className: menu_page_module_default.skeletonLogo }, id))
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: menu_page_module_default.skeletonTabs }),
			/* @__PURE__ */ jsx("div", {
				className: menu_page_module_default.grid,
				children: Array.from({ length: 8 }, (_, i) => /* @__PURE__ */ jsx(Skeleton, { className: menu_page_module_default.skeletonCard }, i))
			})
		]
	});
}
var product_page_module_default = {
	page: "_page_t46ja_1",
	back: "_back_t46ja_7",
	layout: "_layout_t46ja_19",
	image: "_image_t46ja_26",
	venue: "_venue_t46ja_34",
	name: "_name_t46ja_42",
	buy: "_buy_t46ja_47",
	price: "_price_t46ja_54",
	note: "_note_t46ja_59",
	heading: "_heading_t46ja_66",
	weight: "_weight_t46ja_71",
	nutrition: "_nutrition_t46ja_75",
	message: "_message_t46ja_99",
	skeletonLine: "_skeletonLine_t46ja_104",
	skeletonBlock: "_skeletonBlock_t46ja_109"
};
// src/features/menu/product-page.tsx
var nutritionFormat = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });
/** `/menu/{id}` and `/specials/card/{id}` (SPEC.md §2 "Product card page"). */
function ProductPage({ special }) {
	const params = useParams();
	const origin = useSiteOrigin();
	const id = Number(params.id);
	const valid = Number.isInteger(id) && id > 0;
	const { data: card, error, isLoading } = useGetProductQuery({
		id,
		special
	}, { skip: !valid });
	if (!valid || errorStatus(error) === 404 || errorStatus(error) === 400) return /* @__PURE__ */ jsx(NotFoundPage, {});
	if (isLoading) return /* @__PURE__ */ jsx(ProductSkeleton, {});
	if (!card) return /* @__PURE__ */ jsx("p", {
		className: product_page_module_default.message,
		role: "alert",
		children: "Не удалось загрузить блюдо. Проверьте соединение и обновите страницу."
	});
	const dish = card.product_json;
	const price = dish.sizePrices[0]?.price.currentPrice ?? 0;
	const venue = isMenuVenueId(card.venueId) ? menuVenue(card.venueId) : null;
	const nutrition = [
		[
			"Белки",
			dish.proteinsAmount,
			"г"
		],
		[
			"Углеводы",
			dish.carbohydratesAmount,
			"г"
		],
		[
			"Жиры",
			dish.fatAmount,
			"г"
		],
		[
			"Калорийность",
			dish.energyAmount,
			"ккал"
		]
	];
	const path = special ? `/specials/card/${card.id}` : `/menu/${card.id}`;
	const head = sitePageHead(dishPage(path, {
		name: dish.name,
		description: dish.description,
		priceRoubles: price,
		perGram: card.cost_per_gram
	}), {
		image: card.img_elem,
		type: "product",
		jsonLd: [dishJsonLd(card, origin, path), breadcrumbJsonLd([
			homeCrumb,
			...venue ? [venueMenuCrumb(venue.id)] : [],
			{
				name: dish.name,
				path
			}
		], origin)]
	});
	return /* @__PURE__ */ jsxs("article", {
		className: product_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHead, { ...head }),
			/* @__PURE__ */ jsx(Link, {
				className: product_page_module_default.back,
				to: backToMenu(card, venue?.menuRoute),
				children: "← Вернуться в меню"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: product_page_module_default.layout,
				children: [/* @__PURE__ */ jsx("img", {
					className: product_page_module_default.image,
					src: card.img_elem,
					alt: dish.name,
					width: "600",
					height: "600"
				}), /* @__PURE__ */ jsxs("div", {
					className: product_page_module_default.info,
					children: [
						venue && /* @__PURE__ */ jsx("span", {
							className: product_page_module_default.venue,
							children: venue.name
						}),
						/* @__PURE__ */ jsx("h1", {
							className: product_page_module_default.name,
							children: dish.name.toUpperCase()
						}),
						/* @__PURE__ */ jsxs("div", {
							className: product_page_module_default.buy,
							children: [/* @__PURE__ */ jsx("span", {
								className: product_page_module_default.price,
								children: formatPrice(price)
							}), /* @__PURE__ */ jsx(BasketControl, {
								available: card.available,
								dish: {
									id: card.id,
									img: card.img_elem,
									name: dish.name,
									guid: dish.id,
									price,
									gramm: card.cost_per_gram,
									special: card.special,
									venueId: card.venueId
								}
							})]
						}),
						card.cost_per_gram && /* @__PURE__ */ jsx("p", {
							className: product_page_module_default.note,
							children: checkoutMessages.weightPriced
						}),
						/* @__PURE__ */ jsx("h2", {
							className: product_page_module_default.heading,
							children: "Состав"
						}),
						/* @__PURE__ */ jsx("p", { children: dish.description }),
						/* @__PURE__ */ jsxs("p", {
							className: product_page_module_default.weight,
							children: ["Вес: ", /* @__PURE__ */ jsxs("strong", { children: [Math.round(dish.weight * 1e3), " г"] })]
						}),
						/* @__PURE__ */ jsx("h2", {
							className: product_page_module_default.heading,
							children: "Пищевая ценность на 100 г"
						}),
						/* @__PURE__ */ jsx("dl", {
							className: product_page_module_default.nutrition,
							children: nutrition.map(([label, value, unit]) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsxs("dd", { children: [
								nutritionFormat.format(value),
								" ",
								unit
							] })] }, label))
						})
					]
				})]
			})
		]
	});
}
/**
* 'Вернуться в меню' leads to the menu the dish is on: a special dish's special menu, on the dish's
* venue (the card names its special, so this holds on a direct load too); a regular dish's venue menu.
*/
function backToMenu(card, venueMenuRoute) {
	if (card.special) {
		if (card.specialURL === void 0) return "/menu";
		const path = `/specials/${encodeURIComponent(card.specialURL)}`;
		return isMenuVenueId(card.venueId) ? `${path}?venue=${card.venueId}` : path;
	}
	return venueMenuRoute ?? "/menu";
}
function ProductSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: product_page_module_default.page,
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: "Загрузка блюда…"
		}), /* @__PURE__ */ jsxs("div", {
			className: product_page_module_default.layout,
			children: [/* @__PURE__ */ jsx(Skeleton, { className: product_page_module_default.image }), /* @__PURE__ */ jsxs("div", {
				className: product_page_module_default.info,
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: product_page_module_default.skeletonLine }),
					/* @__PURE__ */ jsx(Skeleton, { className: product_page_module_default.skeletonLine }),
					/* @__PURE__ */ jsx(Skeleton, { className: product_page_module_default.skeletonBlock })
				]
			})]
		})]
	});
}
// src/features/menu/menu-routes.tsx
/** Route components of the menu feature (the router lazy-loads this module). */
var AllVenuesMenu = () => /* @__PURE__ */ jsx(MenuPage, { kind: "regular" });
var GastropubMenu = () => /* @__PURE__ */ jsx(MenuPage, {
	kind: "regular",
	venueId: 1
});
var SibumiMenu = () => /* @__PURE__ */ jsx(MenuPage, {
	kind: "regular",
	venueId: 2
});
var BistroMenu = () => /* @__PURE__ */ jsx(MenuPage, {
	kind: "regular",
	venueId: 3
});
function SpecialMenu() {
	const { url = "" } = useParams();
	return /* @__PURE__ */ jsx(MenuPage, {
		kind: "special",
		url
	}, url);
}
var ProductCardPage = () => /* @__PURE__ */ jsx(ProductPage, { special: false });
var SpecialProductCardPage = () => /* @__PURE__ */ jsx(ProductPage, { special: true });
export { AllVenuesMenu, BistroMenu, GastropubMenu, ProductCardPage, SibumiMenu, SpecialMenu, SpecialProductCardPage };
