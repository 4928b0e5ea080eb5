import { At as idField, Mt as textField, _t as nameField, bt as streetField, dt as commentField, gt as houseField, ht as emailField, jt as int4Field, mt as digitsField, xt as surnameField, yt as phoneField } from "../entry-server.js";
import { z } from "zod/mini";
// ../../packages/contract/src/orders.ts
/** The order call (API.md "Orders"): POST /api/delivery and GET /api/delivery/getOrder/{id}. */
var serviceTypes = ["DeliveryByCourier", "DeliveryByClient"];
var paymentMethods = [
	"CASH",
	"BNCUR",
	"ONLINE"
];
/**
* How each way of paying reads for the order's kind (SPEC §2 gives the courier's words; a pickup
* order is paid at the counter, issue 9).
*/
function paymentLabel(method, serviceType) {
	if (method === "ONLINE") return "КАРТОЙ ОНЛАЙН";
	const pickup = serviceType === "DeliveryByClient";
	if (method === "CASH") return pickup ? "НАЛИЧНЫМИ ПРИ ПОЛУЧЕНИИ" : "НАЛИЧНЫМИ КУРЬЕРУ";
	return pickup ? "КАРТОЙ ПРИ ПОЛУЧЕНИИ" : "БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ";
}
var DELIVERY_CITY = "Владивосток";
/**
* id, special and count say what is ordered; `price` (roubles, optional) is the unit price the
* guest was shown: when the menu's price differs now, the order is refused with 409 `priceChanged`
* rather than charged at a price the guest never saw. The rest is the browser's snapshot, ignored.
*/
var orderLineSchema = z.strictObject({
	id: idField(),
	special: z.boolean(),
	count: z.int().check(z.minimum(1), z.maximum(99)),
	img: z.optional(textField()),
	name: z.optional(textField()),
	guid: z.optional(textField()),
	price: z.optional(z.number()),
	summa: z.optional(z.number()),
	gramm: z.optional(z.boolean()),
	venueId: z.optional(int4Field())
});
var deliveryPointSchema = z.strictObject({
	street: z.strictObject({
		name: streetField,
		city: z.optional(textField())
	}),
	house: houseField,
	flat: z.optional(z.nullable(digitsField)),
	entrance: z.optional(z.nullable(digitsField)),
	floor: z.optional(z.nullable(digitsField))
});
var COMPLETE_BEFORE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.000$/;
z.strictObject({
	emailSubscription: z.boolean(),
	data: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(100)),
	metadata: z.strictObject({
		isServerOk: z.optional(z.boolean()),
		orderServiceType: z.enum([
			...serviceTypes,
			"export1",
			"export2"
		]),
		payment: z.enum(paymentMethods),
		phone: phoneField,
		customer: z.strictObject({
			name: nameField,
			surname: z.optional(surnameField),
			email: z.optional(z.nullable(emailField))
		}),
		completeBefore: z.nullable(z.string().check(z.regex(COMPLETE_BEFORE_PATTERN))),
		comment: z.optional(commentField),
		deliveryPoint: z.nullable(deliveryPointSchema),
		deliveryZone: z.optional(z.nullable(idField())),
		/** (ext) the delivery fee the guest was shown, roubles: another fee now is `priceChanged` */
		deliveryFee: z.optional(z.number())
	})
});
z.object({
	id: z.int(),
	url: z.string(),
	sum: z.number()
});
/** 409 `priceChanged` (ext): the lines whose price moved, with the menu's price now (roubles). */
var priceChangedResponseSchema = z.object({
	errType: z.literal("priceChanged"),
	message: z.string(),
	prices: z.array(z.object({
		id: z.int(),
		special: z.boolean(),
		price: z.number()
	})),
	/** the zone's fee now, when it differs from the one shown */
	deliveryFee: z.optional(z.number())
});
z.object({
	id: z.int(),
	items: z.array(z.object({
		id: z.int(),
		name: z.string(),
		count: z.int(),
		sum: z.number(),
		/** priced by weight: the final sum is set by the venue */
		costPerGram: z.boolean()
	})),
	/** the dishes, without the delivery fee */
	subtotal: z.number(),
	sum: z.number(),
	deliveryFee: z.number(),
	status: z.enum([
		"new",
		"accepted",
		"cancelled"
	]),
	payment: z.object({
		method: z.enum(paymentMethods),
		status: z.enum([
			"notRequired",
			"pending",
			"succeeded",
			"canceled"
		])
	}),
	serviceType: z.enum(serviceTypes),
	/** null: as soon as possible; else Vladivostok time 'YYYY-MM-DD HH:mm' */
	completeBefore: z.nullable(z.string()),
	/** the courier's address as one line; null for pickup */
	address: z.nullable(z.string()),
	/** pickup: where each venue's dishes are collected */
	pickupPlaces: z.array(z.object({
		name: z.string(),
		street: z.string()
	})),
	/** a letter with the order went to the guest's e-mail */
	emailGiven: z.boolean(),
	/** the operator calls to confirm ('Оформить без звонка оператора' not ticked) */
	operatorCall: z.boolean()
});
var onDeliveryPaymentMethods = ["CASH", "BNCUR"];
/** The order's access: its confirmation URL's key, or the owner's session. */
var orderAccess = { key: z.optional(textField(100)) };
z.strictObject(orderAccess);
z.object({ url: z.string() });
z.strictObject({
	...orderAccess,
	payment: z.enum(onDeliveryPaymentMethods)
});
function formatOrderNumber(id) {
	return String(id).padStart(7, "0");
}
export { priceChangedResponseSchema as a, paymentLabel as i, formatOrderNumber as n, onDeliveryPaymentMethods as r, DELIVERY_CITY as t };
