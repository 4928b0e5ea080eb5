/**
 * A dish in a dialog: name, composition, price in roubles (kopecks on the wire), weight,
 * nutrition, sold by weight, VAT code and, for a saved dish, its category and photo.
 */
import {
  dishCreateSchema,
  dishUpdateSchema,
  type EditorCategory,
  type EditorDish,
  editorDishSchema,
  MENU_DESCRIPTION_MAX,
  VAT_CODES,
} from '@storefront/contract/staff-menu';
import { type FormEvent, useId, useState } from 'react';
import { conflictCurrent } from '../../app/staff-errors';
import { decimalOf, decimalText, kopecksOf, roublesText } from '../../ui/typed-numbers';
import styles from './menu.module.css';
import { useCreateDishMutation, useUpdateDishMutation } from './menu-api';
import { DishOptions } from './menu-dish-options';
import { DishPhoto } from './menu-dish-photo';
import {
  CheckField,
  CONFLICT_TEXT,
  EditorDialog,
  type FormIssue,
  focusFirstError,
  issuesByField,
  menuErrorText,
  SelectField,
  serverFieldErrors,
  TextField,
  useEditorForm,
} from './menu-form-kit';

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
  const form = useEditorForm<DishValues>(() => (dish ? valuesOf(dish) : emptyValues(category)));
  const [formError, setFormError] = useState<string | null>(null);
  const [createDish, creating] = useCreateDishMutation();
  const [updateDish, updating] = useUpdateDishMutation();
  const prefix = useId();
  const ids = Object.fromEntries(
    Object.keys(fieldNames).map((wire) => [fieldOf(wire), `${prefix}-${fieldOf(wire)}`]),
  ) as Record<keyof DishValues, string>;
  const locked = readOnly !== null;

  /** Another manager saved first: their row in the fields, the member's typing beside them. */
  const takeCurrent = (current: EditorDish) => {
    setBase(current);
    form.reload(valuesOf(current));
  };

  /**
   * The sizes were saved: the dish's new version for its next save and, with sizes, the price
   * its default size gives (the server keeps it so whatever the price field says).
   */
  const optionsSaved = (changed: EditorDish) => {
    if (base && changed.priceKopecks !== base.priceKopecks)
      form.set('price', roublesText(changed.priceKopecks));
    setBase(changed);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setFormError(null);
    const wire = wireOf(form.values);
    const invalid = (issues: readonly FormIssue[]) => {
      const errors = issuesByField<DishValues>(issues, fieldOf);
      form.setErrors(errors);
      focusFirstError(ids, errors);
    };
    let request: () => Promise<EditorDish>;
    if (base) {
      const checked = dishUpdateSchema.safeParse({
        ...wire,
        sort: base.sort,
        version: base.version,
      });
      if (!checked.success) return invalid(checked.error.issues);
      request = () =>
        updateDish({ venueId, kind: base.kind, id: base.id, body: checked.data }).unwrap();
    } else {
      const checked = dishCreateSchema.safeParse(wire);
      if (!checked.success) return invalid(checked.error.issues);
      request = () => createDish({ venueId, body: checked.data }).unwrap();
    }
    try {
      onSaved(await request(), base === undefined);
    } catch (failure) {
      const current = editorDishSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        takeCurrent(current.data);
        setFormError(CONFLICT_TEXT);
        return;
      }
      const errors = serverFieldErrors<DishValues>(failure, fieldOf);
      form.setErrors(errors);
      setFormError(menuErrorText(failure));
      focusFirstError(ids, errors);
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
      onSubmit={onSubmit}
      busy={creating.isLoading || updating.isLoading}
      formError={formError}
      after={
        base && (
          <>
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
      <TextField
        form={form}
        name="name"
        id={ids.name}
        label="Название"
        required
        disabled={locked}
        autoFocus
      />
      <TextField
        form={form}
        name="description"
        id={ids.description}
        label="Состав и описание"
        hint={`До ${MENU_DESCRIPTION_MAX} символов`}
        multiline
        disabled={locked}
      />
      <div className={styles.fieldRow}>
        <TextField
          form={form}
          name="price"
          id={ids.price}
          label="Цена, ₽"
          hint={sized ? SIZED_PRICE_HINT : 'Например, 350 или 350,50'}
          required
          inputMode="decimal"
          disabled={locked || sized}
        />
        <TextField
          form={form}
          name="weight"
          id={ids.weight}
          label="Вес, г"
          required
          inputMode="numeric"
          disabled={locked}
        />
      </div>
      <CheckField
        form={form}
        name="costPerGram"
        id={ids.costPerGram}
        label="На вес: итоговую цену назначают при приёме заказа"
        disabled={locked}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Пищевая ценность (КБЖУ)</legend>
        <div className={styles.fieldRow}>
          <TextField
            form={form}
            name="proteins"
            id={ids.proteins}
            label="Белки, г"
            inputMode="decimal"
            disabled={locked}
          />
          <TextField
            form={form}
            name="fats"
            id={ids.fats}
            label="Жиры, г"
            inputMode="decimal"
            disabled={locked}
          />
          <TextField
            form={form}
            name="carbohydrates"
            id={ids.carbohydrates}
            label="Углеводы, г"
            inputMode="decimal"
            disabled={locked}
          />
          <TextField
            form={form}
            name="calories"
            id={ids.calories}
            label="Калорийность, ккал"
            inputMode="decimal"
            disabled={locked}
          />
        </div>
      </fieldset>
      <SelectField
        form={form}
        name="vatCode"
        id={ids.vatCode}
        label="Ставка НДС"
        disabled={locked}
        options={[
          { value: '', label: NO_VAT_CODE },
          ...VAT_CODES.map((code) => ({ value: String(code), label: vatCodeNames[code] })),
        ]}
      />
      {base && moveTargets.length > 1 && (
        <SelectField
          form={form}
          name="categoryId"
          id={ids.categoryId}
          label="Категория"
          disabled={locked}
          options={moveTargets.map((each) => ({ value: String(each.id), label: each.name }))}
        />
      )}
    </EditorDialog>
  );
}
