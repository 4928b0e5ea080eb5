/** A category in a dialog: its name and the subject of its generated picture. */
import {
  type CategoryIcon,
  categoryCreateSchema,
  categoryIcons,
  categoryUpdateSchema,
  type EditorCategory,
  editorCategorySchema,
} from '@storefront/contract/staff-menu';
import { type FormEvent, useId, useState } from 'react';
import { conflictCurrent } from '../../app/staff-errors';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './menu-api';
import {
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

type CategoryValues = { name: string; icon: string };

const fieldOf = (wireField: string): keyof CategoryValues | undefined =>
  wireField === 'name' || wireField === 'icon' ? wireField : undefined;

const valuesOf = (category: EditorCategory): CategoryValues => ({
  name: category.name,
  icon: category.icon,
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
  const form = useEditorForm<CategoryValues>(() =>
    category ? valuesOf(category) : { name: '', icon: DEFAULT_ICON },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [createCategory, creating] = useCreateCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const prefix = useId();
  const ids = { name: `${prefix}-name`, icon: `${prefix}-icon` };
  const locked = readOnly !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setFormError(null);
    const { name, icon } = form.values;
    const invalid = (issues: readonly FormIssue[]) => {
      const errors = issuesByField<CategoryValues>(issues, fieldOf);
      form.setErrors(errors);
      focusFirstError(ids, errors);
    };
    let request: () => Promise<EditorCategory>;
    if (base) {
      const checked = categoryUpdateSchema.safeParse({
        name,
        icon,
        sort: base.sort,
        version: base.version,
      });
      if (!checked.success) return invalid(checked.error.issues);
      request = () => updateCategory({ venueId, id: base.id, body: checked.data }).unwrap();
    } else {
      const checked = categoryCreateSchema.safeParse({ venueId, specialId, name, icon });
      if (!checked.success) return invalid(checked.error.issues);
      request = () => createCategory(checked.data).unwrap();
    }
    try {
      onSaved(await request(), base === undefined);
    } catch (failure) {
      const current = editorCategorySchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        setBase(current.data);
        form.reload(valuesOf(current.data));
        setFormError(CONFLICT_TEXT);
        return;
      }
      const errors = serverFieldErrors<CategoryValues>(failure, fieldOf);
      form.setErrors(errors);
      setFormError(menuErrorText(failure));
      focusFirstError(ids, errors);
    }
  };

  return (
    <EditorDialog
      title={base ? `Категория «${base.name}»` : 'Новая категория'}
      onClose={onClose}
      readOnly={readOnly}
      onSubmit={onSubmit}
      busy={creating.isLoading || updating.isLoading}
      formError={formError}
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
      <SelectField
        form={form}
        name="icon"
        id={ids.icon}
        label="Картинка категории"
        hint="Рисуется для блюд без фото"
        disabled={locked}
        options={categoryIcons.map((icon) => ({ value: icon, label: categoryIconNames[icon] }))}
      />
    </EditorDialog>
  );
}
