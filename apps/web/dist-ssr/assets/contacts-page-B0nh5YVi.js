import { Wt as places } from "../entry-server.js";
import { n as useBookingModal, t as BOOK_TABLE } from "./use-booking-modal-t0RyYYrE.js";
import { jsx, jsxs } from "react/jsx-runtime";
var contacts_page_module_default = {
	page: "_page_d068m_1",
	cards: "_cards_d068m_11",
	card: "_card_d068m_11",
	name: "_name_d068m_31",
	street: "_street_d068m_36",
	hours: "_hours_d068m_37",
	phone: "_phone_d068m_45",
	map: "_map_d068m_46",
	book: "_book_d068m_51"
};
// src/features/booking/contacts-page.tsx
/**
* Contacts (SPEC.md §2 "Contacts"): the four venue locations, each with its address, phone,
* hours, map link and a button that opens the booking modal for that place.
*/
var telHref = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
function ContactsPage() {
	const { buttonProps, modal } = useBookingModal();
	return /* @__PURE__ */ jsxs("div", {
		className: contacts_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", { children: "КОНТАКТЫ" }),
			/* @__PURE__ */ jsx("ul", {
				className: contacts_page_module_default.cards,
				children: places.map((place) => /* @__PURE__ */ jsxs("li", {
					className: contacts_page_module_default.card,
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: contacts_page_module_default.name,
							children: place.name
						}),
						/* @__PURE__ */ jsx("p", {
							className: contacts_page_module_default.street,
							children: place.street
						}),
						/* @__PURE__ */ jsx("a", {
							className: contacts_page_module_default.phone,
							href: telHref(place.phone),
							children: place.phone
						}),
						/* @__PURE__ */ jsxs("p", {
							className: contacts_page_module_default.hours,
							children: [
								place.workdaysOne,
								": ",
								place.workdaysTwo
							]
						}),
						/* @__PURE__ */ jsx("a", {
							className: contacts_page_module_default.map,
							href: place.mapUrl,
							target: "_blank",
							rel: "noopener noreferrer",
							"aria-label": `на карте: ${place.name}, откроется в новой вкладке`,
							children: "на карте"
						}),
						/* @__PURE__ */ jsx("button", {
							className: contacts_page_module_default.book,
							...buttonProps(place),
							children: BOOK_TABLE
						})
					]
				}, place.id))
			}),
			modal
		]
	});
}
export { ContactsPage };
