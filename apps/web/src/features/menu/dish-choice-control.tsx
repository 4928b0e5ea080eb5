/**
 * A dish with sizes or modifiers into the basket (issue 15 item 4): the choice, its price as it
 * changes, and the button that adds the dish so chosen — another line for every other choice. The
 * dish card shows it under the dish; the menu's card opens it in a sheet (dish-options-sheet.tsx).
 */

import type { ProductCard } from '@storefront/contract/catalog';
import {
  choicePriceKopecks,
  choiceProblems,
  defaultChoice,
  describeChoice,
} from '@storefront/contract/modifier-rules';
import type { DishChoice, DishOptions } from '@storefront/contract/modifiers';
import { formatPrice, toKopecks, toRoubles } from '@storefront/contract/money';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Stepper } from '../../ui/stepper';
import { UnavailableBadge } from '../basket/basket-control';
import { addDish, type BasketDish, decrement, increment, selectLine } from '../basket/basket-slice';
import styles from './dish-choice-control.module.css';
import { DishOptionsPicker } from './dish-options-picker';

interface DishChoiceControlProps {
  /** the dish as the basket keeps it, at its price without a choice */
  dish: BasketDish;
  options: DishOptions;
  available: boolean;
  /** the dish went into the basket (the menu's sheet closes) */
  onAdded?: () => void;
}

export function DishChoiceControl({ dish, options, available, onAdded }: DishChoiceControlProps) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<DishChoice>(() => defaultChoice(options));
  // Messages wait for the first try: a required group is not an error before the guest adds.
  const [tried, setTried] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const justAdded = useRef(false);
  const problems = choiceProblems(options, choice);
  const priceKopecks = choicePriceKopecks(toKopecks(dish.price), options, choice);
  const chosen = { ...dish, choice };
  const line = useAppSelector((state) => selectLine(state, chosen));
  const inBasket = line !== undefined;

  useEffect(() => {
    if (!inBasket || !justAdded.current) return;
    justAdded.current = false;
    // The button went away: the focus stays on the dish, on the line's '+'.
    Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[data-line] button') ?? [])
      .at(-1)
      ?.focus();
  }, [inBasket]);

  const add = () => {
    if (problems.length > 0) {
      setTried(true);
      // To the first part to fix: the size, or the group the first message is in.
      const first = problems[0];
      const part =
        first?.groupId == null
          ? root.current?.querySelector('fieldset')
          : root.current?.querySelector(`[data-group="${first.groupId}"]`);
      part?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
      return;
    }
    justAdded.current = onAdded === undefined;
    dispatch(
      addDish({
        ...chosen,
        price: toRoubles(priceKopecks),
        choiceText: describeChoice(options, choice),
      }),
    );
    onAdded?.();
  };

  return (
    <div ref={root} className={styles.control}>
      <DishOptionsPicker
        options={options}
        choice={choice}
        onChange={setChoice}
        problems={tried ? problems : []}
      />
      <div className={styles.buy}>
        <output className={styles.price} aria-live="polite">
          <span className="visually-hidden">Цена: </span>
          {formatPrice(toRoubles(priceKopecks))}
        </output>
        {!available ? (
          <UnavailableBadge />
        ) : line ? (
          <div className={styles.inBasket} data-line>
            <span>В корзине</span>
            <Stepper
              count={line.count}
              label={line.choiceText ? `${dish.name} (${line.choiceText})` : dish.name}
              onDecrement={() => dispatch(decrement(line))}
              onIncrement={() => dispatch(increment(line))}
            />
          </div>
        ) : (
          <button type="button" className={styles.add} onClick={add}>
            В корзину
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The dish card's choice, from the card as the catalogue answered it (a prop that stays the same
 * object while the card does, so the server's HTML of it is kept until its code comes).
 */
export function CardDishChoice({ card, onAdded }: { card: ProductCard; onAdded?: () => void }) {
  if (!card.options) return null;
  return (
    <DishChoiceControl
      dish={{
        id: card.id,
        img: card.img_elem,
        name: card.product_json.name,
        guid: card.product_json.id,
        price: card.product_json.sizePrices[0]?.price.currentPrice ?? 0,
        gramm: card.cost_per_gram,
        special: card.special,
        venueId: card.venueId,
      }}
      options={card.options}
      available={card.available}
      {...(onAdded ? { onAdded } : {})}
    />
  );
}
