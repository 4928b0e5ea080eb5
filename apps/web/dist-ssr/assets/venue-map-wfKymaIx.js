import { Bt as menuVenue, Vt as menuVenueIds, Wt as places } from "../entry-server.js";
import { useCallback, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var EDGE = 8;
/**
* Where a pin's balloon goes so that it stays inside the map, which clips it: over the pin if it
* fits there, otherwise under it when there is more room; centred on the pin, moved sideways as
* little as keeps it off the map's edges.
*/
function balloonPlacement(point, balloon, map) {
	const roomAbove = point.y - 48 - EDGE - map.top;
	const roomBelow = map.bottom - EDGE - 8 - point.y;
	const below = balloon.height > roomAbove && roomBelow > roomAbove;
	const toTheRight = map.left + EDGE - (point.x - balloon.width / 2);
	const toTheLeft = map.right - EDGE - (point.x + balloon.width / 2);
	return {
		below,
		shift: Math.max(toTheRight, Math.min(0, toTheLeft))
	};
}
var external_map_link_module_default = { link: "_link_jjjqq_1" };
// src/features/map/map-view.ts
/**
* What the map shows (SPEC.md §2 "Map"): one placemark per venue with its name and phone, the
* zoom chosen by the window's width, the centre near the city centre.
*/
/** Vladivostok's centre, between the venues and the Golden Horn. */
var MAP_CENTER = {
	lat: 43.1165,
	lon: 131.8865
};
/** 11 up to 800 px, 13 up to 1800 px, 14 from 1800 px. */
function mapZoom(width) {
	if (width <= 800) return 11;
	if (width < 1800) return 13;
	return 14;
}
/** The three venues, each at its main place. */
var placemarks = menuVenueIds.map((venueId) => {
	const place = places.find((p) => p.venueId === venueId);
	if (!place) throw new Error(`venue ${venueId} has no place`);
	return {
		venueId,
		name: menuVenue(venueId).name,
		street: place.street,
		phone: place.phone,
		coordinates: place.coordinates
	};
});
/** The same view on yandex.ru/maps, with the placemarks. */
function externalMapUrl(zoom) {
	const points = placemarks.map(({ coordinates }) => `${coordinates.lon},${coordinates.lat},pm2rdm`).join("~");
	return `https://yandex.ru/maps/?ll=${MAP_CENTER.lon},${MAP_CENTER.lat}&z=${zoom}&pt=${points}`;
}
var telHref = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/**
* The drawn street plan (keyless-map.tsx) is 1000 × 560 units and covers this area: the centre
* from the Amur Bay to past Okeansky Prospekt, from the Golden Horn up a few blocks.
*/
var DRAWING_BOUNDS = {
	west: 131.8775,
	east: 131.8955,
	south: 43.1128,
	north: 43.1202
};
/**
* The part of the drawing the map shows (its SVG viewBox): a close-up of the venues' blocks, so
* that the pins of neighbouring venues stand clear of each other even on a phone.
*/
var PLAN_VIEW = {
	x: 100,
	y: 120,
	width: 625,
	height: 350
};
/** A point's place on the street plan, in per cent from its shown part's left and top edges. */
function planPosition({ lat, lon }) {
	const { west, east, south, north } = DRAWING_BOUNDS;
	const x = (lon - west) / (east - west) * 1e3;
	const y = (north - lat) / (north - south) * 560;
	return {
		left: (x - PLAN_VIEW.x) / PLAN_VIEW.width * 100,
		top: (y - PLAN_VIEW.y) / PLAN_VIEW.height * 100
	};
}
// src/features/map/external-map-link.tsx
/** The same view on Yandex Maps, in a new tab: in a corner of either map. */
function ExternalMapLink({ zoom }) {
	return /* @__PURE__ */ jsxs("a", {
		className: external_map_link_module_default.link,
		href: externalMapUrl(zoom),
		target: "_blank",
		rel: "noopener noreferrer",
		children: ["Открыть на Яндекс Картах", /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: " (откроется в новой вкладке)"
		})]
	});
}
var keyless_map_module_default = {
	map: "_map_17kju_2",
	plan: "_plan_17kju_19",
	land: "_land_17kju_44",
	water: "_water_17kju_48",
	park: "_park_17kju_52",
	streets: "_streets_17kju_56",
	labels: "_labels_17kju_63",
	placemark: "_placemark_17kju_70",
	pin: "_pin_17kju_78",
	balloon: "_balloon_17kju_110",
	below: "_below_17kju_127",
	name: "_name_17kju_132",
	street: "_street_17kju_56",
	close: "_close_17kju_148"
};
// src/features/map/use-map-zoom.ts
function subscribe(onChange) {
	window.addEventListener("resize", onChange);
	return () => window.removeEventListener("resize", onChange);
}
/** The map's zoom for the window's current width, following resizes. */
function useMapZoom() {
	return useSyncExternalStore(subscribe, () => mapZoom(window.innerWidth), () => mapZoom(1366));
}
// src/features/map/keyless-map.tsx
/**
* The map without a maps provider (no key configured, or its script failed to load): a drawn
* street plan of the centre with the three placemarks, whose balloons give the venue's name and
* phone, and a link to the same view on Yandex Maps. Never a broken box.
*/
function KeylessMap() {
	const [open, setOpen] = useState(null);
	const [placement, setPlacement] = useState({
		below: false,
		shift: 0
	});
	const pins = useRef(/* @__PURE__ */ new Map());
	const frame = useRef(null);
	const balloon = useRef(null);
	const zoom = useMapZoom();
	const id = useId();
	useLayoutEffect(() => {
		const pin = open === null ? void 0 : pins.current.get(open);
		if (!pin || !balloon.current || !frame.current) return;
		const fit = () => {
			const map = frame.current?.getBoundingClientRect();
			const { offsetWidth: width = 0, offsetHeight: height = 0 } = balloon.current ?? {};
			if (!map?.width) return;
			const { left, width: pinWidth, bottom } = pin.getBoundingClientRect();
			setPlacement(balloonPlacement({
				x: left + pinWidth / 2,
				y: bottom
			}, {
				width,
				height
			}, map));
		};
		fit();
		window.addEventListener("resize", fit);
		return () => window.removeEventListener("resize", fit);
	}, [open]);
	function close() {
		if (open === null) return;
		pins.current.get(open)?.focus();
		setOpen(null);
	}
	return /* @__PURE__ */ jsxs("section", {
		ref: frame,
		className: keyless_map_module_default.map,
		"aria-label": "Карта: наши заведения в центре Владивостока",
		onKeyDown: (event) => {
			if (event.key === "Escape") close();
		},
		children: [/* @__PURE__ */ jsxs("div", {
			className: keyless_map_module_default.plan,
			style: focus,
			children: [/* @__PURE__ */ jsx(StreetPlan, {}), placemarks.map((placemark) => {
				const { left, top } = planPosition(placemark.coordinates);
				const isOpen = open === placemark.venueId;
				const balloonId = `${id}-${placemark.venueId}`;
				return /* @__PURE__ */ jsxs("div", {
					className: `${keyless_map_module_default.placemark} ${isOpen && placement.below ? keyless_map_module_default.below : ""}`,
					style: {
						left: `${left}%`,
						top: `${top}%`,
						translate: `${sideBySide(placemark)}px 0`,
						zIndex: isOpen ? placemarks.length + 1 : southward(placemark)
					},
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: keyless_map_module_default.pin,
						ref: (element) => {
							if (element) pins.current.set(placemark.venueId, element);
						},
						"aria-expanded": isOpen,
						"aria-controls": isOpen ? balloonId : void 0,
						onClick: () => setOpen(isOpen ? null : placemark.venueId),
						children: /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: placemark.name
						})
					}), isOpen && /* @__PURE__ */ jsxs("div", {
						id: balloonId,
						ref: balloon,
						className: keyless_map_module_default.balloon,
						style: { marginLeft: placement.shift },
						children: [
							/* @__PURE__ */ jsx("strong", {
								className: keyless_map_module_default.name,
								children: placemark.name
							}),
							/* @__PURE__ */ jsx("span", {
								className: keyless_map_module_default.street,
								children: placemark.street
							}),
							/* @__PURE__ */ jsx("a", {
								href: telHref(placemark.phone),
								children: placemark.phone
							}),
							/* @__PURE__ */ jsxs("button", {
								type: "button",
								className: keyless_map_module_default.close,
								onClick: close,
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "×"
								}), /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: "Закрыть"
								})]
							})
						]
					})]
				}, placemark.venueId);
			})]
		}), /* @__PURE__ */ jsx(ExternalMapLink, { zoom })]
	});
}
/** Where the venues are on the plan: the middle of what a map too narrow or too flat shows. */
var focus = (() => {
	const positions = placemarks.map(({ coordinates }) => planPosition(coordinates));
	const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length / 100;
	return {
		"--focus-x": mean(positions.map((p) => p.left)),
		"--focus-y": mean(positions.map((p) => p.top))
	};
})();
/**
* Venues at one address (the gastropub and the pastry shop share Pogranichnaya 14) would hide
* each other's pin: they stand side by side instead, centred on the address.
*/
function sideBySide(placemark) {
	const neighbours = placemarks.filter((other) => other.street === placemark.street);
	return (neighbours.indexOf(placemark) - (neighbours.length - 1) / 2) * 30;
}
/** Pins further south stand in front, as on a map seen from above at an angle. */
function southward(placemark) {
	return placemarks.filter((other) => other.coordinates.lat > placemark.coordinates.lat).length + 1;
}
/**
* The centre's main streets, the park and the Golden Horn, in the drawing's units (map-view.ts);
* the viewBox shows the venues' blocks.
*/
function StreetPlan() {
	const { x, y, width, height } = PLAN_VIEW;
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: `${x} ${y} ${width} ${height}`,
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ jsx("rect", {
				width: "1000",
				height: "560",
				className: keyless_map_module_default.land
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M330 560C380 470 470 430 560 420C680 408 780 430 860 400C920 378 960 360 1000 352V560Z",
				className: keyless_map_module_default.water
			}),
			/* @__PURE__ */ jsx("rect", {
				x: "540",
				y: "185",
				width: "115",
				height: "95",
				rx: "8",
				className: keyless_map_module_default.park
			}),
			/* @__PURE__ */ jsxs("g", {
				className: keyless_map_module_default.streets,
				children: [
					/* @__PURE__ */ jsx("path", { d: "M70 330C300 318 560 322 1000 300" }),
					/* @__PURE__ */ jsx("path", { d: "M300 0L395 330L425 455" }),
					/* @__PURE__ */ jsx("path", { d: "M485 0L505 330" }),
					/* @__PURE__ */ jsx("path", { d: "M700 0L690 322" }),
					/* @__PURE__ */ jsx("path", { d: "M110 150C260 170 420 160 1000 130" })
				]
			}),
			/* @__PURE__ */ jsxs("g", {
				className: keyless_map_module_default.labels,
				children: [
					/* @__PURE__ */ jsx("text", {
						x: "528",
						y: "311",
						children: "ул. Светланская"
					}),
					/* @__PURE__ */ jsx("text", {
						x: "378",
						y: "338",
						transform: "rotate(76.5 378 338)",
						children: "ул. Пограничная"
					}),
					/* @__PURE__ */ jsx("text", {
						x: "512",
						y: "184",
						transform: "rotate(86.5 512 184)",
						children: "ул. Алеутская"
					}),
					/* @__PURE__ */ jsx("text", {
						x: "702",
						y: "176",
						transform: "rotate(92 702 176)",
						children: "Океанский пр-т"
					})
				]
			})
		]
	});
}
// src/features/map/venue-map.tsx
/** Once Yandex Maps failed on this page load, the next pages go straight to the drawn map. */
var yandexFailed = false;
/** Yandex Maps when the build has a key and its script loads; the drawn street plan otherwise. */
function VenueMap() {
	const [failed, setFailed] = useState(yandexFailed);
	useCallback(() => {
		yandexFailed = true;
		setFailed(true);
	}, []);
	return /* @__PURE__ */ jsx(KeylessMap, {});
}
export { VenueMap };
