/**
 * The loyalty programme's rules as admins set them (issue 32 item 2, decision 083): each tier's
 * name, the 90 days' spend it starts from and its rate; the share of an order points may pay;
 * how long points live; the welcome and birthday bonuses (decision 085). Saved with the version it was read at: after another admin's save the
 * rules as they are now come into the fields, what was typed kept beside ('Вернуть моё').
 */
import {
  type LoyaltyRulesUpdate,
  loyaltyRulesUpdateSchema,
  type StaffLoyaltyRules,
} from '@storefront/contract/loyalty';
import { useId } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { TextField } from '../../../ui/form/form';
import { useRowForm } from '../../../ui/form/use-row-form';
import { conflictCurrent, staffErrorText } from '../../app/staff-errors';
import { FormCard, useAnswer } from '../../ui/form-card';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { decimalOf, decimalText, kopecksOf, roublesText } from '../../ui/typed-numbers';
import { useLoyaltyRulesQuery, useSaveLoyaltyRulesMutation } from './points-api';

interface RulesDraft {
  tiers: { name: string; from: string; rate: string }[];
  share: string;
  lifetime: string;
  welcome: string;
  birthday: string;
}

const draftOf = (rules: StaffLoyaltyRules): RulesDraft => ({
  tiers: rules.tiers.map((tier) => ({
    name: tier.name,
    from: roublesText(tier.fromKopecks),
    rate: decimalText(tier.ratePercent),
  })),
  share: String(rules.maxSharePercent),
  lifetime: String(rules.lifetimeDays),
  welcome: String(rules.welcomePoints),
  birthday: String(rules.birthdayPoints),
});

const wholeOf = (text: string) =>
  /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

const bodyOf = (draft: RulesDraft, version: number): LoyaltyRulesUpdate => ({
  tiers: draft.tiers.map((tier) => ({
    name: tier.name,
    fromKopecks: kopecksOf(tier.from),
    ratePercent: decimalOf(tier.rate),
  })),
  maxSharePercent: wholeOf(draft.share),
  lifetimeDays: wholeOf(draft.lifetime),
  welcomePoints: wholeOf(draft.welcome),
  birthdayPoints: wholeOf(draft.birthday),
  version,
});

/** The draft's field for a wire's field ('tiers.1.ratePercent' → 'tiers.1.rate'). */
function fieldOf(field: string, path: readonly PropertyKey[]): string | undefined {
  if (field === 'maxSharePercent') return 'share';
  if (field === 'lifetimeDays') return 'lifetime';
  if (field === 'welcomePoints') return 'welcome';
  if (field === 'birthdayPoints') return 'birthday';
  if (field !== 'tiers') return undefined;
  const [, index, inner] = path;
  if (index === undefined) return 'tiers.root';
  const name = { name: 'name', fromKopecks: 'from', ratePercent: 'rate' }[String(inner)];
  return name ? `tiers.${String(index)}.${name}` : undefined;
}

export function LoyaltyRulesSection() {
  const { currentData: rules, error, isError, refetch } = useLoyaltyRulesQuery();
  const id = useId();
  return rules ? (
    <LoyaltyRulesForm rules={rules} />
  ) : (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Правила баллов</h2>
      <QueryState isError={isError} error={error} refetch={refetch} loaded={false} />
    </section>
  );
}

function LoyaltyRulesForm({ rules }: { rules: StaffLoyaltyRules }) {
  const { form, keepMine, base, saved, conflict } = useRowForm(rules, draftOf, (made) =>
    contractResolver(
      () => loyaltyRulesUpdateSchema,
      (draft: RulesDraft) => bodyOf(draft, made.version),
      fieldOf,
    ),
  );
  const [save, { isLoading }] = useSaveLoyaltyRulesMutation();
  const answer = useAnswer();
  const id = useId();
  const tiers = form.watch('tiers');

  const onValid = async (draft: RulesDraft) => {
    try {
      saved(await save(bodyOf(draft, base.version)).unwrap());
      answer.tell('Правила баллов сохранены: они действуют со следующего выполненного заказа');
    } catch (failure) {
      const current = conflictCurrent<StaffLoyaltyRules>(failure);
      if (current) conflict(current);
      answer.fail(`Не сохранено: ${staffErrorText(failure)}`);
    }
  };

  return (
    <FormCard
      headingId={`${id}-heading`}
      heading={<h2 id={`${id}-heading`}>Правила баллов</h2>}
      form={form}
      keepMine={keepMine}
      locked={isLoading}
      answer={answer}
      onValid={onValid}
      actions={
        <button type="submit" className={styles.primaryButton} aria-disabled={isLoading}>
          Сохранить правила
        </button>
      }
    >
      <p className={styles.muted}>
        Уровень гостя — по сумме его выполненных заказов за 90 дней; процент возвращается баллами (1
        балл = 1 Р) с оплаченных блюд.
      </p>
      {tiers.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list
        <fieldset key={index} className={styles.fieldset}>
          <legend>Уровень {index + 1}</legend>
          <TextField name={`tiers.${index}.name`} label="Название" required />
          <TextField
            name={`tiers.${index}.from`}
            label="От, ₽ за 90 дней"
            required
            inputMode="decimal"
          />
          <TextField name={`tiers.${index}.rate`} label="Процент" required inputMode="decimal" />
        </fieldset>
      ))}
      <p className={styles.error} role="alert">
        {form.formState.errors.tiers?.root?.message}
      </p>
      <TextField name="share" label="Баллами можно оплатить, % блюд" required inputMode="numeric" />
      <TextField name="lifetime" label="Баллы живут, дней" required inputMode="numeric" />
      <TextField
        name="welcome"
        label="Подарок за регистрацию, баллов"
        hint="0 — подарка нет"
        required
        inputMode="numeric"
      />
      <TextField
        name="birthday"
        label="Подарок ко дню рождения, баллов"
        hint="В день рождения гостя, раз в год; 0 — подарка нет"
        required
        inputMode="numeric"
      />
    </FormCard>
  );
}
