/**
 * A category in a dialog: its name, the subject of its generated picture, and its dishes'
 * make-minutes (issue 33; empty: the kitchen default).
 */

import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import {
  type CategoryIcon,
  categoryCreateSchema,
  categoryIcons,
  categoryUpdateSchema,
  type EditorCategory,
  editorCategorySchema,
} from '@storefront/contract/staff-menu';
import { useState } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { SelectField, showFieldErrors, TextField, useKitForm } from '../../../ui/form/form';
import { useKeepMine } from '../../../ui/form/use-keep-mine';
import { conflictCurrent, serverFieldErrors } from '../../app/staff-errors';
import { optionalWholeOf, optionalWholeText } from '../../ui/typed-numbers';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './menu-api';
import { CONFLICT_TEXT, EditorDialog, menuErrorText } from './menu-form-kit';

export const categoryIconNames: Record<CategoryIcon, string> = {
  bowl: 'Миска: супы, рамен, поке',
  plate: 'Тарелка: горячее',
  roll: 'Роллы и суши',
  salad: 'Салат',
  burger: 'Бургер, сэндвич',
  pizza: 'Пицца, лепёшки, пироги',
  cake: 'Торт, выпечка, десерты',
  drink: 'Напитки',
  snack: 'Закуски, гарниры',
};
const DEFAULT_ICON: CategoryIcon = 'plate';

type CategoryValues = { name: string; icon: string; makeMinutes: string };

const fieldOf = (wireField: string): keyof CategoryValues | undefined =>
  wireField === 'name' || wireField === 'icon' || wireField === 'makeMinutes'
    ? wireField
    : undefined;

const valuesOf = (category: EditorCategory): CategoryValues => ({
  name: category.name,
  icon: category.icon,
  makeMinutes: optionalWholeText(category.makeMinutes),
});

interface CategoryDialogProps {
  venueId: number;
  /** a new category's menu: null for the venue's own, else the special's id */
  specialId: number | null;
  /** undefined: a new category */
  category?: EditorCategory;
  readOnly: string | null;
  onClose: () => void;
  onSaved: (category: EditorCategory, created: boolean) => void;
}

export function CategoryDialog({
  venueId,
  specialId,
  category,
  readOnly,
  onClose,
  onSaved,
}: CategoryDialogProps) {
  const [base, setBase] = useState(category);
  // The wire's body from the fields: a saved category's goes with its place and version.
  const wireOf = ({ name, icon, makeMinutes: typed }: CategoryValues) => {
    const makeMinutes = optionalWholeOf(typed);
    return base
      ? { name, icon, makeMinutes, sort: base.sort, version: base.version }
      : { venueId, specialId, name, icon, makeMinutes };
  };
  const schemaOf = () => (base ? categoryUpdateSchema : categoryCreateSchema);
  const form = useKitForm<CategoryValues>(
    () => (category ? valuesOf(category) : { name: '', icon: DEFAULT_ICON, makeMinutes: '' }),
    contractResolver(schemaOf, wireOf, fieldOf),
  );
  const keepMine = useKeepMine(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [createCategory, creating] = useCreateCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const locked = readOnly !== null;

  const onValid = async (values: CategoryValues) => {
    const request = base
      ? () =>
          updateCategory({
            venueId,
            id: base.id,
            body: categoryUpdateSchema.parse(wireOf(values)),
          }).unwrap()
      : () => createCategory(categoryCreateSchema.parse(wireOf(values))).unwrap();
    try {
      onSaved(await request(), base === undefined);
    } catch (failure) {
      const current = editorCategorySchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        setBase(current.data);
        keepMine.reload(valuesOf(current.data));
        setFormError(CONFLICT_TEXT);
        return;
      }
      showFieldErrors(form, serverFieldErrors(failure, fieldOf));
      setFormError(menuErrorText(failure));
    }
  };

  return (
    <EditorDialog
      title={base ? `Категория «${base.name}»` : 'Новая категория'}
      onClose={onClose}
      readOnly={readOnly}
      form={form}
      keepMine={keepMine}
      onSubmitStart={() => setFormError(null)}
      onValid={onValid}
      busy={creating.isLoading || updating.isLoading}
      formError={formError}
    >
      <TextField name="name" label="Название" required disabled={locked} autoFocus />
      <SelectField
        name="icon"
        label="Картинка категории"
        hint="Рисуется для блюд без фото"
        disabled={locked}
        options={categoryIcons.map((icon) => ({ value: icon, label: categoryIconNames[icon] }))}
      />
      <TextField
        name="makeMinutes"
        label="Время готовки блюда, минут"
        hint={kitchenSettingsMessages.categoryMakeMinutesHint}
        inputMode="numeric"
        disabled={locked}
      />
    </EditorDialog>
  );
}
