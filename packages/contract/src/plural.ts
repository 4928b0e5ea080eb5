/** Russian plural forms: plural(2, ['позиция', 'позиции', 'позиций']) → 'позиции'. */
const rules = new Intl.PluralRules('ru-RU');

export type PluralForms = readonly [one: string, few: string, many: string];

export function plural(count: number, [one, few, many]: PluralForms): string {
  if (!Number.isInteger(count)) return few;
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}
