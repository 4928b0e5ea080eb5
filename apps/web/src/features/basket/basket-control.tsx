import { useAppDispatch, useAppSelector } from '../../app/store';
import { Stepper } from '../../ui/stepper';
import styles from './basket-control.module.css';
import { addDish, type BasketDish, decrement, increment, selectLine } from './basket-slice';

interface BasketControlProps {
  dish: BasketDish;
  available: boolean;
}

/** The basket icon that adds a dish once, then turns into a − n + stepper (SPEC.md §4). */
export function BasketControl({ dish, available }: BasketControlProps) {
  const dispatch = useAppDispatch();
  const line = useAppSelector((state) => selectLine(state, dish));

  if (!available) {
    return <span className={styles.unavailable}>Нет в наличии</span>;
  }
  if (line) {
    return (
      <Stepper
        count={line.count}
        label={dish.name}
        onDecrement={() => dispatch(decrement(dish))}
        onIncrement={() => dispatch(increment(dish))}
      />
    );
  }
  return (
    <button
      type="button"
      className={styles.add}
      onClick={() => dispatch(addDish(dish))}
      aria-label={`Добавить в корзину: ${dish.name}`}
      title="Добавить в корзину"
    >
      <BasketIcon />
    </button>
  );
}

export function BasketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.3 10.4a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.4-1.1L20.6 8H6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}
