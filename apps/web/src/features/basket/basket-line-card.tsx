import type { BasketLine } from '@storefront/contract/basket';
import { UNAVAILABLE_LINE_NOTE, WEIGHT_PRICED_NOTE } from '@storefront/contract/dish-notes';
import { formatPrice } from '@storefront/contract/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Stepper } from '../../ui/stepper';
import styles from './basket-line-card.module.css';
import { decrement, increment, removeLine, selectLineUnavailable } from './basket-slice';

interface BasketLineCardProps {
  line: BasketLine;
  /** SPEC §2 "finishWindow": the order summary beside the form, quantity read-only */
  variant?: 'review' | 'finishWindow';
}

/**
 * One basket line: photo, name (with the size and modifiers chosen), quantity, price and (in
 * review) a delete control.
 */
export function BasketLineCard({ line, variant = 'review' }: BasketLineCardProps) {
  const dispatch = useAppDispatch();
  const finish = variant === 'finishWindow';
  const refused = useAppSelector((state) => selectLineUnavailable(state, line));
  return (
    <li
      className={`${styles.line} ${finish ? styles.finish : ''} ${refused ? styles.refused : ''}`}
    >
      <img
        className={styles.image}
        src={line.img}
        alt=""
        width={finish ? 48 : 72}
        height={finish ? 48 : 72}
      />
      <span className={styles.name}>
        {line.name}
        {line.choiceText && <span className={styles.choice}>{line.choiceText}</span>}
        {line.gramm && <WeightPricedNote />}
        {refused && <span className={styles.refusedNote}>{UNAVAILABLE_LINE_NOTE}</span>}
      </span>
      {finish ? (
        <span className={styles.count}>{line.count}&nbsp;шт.</span>
      ) : (
        <Stepper
          count={line.count}
          label={line.name}
          onDecrement={() => dispatch(decrement(line))}
          onIncrement={() => dispatch(increment(line))}
        />
      )}
      <span className={styles.sum}>{formatPrice(line.summa)}</span>
      {!finish && (
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(removeLine(line))}
          aria-label={`Удалить из корзины: ${line.name}`}
          title="Удалить"
        >
          ×
        </button>
      )}
    </li>
  );
}

/** SPEC §2: a dish priced by weight costs what the venue weighs out; its sum is approximate. */
export function WeightPricedNote() {
  return (
    <span className={styles.weightNote}>
      <span aria-hidden="true">≈ </span>
      {WEIGHT_PRICED_NOTE}
    </span>
  );
}
