/** The order call's body and the reading of its failures (API.md "Orders"). */
import type { BasketLine } from '@storefront/contract/basket';
import { basketLineId, basketLineKey } from '@storefront/contract/basket-rules';
import { type CheckoutForm, normalizePhone, orderComment } from '@storefront/contract/checkout';
import { errorResponseSchema } from '@storefront/contract/errors';
import {
  type CreateOrderRequest,
  DELIVERY_CITY,
  type PriceChangedResponse,
  priceChangedResponseSchema,
} from '@storefront/contract/orders';

export const ORDER_FAILED_MESSAGE =
  'Не удалось оформить заказ. Проверьте соединение и попробуйте ещё раз.';

const orEmpty = (value: string) => (value.trim() === '' ? null : value.trim());

/** The basket's lines as the server takes them: the choice's words are the page's own. */
export const orderLinesOf = (lines: readonly BasketLine[]) =>
  lines.map(({ choiceText: _words, ...line }) => line);

/** `deliveryFee`: the fee shown for the chosen zone (roubles), checked by the server; courier only. */
export function buildOrderRequest(
  form: CheckoutForm,
  lines: BasketLine[],
  isServerOk: boolean,
  deliveryFee?: number,
): CreateOrderRequest {
  const courier = form.deliveryType === 'DeliveryByCourier';
  return {
    emailSubscription: form.privacySpam,
    // The choice's words are the page's own: the server names the choice from the catalogue.
    data: orderLinesOf(lines),
    metadata: {
      isServerOk,
      orderServiceType: form.deliveryType,
      payment: form.payment,
      // The schema has already refused a phone that does not normalise.
      phone: normalizePhone(form.phone) ?? form.phone,
      customer: {
        name: form.name.trim(),
        surname: form.surname.trim(),
        email: orEmpty(form.email),
      },
      completeBefore: form.timeMode === 'asap' ? null : form.slot,
      comment: orderComment(form.comment, form.privacyCall),
      deliveryPoint: courier
        ? {
            street: { name: form.street.trim(), city: DELIVERY_CITY },
            house: form.house.trim(),
            flat: orEmpty(form.flat),
            entrance: orEmpty(form.entrance),
            floor: orEmpty(form.floor),
          }
        : null,
      deliveryZone: courier ? form.deliveryZone : null,
      ...(courier && deliveryFee !== undefined ? { deliveryFee } : {}),
      // Issue 32: the code the server accepted for the basket, and the points chosen.
      ...(form.promoCode === '' ? {} : { promoCode: form.promoCode }),
      ...(form.points > 0 ? { points: form.points } : {}),
    },
  };
}

/** Where the server's validation answer names a field, the form field that shows it. */
const formFieldOf: Record<string, keyof CheckoutForm> = {
  'metadata.customer.name': 'name',
  'metadata.customer.surname': 'surname',
  'metadata.customer.email': 'email',
  'metadata.phone': 'phone',
  'metadata.deliveryPoint.street.name': 'street',
  'metadata.deliveryPoint.house': 'house',
  'metadata.deliveryPoint.entrance': 'entrance',
  'metadata.deliveryPoint.floor': 'floor',
  'metadata.deliveryPoint.flat': 'flat',
  'metadata.deliveryZone': 'deliveryZone',
  'metadata.completeBefore': 'slot',
  'metadata.comment': 'comment',
  // SBP switched off between the form's opening and the order.
  'metadata.payment': 'payment',
  // Issue 32: the code no longer applies, or more points than the order may take.
  'metadata.promoCode': 'promoCode',
  'metadata.points': 'points',
};

export type OrderFailure =
  /** 409: dishes left the menu; `message` names them */
  /** `keys`: the refused dishes (basketLineKey) or lines (basketLineId) */
  | { kind: 'unavailable'; message: string; keys: string[] }
  /** 409: the menu's prices moved since the basket was filled; `prices` are today's */
  | {
      kind: 'priceChanged';
      message: string;
      prices: PriceChangedResponse['prices'];
      /** the zone's fee now, when it changed */
      deliveryFee?: number;
    }
  /** refused for good (too large an order, a key already used): the next try is a new attempt */
  | { kind: 'refused'; message: string }
  /** 409: a venue of the basket paused orders (busy mode); `message` names it */
  | { kind: 'paused'; message: string }
  /**
   * 400: the server disagreed with the form, or with a line's size or modifiers (`lines`: their
   * basketLineId, marked in the basket for the guest to take out and choose again)
   */
  | {
      kind: 'validation';
      message: string;
      fields: Partial<Record<keyof CheckoutForm, string>>;
      lines?: string[];
    }
  /** 400: «as soon as possible» while delivery is closed (the clock moved on) */
  | { kind: 'time'; message: string }
  /** anything else: the order may or may not have been made, so a retry reuses the key */
  | { kind: 'other'; message: string };

/** `lines`: what was sent, for the names of dishes the answer names only by id. */
export function readOrderFailure(
  error: unknown,
  lines: readonly (Pick<BasketLine, 'id' | 'special' | 'choice'> & { name?: string })[],
): OrderFailure {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  const parsed = errorResponseSchema.safeParse(
    error && typeof error === 'object' && 'data' in error ? error.data : undefined,
  );
  if (!parsed.success) return { kind: 'other', message: ORDER_FAILED_MESSAGE };
  const answer = parsed.data;

  if (status === 409 && answer.errType === 'productUnavailable') {
    // fields: { 'product:101': 'Том ям', 'product:7|s3': 'Филадельфия (4 шт)' } — a dish's key
    // (every line of it) or a line's (basketLineId).
    const names = Object.entries(answer.fields ?? {})
      .map(
        ([key, name]) =>
          name ||
          lines.find((line) => basketLineKey(line) === key || basketLineId(line) === key)?.name,
      )
      .filter((name): name is string => Boolean(name));
    return {
      kind: 'unavailable',
      message: names.length > 0 ? `${answer.message}: ${names.join(', ')}` : answer.message,
      keys: Object.keys(answer.fields ?? {}),
    };
  }
  if (status === 409 && answer.errType === 'priceChanged') {
    const changed = priceChangedResponseSchema.safeParse((error as { data: unknown }).data);
    if (changed.success) {
      const { prices, deliveryFee } = changed.data;
      return {
        kind: 'priceChanged',
        message: answer.message,
        prices,
        ...(deliveryFee === undefined ? {} : { deliveryFee }),
      };
    }
  }
  if (
    status === 422 &&
    (answer.errType === 'orderTooLarge' || answer.errType === 'idempotencyKeyReused')
  ) {
    return { kind: 'refused', message: answer.message };
  }
  // The code or the points, refused: the answer's message says why, shown at its field.
  if (
    status === 422 &&
    (answer.errType === 'promoCodeRefused' || answer.errType === 'pointsRefused')
  ) {
    const field = answer.errType === 'promoCodeRefused' ? 'promoCode' : 'points';
    return { kind: 'validation', message: answer.message, fields: { [field]: answer.message } };
  }
  if (status === 409 && answer.errType === 'ordersPaused') {
    return { kind: 'paused', message: answer.message };
  }
  // Under the zone's minimum (its sum in the message): shown at the zone, as the form does.
  if (status === 400 && answer.errType === 'belowZoneMinimum') {
    return {
      kind: 'validation',
      message: answer.message,
      fields: { deliveryZone: answer.message },
    };
  }
  if (status === 400 && answer.errType === 'validation') {
    const fields: Partial<Record<keyof CheckoutForm, string>> = {};
    const refusedLines: string[] = [];
    const choiceMessages: string[] = [];
    for (const [path, message] of Object.entries(answer.fields ?? {})) {
      const field = formFieldOf[path];
      if (field && !fields[field]) fields[field] = message;
      // 'data.2.choice': the third line's size or modifiers ('Филадельфия: Выберите размер').
      const line = lineOfChoicePath(path, lines);
      if (line) {
        refusedLines.push(basketLineId(line));
        choiceMessages.push(message);
      }
    }
    if (refusedLines.length > 0)
      return {
        kind: 'validation',
        message: choiceMessages.join('. '),
        fields,
        lines: refusedLines,
      };
    return { kind: 'validation', message: answer.message, fields };
  }
  if (status === 400 && answer.errType === 'deliveryTimeUnavailable') {
    return { kind: 'time', message: answer.message };
  }
  // Worth telling as the server says it; the order may exist, so the key is kept.
  if (answer.errType === 'paymentUnavailable' || answer.errType === 'tooManyRequests') {
    return { kind: 'other', message: answer.message };
  }
  return { kind: 'other', message: ORDER_FAILED_MESSAGE };
}

function lineOfChoicePath<Line>(path: string, lines: readonly Line[]): Line | undefined {
  const match = /^data\.(\d+)\.choice$/.exec(path);
  return match ? lines[Number(match[1])] : undefined;
}
