import { _ as legalInfo } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
var privacy_page_module_default = {
	page: "_page_9ayo1_1",
	lead: "_lead_9ayo1_16",
	list: "_list_9ayo1_20"
};
// src/features/content/privacy-page.tsx
/**
* The privacy policy, a chunk of its own: consent links open it in a new tab, and its text need
* not weigh on the home page's first load (the other information pages share one chunk).
*/
/** What the site does with guests' data: 152-FZ asks for the operator, purposes, recipients. */
function PrivacyPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: privacy_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", { children: "ПОЛИТИКА КОНФИДЕНЦИАЛЬНОСТИ" }),
			/* @__PURE__ */ jsxs("p", {
				className: privacy_page_module_default.lead,
				children: [
					"Оператор персональных данных — ",
					legalInfo.entity,
					" (",
					legalInfo.inn,
					", ",
					legalInfo.ogrn,
					"),",
					" ",
					legalInfo.address,
					". Здесь сказано, какие данные гостей сайта мы обрабатываем, зачем и кому их передаём (Федеральный закон № 152-ФЗ «О персональных данных»)."
				]
			}),
			/* @__PURE__ */ jsx("h2", { children: "Какие данные и зачем" }),
			/* @__PURE__ */ jsxs("ul", {
				className: privacy_page_module_default.list,
				children: [
					/* @__PURE__ */ jsx("li", { children: "Имя, телефон, адрес электронной почты, адрес доставки и комментарий к заказу — чтобы приготовить и доставить заказ, прислать письмо о нём и позвонить, если нужно уточнить детали." }),
					/* @__PURE__ */ jsx("li", { children: "Имя, фамилия, телефон, адрес электронной почты, дата и время — чтобы забронировать столик." }),
					/* @__PURE__ */ jsx("li", { children: "Телефон или адрес электронной почты и пароль (мы храним только его хеш) — для личного кабинета с историей заказов и адресами доставки." }),
					/* @__PURE__ */ jsx("li", { children: "Адрес электронной почты — для рассылки, только если вы на неё согласились." })
				]
			}),
			/* @__PURE__ */ jsx("h2", { children: "Кому мы их передаём" }),
			/* @__PURE__ */ jsx("p", { children: "Данные не продаются и не передаются третьим лицам, кроме служб, без которых заказ не выполнить: кассовой системы ресторана, который готовит заказ; платёжного сервиса при оплате картой онлайн (данные карты вводятся только на его странице, мы их не получаем и не храним); сервисов отправки SMS и электронной почты — для кодов подтверждения и писем о заказе." }),
			/* @__PURE__ */ jsx("h2", { children: "Что хранится в браузере" }),
			/* @__PURE__ */ jsx("p", { children: "Корзина и ключ входа в личный кабинет хранятся в памяти вашего браузера (localStorage); ключ удаляется, когда вы выходите из кабинета. Файлы cookie, рекламные и аналитические счётчики сайт не использует; карту Яндекса, если она показана, ваш браузер загружает с серверов Яндекса по его правилам." }),
			/* @__PURE__ */ jsx("h2", { children: "Ваши права" }),
			/* @__PURE__ */ jsxs("p", { children: [
				"Вы можете узнать, какие ваши данные у нас есть, исправить их в личном кабинете, попросить удалить их, отказаться от рассылки или отозвать согласие на обработку — напишите на",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `mailto:${legalInfo.email}`,
					children: legalInfo.email
				}),
				"."
			] })
		]
	});
}
export { PrivacyPage };
