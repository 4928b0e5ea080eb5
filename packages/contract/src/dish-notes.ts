/**
 * SPEC.md §2 "Product card page": the note on dishes priced by weight, wherever they are shown.
 * Apart from checkout-messages.ts so that a dish card carries only this of the checkout's texts.
 */
export const WEIGHT_PRICED_NOTE = 'Информацию по итоговой стоимости уточните у менеджера';

/**
 * A basket line the kitchens refused when the guest ordered (409 productUnavailable: stopped, or
 * off iiko's stop-list check): marked on the line until the guest takes it out.
 */
export const UNAVAILABLE_LINE_NOTE = 'Сейчас недоступно — удалите из корзины';
