import { plural } from '@storefront/contract/plural';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { BasketIcon } from './basket-icon';
import styles from './basket-link.module.css';
import { selectLineCount } from './basket-slice';

export const LINE_FORMS = ['позиция', 'позиции', 'позиций'] as const;

/** The header's basket icon with the number of lines in the basket. */
export function BasketLink() {
  const count = useAppSelector(selectLineCount);
  return (
    <Link
      to="/basket"
      className={styles.link}
      aria-label={`Корзина: ${count} ${plural(count, LINE_FORMS)}`}
      title="Корзина"
    >
      <BasketIcon />
      <span className={styles.counter} data-testid="basket-counter" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
