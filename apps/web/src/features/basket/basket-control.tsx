import { type ComponentProps, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Stepper } from '../../ui/stepper';
import styles from './basket-control.module.css';
import { BasketIcon } from './basket-icon';
import { addDish, type BasketDish, decrement, increment, selectLine } from './basket-slice';

interface BasketControlProps {
  dish: BasketDish;
  available: boolean;
}

/**
 * The basket icon that adds a dish once, then turns into a − n + stepper (SPEC.md §4). The icon
 * goes away as it is pressed: the focus moves on to the stepper's '+' so a keyboard user stays on
 * the dish instead of falling back to the top of the page.
 */
export function BasketControl({ dish, available }: BasketControlProps) {
  const dispatch = useAppDispatch();
  const line = useAppSelector((state) => selectLine(state, dish));
  const stepper = useRef<HTMLDivElement>(null);
  const justAdded = useRef(false);
  const inBasket = line !== undefined;

  useEffect(() => {
    if (!inBasket || !justAdded.current) return;
    justAdded.current = false;
    // − n +: the last button is '+' (− is disabled at one).
    Array.from(stepper.current?.querySelectorAll('button') ?? [])
      .at(-1)
      ?.focus();
  }, [inBasket]);

  if (!available) return <UnavailableBadge />;
  if (line) {
    return (
      <div ref={stepper} className={styles.stepperSlot}>
        <Stepper
          count={line.count}
          label={dish.name}
          onDecrement={() => dispatch(decrement(dish))}
          onIncrement={() => dispatch(increment(dish))}
        />
      </div>
    );
  }
  return (
    <BasketAddButton
      onClick={() => {
        justAdded.current = true;
        dispatch(addDish(dish));
      }}
      aria-label={`Добавить в корзину: ${dish.name}`}
      title="Добавить в корзину"
    />
  );
}

/** The round basket button of a dish (the menu's sheet of choices opens from one too). */
export function BasketAddButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return (
    <button type="button" className={styles.add} {...props}>
      <BasketIcon />
    </button>
  );
}

export function UnavailableBadge() {
  return <span className={styles.unavailable}>Нет в наличии</span>;
}
