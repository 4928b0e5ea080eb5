import { formatPrice } from '@storefront/contract/money';
import { plural } from '@storefront/contract/plural';
import { useAppSelector } from '../../app/hooks';
import { LINE_FORMS } from './basket-link';
import { selectBasketTotal, selectLineCount } from './basket-slice';

/** Tells screen-reader users what the basket holds after each change (one region per page). */
export function BasketAnnouncer() {
  const count = useAppSelector(selectLineCount);
  const total = useAppSelector(selectBasketTotal);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {count === 0
        ? 'Корзина пуста'
        : `В корзине ${count} ${plural(count, LINE_FORMS)} на ${formatPrice(total)}`}
    </div>
  );
}
