import { formatPrice } from '@storefront/contract/money';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Stepper } from '../../ui/stepper';
import styles from './basket-page.module.css';
import {
  decrement,
  increment,
  removeLine,
  selectBasketLines,
  selectBasketTotal,
} from './basket-slice';

/** The review step of `/basket`. */
export function BasketPage() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectBasketLines);
  const total = useAppSelector(selectBasketTotal);

  return (
    <div className={styles.page}>
      <h1>КОРЗИНА</h1>
      {lines.length === 0 ? (
        <p className={styles.empty}>В данное время корзина пуста!</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={`${line.special}-${line.id}`} className={styles.line}>
                <img src={line.img} alt="" width="72" height="72" />
                <span className={styles.name}>{line.name}</span>
                <Stepper
                  count={line.count}
                  label={line.name}
                  onDecrement={() => dispatch(decrement(line))}
                  onIncrement={() => dispatch(increment(line))}
                />
                <span className={styles.sum}>{formatPrice(line.summa)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => dispatch(removeLine(line))}
                  aria-label={`Удалить из корзины: ${line.name}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            Итого: <strong>{formatPrice(total)}</strong>
          </p>
        </>
      )}
    </div>
  );
}
