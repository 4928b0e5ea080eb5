/**
 * SPEC.md §2 "Product card page": the note on dishes priced by weight, wherever they are shown.
 * Apart from checkout-messages.ts so that a dish card carries only this of the checkout's texts.
 */
export const WEIGHT_PRICED_NOTE = 'Информацию по итоговой стоимости уточните у менеджера';
