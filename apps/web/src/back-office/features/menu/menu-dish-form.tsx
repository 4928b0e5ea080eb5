/**
 * A dish in a dialog: name, composition, price in roubles (kopecks on the wire), weight,
 * nutrition, sold by weight, VAT code, the kitchen's times (issue 33: its make-minutes, empty
 * for its category's, and the hours ahead it must be ordered) and, for a saved dish, its category
 * and photo.
 */

import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import {
  dishCreateSchema,
  dishUpdateSchema,
  type EditorCategory,
  type EditorDish,
  editorDishSchema,
  MENU_DESCRIPTION_MAX,
  VAT_CODES,
} from '@storefront/contract/staff-menu';
import { useState } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import {
  CheckField,
  SelectField,
  showFieldErrors,
  TextField,
  useKitForm,
} from '../../../ui/form/form';
import { useKeepMine } from '../../../ui/form/use-keep-mine';
import { conflictCurrent, serverFieldErrors } from '../../app/staff-errors';
import {
  decimalOf,
  decimalText,
  kopecksOf,
  optionalWholeOf,
  optionalWholeText,
  roublesText,
  wholeOf,
} from '../../ui/typed-numbers';
import styles from './menu.module.css';
import { useCreateDishMutation, useUpdateDishMutation } from './menu-api';
import { DishOptions } from './menu-dish-options';
import { DishPhoto } from './menu-dish-photo';
import { CONFLICT_TEXT, EditorDialog, menuErrorText } from './menu-form-kit';
import { DishKitchenTimes } from './menu-kitchen-times';

/** YooKassa's receipt rates (its `vat_code`). */
export const vatCodeNames: Record<(typeof VAT_CODES)[number], string> = {
  1: 'Без НДС',
  2: 'НДС 0%',
  3: 'НДС 10%',
  4: 'НДС 20%',
  5: 'НДС 10/110',
  6: 'НДС 20/120',
  7: 'НДС 5%',
  8: 'НДС 7%',
  9: 'НДС 5/105',
  10: 'НДС 7/107',
  11: 'НДС 22%',
  12: 'НДС 22/122',
};
const NO_VAT_CODE = 'Не указана';

type DishValues = {
  name: string;
  description: string;
  price: string;
  weight: string;
  proteins: string;
  fats: string;
  carbohydrates: string;
  calories: string;
  costPerGram: boolean;
  vatCode: string;
  makeMinutes: string;
  leadHours: string;
  categoryId: string;
};

const fieldNames: Record<string, keyof DishValues> = {
  name: 'name',
  description: 'description',
  priceKopecks: 'price',
  weightGrams: 'weight',
  proteins: 'proteins',
  fats: 'fats',
  carbohydrates: 'carbohydrates',
  calories: 'calories',
  costPerGram: 'costPerGram',
  vatCode: 'vatCode',
  makeMinutes: 'makeMinutes',
  leadHours: 'leadHours',
  categoryId: 'categoryId',
};
const fieldOf = (wireField: string) => fieldNames[wireField];

function valuesOf(dish: EditorDish): DishValues {
  return {
    name: dish.name,
    description: dish.description,
    price: roublesText(dish.priceKopecks),
    weight: String(dish.weightGrams),
    proteins: decimalText(dish.proteins),
    fats: decimalText(dish.fats),
    carbohydrates: decimalText(dish.carbohydrates),
    calories: decimalText(dish.calories),
    costPerGram: dish.costPerGram,
    vatCode: dish.vatCode === null ? '' : String(dish.vatCode),
    makeMinutes: optionalWholeText(dish.makeMinutes),
    leadHours: String(dish.leadHours),
    categoryId: String(dish.categoryId),
  };
}

const emptyValues = (category: EditorCategory): DishValues => ({
  name: '',
  description: '',
  price: '',
  weight: '',
  proteins: '0',
  fats: '0',
  carbohydrates: '0',
  calories: '0',
  costPerGram: false,
  vatCode: '',
  makeMinutes: '',
  leadHours: '0',
  categoryId: String(category.id),
});

/** The wire's fields from what was typed; the contract's schema decides what is right. */
const wireOf = (values: DishValues) => ({
  categoryId: Number(values.categoryId),
  name: values.name,
  description: values.description,
  priceKopecks: kopecksOf(values.price),
  weightGrams: decimalOf(values.weight),
  proteins: decimalOf(values.proteins),
  fats: decimalOf(values.fats),
  carbohydrates: decimalOf(values.carbohydrates),
  calories: decimalOf(values.calories),
  costPerGram: values.costPerGram,
  vatCode: values.vatCode === '' ? null : Number(values.vatCode),
  makeMinutes: optionalWholeOf(values.makeMinutes),
  leadHours: values.leadHours.trim() === '' ? 0 : wholeOf(values.leadHours),
});

/** The price field's hint while sizes set the price. */
export const SIZED_PRICE_HINT = 'Цена — у размера по умолчанию: меняйте её в «Размерах и добавках»';

interface DishDialogProps {
  venueId: number;
  /** the category a new dish goes to; a saved dish's own */
  category: EditorCategory;
  /** categories a saved dish may move to (its menu's: the venue's or the same special's) */
  categories: readonly EditorCategory[];
  /** undefined: a new dish */
  dish?: EditorDish;
  readOnly: string | null;
  onClose: () => void;
  onSaved: (dish: EditorDish, created: boolean) => void;
}

export function DishDialog({
  venueId,
  category,
  categories,
  dish,
  readOnly,
  onClose,
  onSaved,
}: DishDialogProps) {
  // The row the form was made from: its version goes with the save, a conflict replaces it.
  const [base, setBase] = useState(dish);
  // With sizes the price is the default size's (the options below set it, the server keeps it).
  const [sized, setSized] = useState(false);
  // A saved dish's body goes with its place and version.
  const bodyOf = (values: DishValues) =>
    base ? { ...wireOf(values), sort: base.sort, version: base.version } : wireOf(values);
  const schemaOf = () => (base ? dishUpdateSchema : dishCreateSchema);
  const form = useKitForm<DishValues>(
    () => (dish ? valuesOf(dish) : emptyValues(category)),
    contractResolver(schemaOf, bodyOf, fieldOf),
  );
  const keepMine = useKeepMine(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [createDish, creating] = useCreateDishMutation();
  const [updateDish, updating] = useUpdateDishMutation();
  const locked = readOnly !== null;

  /** Another manager saved first: their row in the fields, the member's typing beside them. */
  const takeCurrent = (current: EditorDish) => {
    setBase(current);
    keepMine.reload(valuesOf(current));
  };

  /**
   * The sizes were saved: the dish's new version for its next save and, with sizes, the price
   * its default size gives (the server keeps it so whatever the price field says).
   */
  const optionsSaved = (changed: EditorDish) => {
    if (base && changed.priceKopecks !== base.priceKopecks) {
      form.setValue('price', roublesText(changed.priceKopecks), { shouldDirty: true });
      form.clearErrors('price');
    }
    setBase(changed);
  };

  const onValid = async (values: DishValues) => {
    const request = base
      ? () =>
          updateDish({
            venueId,
            kind: base.kind,
            id: base.id,
            body: dishUpdateSchema.parse(bodyOf(values)),
          }).unwrap()
      : () => createDish({ venueId, body: dishCreateSchema.parse(bodyOf(values)) }).unwrap();
    try {
      onSaved(await request(), base === undefined);
    } catch (failure) {
      const current = editorDishSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        takeCurrent(current.data);
        setFormError(CONFLICT_TEXT);
        return;
      }
      showFieldErrors(form, serverFieldErrors(failure, fieldOf));
      setFormError(menuErrorText(failure));
    }
  };

  // A dish stays in its kind of menu: the venue's, or the specials' (menuEditorMessages.categoryKind).
  const moveTargets = categories.filter(
    (each) => (each.specialId === null) === (category.specialId === null),
  );

  return (
    <EditorDialog
      title={base ? `Блюдо «${base.name}»` : `Новое блюдо в «${category.name}»`}
      onClose={onClose}
      readOnly={readOnly}
      form={form}
      keepMine={keepMine}
      onSubmitStart={() => setFormError(null)}
      onValid={onValid}
      busy={creating.isLoading || updating.isLoading}
      formError={formError}
      after={
        base && (
          <>
            {locked && (
              <DishKitchenTimes
                venueId={venueId}
                dish={base}
                onChanged={(changed) => setBase(changed)}
              />
            )}
            <DishPhoto
              venueId={venueId}
              dish={base}
              locked={locked}
              onChanged={(changed) => setBase(changed)}
              onConflict={(current) => takeCurrent(current)}
            />
            {base.kind === 'product' && (
              <DishOptions
                venueId={venueId}
                dish={base}
                locked={locked}
                onChanged={optionsSaved}
                onSized={setSized}
              />
            )}
          </>
        )
      }
    >
      <DishFields
        locked={locked}
        sized={sized}
        moveTargets={base && moveTargets.length > 1 ? moveTargets : null}
      />
    </EditorDialog>
  );
}

/** The dish's fields; `moveTargets`: the categories a saved dish may move to, if more than one. */
function DishFields({
  locked,
  sized,
  moveTargets,
}: {
  locked: boolean;
  sized: boolean;
  moveTargets: readonly EditorCategory[] | null;
}) {
  return (
    <>
      <TextField name="name" label="Название" required disabled={locked} autoFocus />
      <TextField
        name="description"
        label="Состав и описание"
        hint={`До ${MENU_DESCRIPTION_MAX} символов`}
        multiline
        disabled={locked}
      />
      <div className={styles.fieldRow}>
        <TextField
          name="price"
          label="Цена, ₽"
          hint={sized ? SIZED_PRICE_HINT : 'Например, 350 или 350,50'}
          required
          inputMode="decimal"
          disabled={locked || sized}
        />
        <TextField name="weight" label="Вес, г" required inputMode="numeric" disabled={locked} />
      </div>
      <CheckField
        name="costPerGram"
        label="На вес: итоговую цену назначают при приёме заказа"
        disabled={locked}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Пищевая ценность (КБЖУ)</legend>
        <div className={styles.fieldRow}>
          <TextField name="proteins" label="Белки, г" inputMode="decimal" disabled={locked} />
          <TextField name="fats" label="Жиры, г" inputMode="decimal" disabled={locked} />
          <TextField
            name="carbohydrates"
            label="Углеводы, г"
            inputMode="decimal"
            disabled={locked}
          />
          <TextField
            name="calories"
            label="Калорийность, ккал"
            inputMode="decimal"
            disabled={locked}
          />
        </div>
      </fieldset>
      <SelectField
        name="vatCode"
        label="Ставка НДС"
        disabled={locked}
        options={[
          { value: '', label: NO_VAT_CODE },
          ...VAT_CODES.map((code) => ({ value: String(code), label: vatCodeNames[code] })),
        ]}
      />
      {/* POS=iiko: the kitchen's times are a form of their own below (menu-kitchen-times.tsx) */}
      {!locked && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Кухня</legend>
          <div className={styles.fieldRow}>
            <TextField
              name="makeMinutes"
              label="Время готовки, минут"
              hint={kitchenSettingsMessages.dishMakeMinutesHint}
              inputMode="numeric"
              disabled={locked}
            />
            <TextField
              name="leadHours"
              label="Готовим заранее, часов"
              hint={kitchenSettingsMessages.leadHoursHint}
              inputMode="numeric"
              disabled={locked}
            />
          </div>
        </fieldset>
      )}
      {moveTargets && (
        <SelectField
          name="categoryId"
          label="Категория"
          disabled={locked}
          options={moveTargets.map((each) => ({ value: String(each.id), label: each.name }))}
        />
      )}
    </>
  );
}
