/**
 * The sizes and modifiers of a dish to choose from (issue 15 item 4), as the guest changes them:
 * a size is one of several (radio buttons); a group that takes one option at most is one of
 * several too (radio buttons when it must be chosen, checkboxes that replace each other when it
 * may be left out); an option taken once at most is a checkbox, one taken in portions a stepper.
 * The rules are the contract's (modifier-rules.ts): this shows them and their messages.
 */

import type { ChoiceProblem } from '@storefront/contract/modifier-rules';
import type { DishChoice, DishOptions, ModifierGroup } from '@storefront/contract/modifiers';
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { useId } from 'react';
import { Stepper } from '../../ui/stepper';
import styles from './dish-options-picker.module.css';

interface DishOptionsPickerProps {
  options: DishOptions;
  choice: DishChoice;
  onChange: (choice: DishChoice) => void;
  /** what to fix before the dish goes into the basket (shown once the guest has tried) */
  problems: readonly ChoiceProblem[];
}

export function DishOptionsPicker({ options, choice, onChange, problems }: DishOptionsPickerProps) {
  const id = useId();
  const amountOf = (optionId: number) =>
    choice.modifiers.find((modifier) => modifier.optionId === optionId)?.amount ?? 0;
  /** The choice with these options' portions set (0 leaves an option out), in the menu's order. */
  const withAmounts = (amounts: ReadonlyMap<number, number>) => {
    const next = new Map(choice.modifiers.map((modifier) => [modifier.optionId, modifier.amount]));
    for (const [optionId, amount] of amounts) next.set(optionId, amount);
    const modifiers = options.groups.flatMap((group) =>
      group.options.flatMap((option) => {
        const amount = next.get(option.id) ?? 0;
        return amount > 0 ? [{ optionId: option.id, amount }] : [];
      }),
    );
    onChange({ ...choice, modifiers });
  };
  const sizeProblems = problems.filter((problem) => problem.groupId === null);

  return (
    <div className={styles.picker}>
      {options.sizes.length > 0 && (
        <fieldset className={styles.group} aria-describedby={`${id}-size-problems`}>
          <legend className={styles.legend}>Размер</legend>
          <div className={styles.pills}>
            {options.sizes.map((size) => (
              <span key={size.id} className={styles.pill}>
                <input
                  className={styles.pillInput}
                  type="radio"
                  id={`${id}-size-${size.id}`}
                  name={`${id}-size`}
                  checked={choice.sizeId === size.id}
                  // On the stop list: shown, so the guest knows it exists, but not chosen.
                  disabled={size.available === false}
                  onChange={() => onChange({ ...choice, sizeId: size.id })}
                />
                <label className={styles.pillLabel} htmlFor={`${id}-size-${size.id}`}>
                  {size.name} ·{' '}
                  {size.available === false
                    ? 'нет в наличии'
                    : formatPrice(toRoubles(size.priceKopecks))}
                </label>
              </span>
            ))}
          </div>
          <Problems id={`${id}-size-problems`} problems={sizeProblems} />
        </fieldset>
      )}
      {options.groups.map((group) => {
        const groupId = `${id}-group-${group.id}`;
        const oneOf = group.maxAmount === 1;
        const mustChoose = group.required || group.minAmount > 0;
        return (
          <fieldset
            key={group.id}
            className={styles.group}
            aria-describedby={`${groupId}-problems`}
            data-group={group.id}
          >
            <legend className={styles.legend}>
              {group.name}
              <span className={styles.hint}>{groupHint(group)}</span>
            </legend>
            <ul className={styles.options}>
              {group.options.map((option) => {
                const optionId = `${groupId}-${option.id}`;
                const amount = amountOf(option.id);
                const price = <OptionPrice priceKopecks={option.priceKopecks} />;
                if (oneOf || option.maxAmount <= 1) {
                  const select = (checked: boolean) => {
                    const amounts = new Map<number, number>();
                    // One of several: choosing an option takes the group's other one away.
                    if (oneOf) for (const other of group.options) amounts.set(other.id, 0);
                    amounts.set(option.id, checked ? 1 : 0);
                    withAmounts(amounts);
                  };
                  return (
                    <li key={option.id} className={styles.option}>
                      <input
                        type={oneOf && mustChoose ? 'radio' : 'checkbox'}
                        id={optionId}
                        name={groupId}
                        checked={amount > 0}
                        onChange={(event) => select(event.currentTarget.checked)}
                      />
                      <label htmlFor={optionId}>{option.name}</label>
                      {price}
                    </li>
                  );
                }
                const groupTotal = group.options.reduce(
                  (sum, other) => sum + amountOf(other.id),
                  0,
                );
                return (
                  <li key={option.id} className={styles.option}>
                    <span id={optionId}>{option.name}</span>
                    {price}
                    <Stepper
                      count={amount}
                      min={0}
                      // Neither the option's own nor the group's limit can be passed here.
                      max={Math.min(option.maxAmount, amount + group.maxAmount - groupTotal)}
                      label={option.name}
                      onDecrement={() => withAmounts(new Map([[option.id, amount - 1]]))}
                      onIncrement={() => withAmounts(new Map([[option.id, amount + 1]]))}
                    />
                  </li>
                );
              })}
            </ul>
            <Problems
              id={`${groupId}-problems`}
              problems={problems.filter((problem) => problem.groupId === group.id)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

/** 'обязательно', 'до 6', '2 бесплатно': the group's rules in a few words. */
function groupHint(group: ModifierGroup): string {
  const parts: string[] = [];
  if (group.required || group.minAmount > 0)
    parts.push(group.minAmount > 1 ? `не меньше ${group.minAmount}` : 'обязательно');
  if (group.maxAmount > 1) parts.push(`до ${group.maxAmount}`);
  if (group.freeOfChargeAmount > 0) parts.push(`${group.freeOfChargeAmount} бесплатно`);
  return parts.join(', ');
}

function OptionPrice({ priceKopecks }: { priceKopecks: number }) {
  if (priceKopecks === 0) return null;
  return <span className={styles.price}>+{formatPrice(toRoubles(priceKopecks))}</span>;
}

/** Read out as they change: the guest fixes one and hears what is left. */
function Problems({ id, problems }: { id: string; problems: readonly ChoiceProblem[] }) {
  return (
    <div id={id} className={styles.problems} aria-live="polite">
      {problems.map((problem) => (
        <p key={problem.message}>{problem.message}</p>
      ))}
    </div>
  );
}
