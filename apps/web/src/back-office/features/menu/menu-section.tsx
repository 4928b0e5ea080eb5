/**
 * The menu editor (issue 14 item 5): a venue's categories with their dishes, then the categories
 * of the special menus, then the special menus themselves. Managers (of their venues) and admins
 * only. With POS=iiko the menu is iiko's: everything is shown, nothing can be changed, and the
 * server's reason says so.
 */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  type EditorCategory,
  type EditorDish,
  type EditorSpecial,
  menuEditorMessages,
} from '@storefront/contract/staff-menu';
import { can } from '@storefront/contract/staff-permissions';
import { useEffect, useRef, useState } from 'react';
import { errorType } from '../../../lib/api';
import { MemberSection } from '../../app/member-section';
import { conflictCurrent } from '../../app/staff-errors';
import { QueryState } from '../../ui/query-state';
import staffStyles from '../../ui/staff.module.css';
import { memberMenuVenues, VenueSelect } from '../../ui/venue-select';
import styles from './menu.module.css';
import {
  useDeleteCategoryMutation,
  useDeleteDishMutation,
  useMenuEditorQuery,
  useOrderCategoriesMutation,
} from './menu-api';
import { CategoryDialog } from './menu-category-form';
import { DishDialog } from './menu-dish-form';
import { CONFLICT_TEXT, ConfirmDialog, menuErrorText, SAVED } from './menu-form-kit';
import { SPECIALS_FOR_ADMINS, SpecialDialog, SpecialsList } from './menu-specials';

export const MENU_TITLE = 'Меню';
export const MENU_NOT_FOR_OPERATORS =
  'Меню ведут менеджеры и администраторы: этот раздел не для вашей роли';
export const UNAVAILABLE = 'нет в наличии';
export const ADD_CATEGORY = 'Добавить категорию';
export const ADD_DISH = 'Добавить блюдо';
export const VENUE_MENU = 'Меню заведения';

type Dialog =
  | { type: 'dish'; category: EditorCategory; dish?: EditorDish }
  | { type: 'category'; specialId: number | null; category?: EditorCategory }
  | { type: 'special'; special?: EditorSpecial }
  | { type: 'deleteDish'; dish: EditorDish }
  | { type: 'deleteCategory'; category: EditorCategory };

/** The page's content: reads the signed-in member the way the staff frame does. */
export function MenuSection() {
  return (
    <MemberSection title={MENU_TITLE} only={{ area: 'menu', refusal: MENU_NOT_FOR_OPERATORS }}>
      {(me) => <MenuEditor me={me} />}
    </MemberSection>
  );
}

function MenuEditor({ me }: { me: StaffProfile }) {
  const venues = memberMenuVenues(me);
  const [venueId, setVenueId] = useState(venues[0]?.id);
  const { currentData, error, isError, refetch } = useMenuEditorQuery(venueId ?? 0, {
    skip: venueId === undefined,
  });
  const [orderCategories] = useOrderCategoriesMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [moving, setMoving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);

  // A deleted row's button is going away: once its dialog has closed (and given the focus back
  // to that button), the page's title takes it, so the focus is not lost with the row.
  useEffect(() => {
    if (dialog !== null || !focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  }, [dialog]);

  if (venueId === undefined) {
    return (
      <>
        <h1 className={staffStyles.title}>{MENU_TITLE}</h1>
        <p className={staffStyles.muted}>За вами не закреплено ни одного заведения.</p>
      </>
    );
  }

  const readOnly = currentData?.readOnly ?? null;
  // The special menus are every venue's: an admin's to change (a manager's venue's part of them,
  // their categories and dishes, is in the venue's menu above).
  const specialsReadOnly = readOnly ?? (me && can(me, 'specials') ? null : SPECIALS_FOR_ADMINS);
  const locked = readOnly !== null || moving;
  const categories = currentData?.categories ?? [];
  const groups: { key: string; title: string; specialId: number | null }[] = [
    { key: 'venue', title: VENUE_MENU, specialId: null },
    ...(currentData?.specials ?? []).map((special) => ({
      key: `special-${special.id}`,
      title: `Спецпредложение «${special.name}»`,
      specialId: special.id,
    })),
  ];

  const announce = (text: string) => {
    setAlert(null);
    setAnnouncement(text);
  };
  const closeDialog = () => setDialog(null);

  /** Moves a category past its neighbour: the menu's whole order, saved in one write. */
  const move = async (group: EditorCategory[], index: number, delta: -1 | 1) => {
    const moved = group[index];
    const other = group[index + delta];
    if (!moved || !other || locked) return;
    const order = [...group];
    order[index] = other;
    order[index + delta] = moved;
    setMoving(true);
    setAlert(null);
    try {
      await orderCategories({
        venueId,
        categories: order.map(({ id, version }) => ({ id, version })),
      }).unwrap();
      announce(`«${moved.name}» ${delta < 0 ? 'выше' : 'ниже'}. ${SAVED}`);
    } catch (failure) {
      setAnnouncement('');
      setAlert(
        `Не удалось переместить «${moved.name}»: ${
          errorType(failure) === 'conflict' ? CONFLICT_TEXT : menuErrorText(failure)
        }`,
      );
    } finally {
      setMoving(false);
    }
  };

  const onDeleteCategory = (category: EditorCategory) => {
    if (category.dishes.length > 0) {
      setAnnouncement('');
      setAlert(menuEditorMessages.categoryNotEmpty);
      return;
    }
    setDialog({ type: 'deleteCategory', category });
  };

  const removal = async (remove: () => Promise<unknown>, done: string) => {
    try {
      await remove();
      announce(done);
      focusTitle.current = true;
      setDialog(null);
      return undefined;
    } catch (failure) {
      return conflictCurrent(failure) === undefined ? menuErrorText(failure) : CONFLICT_TEXT;
    }
  };

  return (
    <>
      <h1 ref={titleRef} className={staffStyles.title} tabIndex={-1}>
        {MENU_TITLE}
      </h1>
      <p className={staffStyles.notice} role="status">
        {announcement}
      </p>
      <p className={staffStyles.error} role="alert">
        {alert}
      </p>
      <div className={styles.toolbar}>
        <VenueSelect
          venues={venues}
          value={venueId}
          className={styles.venue}
          onChange={(id) => {
            setVenueId(venues.find((venue) => venue.id === id)?.id);
            setDialog(null);
            setAlert(null);
            setAnnouncement('');
          }}
        />
      </div>
      {readOnly !== null && (
        <p className={`${staffStyles.notice} ${styles.readOnly}`}>{readOnly}</p>
      )}
      <QueryState isError={isError} error={error} refetch={refetch} loaded={!!currentData} card />
      {currentData &&
        groups.map((group) => (
          <MenuGroup
            key={group.key}
            group={group}
            categories={categories.filter((category) => category.specialId === group.specialId)}
            readOnly={readOnly !== null}
            locked={locked}
            onMove={(own, index, delta) => void move(own, index, delta)}
            setDialog={setDialog}
            onDeleteCategory={onDeleteCategory}
          />
        ))}
      {currentData && (
        <SpecialsList
          specials={currentData.specials}
          readOnly={specialsReadOnly}
          onEdit={(special) => setDialog({ type: 'special', special })}
          onAdd={() => setDialog({ type: 'special' })}
        />
      )}
      <MenuDialogs
        dialog={dialog}
        venueId={venueId}
        categories={categories}
        readOnly={readOnly}
        specialsReadOnly={specialsReadOnly}
        onClose={closeDialog}
        announce={announce}
        removal={removal}
      />
    </>
  );
}

interface MenuGroupProps {
  group: { key: string; title: string; specialId: number | null };
  /** the group's own categories, in their order */
  categories: EditorCategory[];
  readOnly: boolean;
  locked: boolean;
  onMove: (group: EditorCategory[], index: number, delta: -1 | 1) => void;
  setDialog: (dialog: Dialog) => void;
  onDeleteCategory: (category: EditorCategory) => void;
}

/** The venue's menu or one special's: its categories with their dishes, and 'Добавить категорию'. */
function MenuGroup({
  group,
  categories,
  readOnly,
  locked,
  onMove,
  setDialog,
  onDeleteCategory,
}: MenuGroupProps) {
  return (
    <section
      className={`${staffStyles.card} ${staffStyles.wide}`}
      aria-labelledby={`menu-group-${group.key}`}
    >
      <h2 id={`menu-group-${group.key}`}>{group.title}</h2>
      {categories.length === 0 && <p className={staffStyles.muted}>Категорий пока нет.</p>}
      {categories.map((category, index) => (
        <CategoryBlock
          key={category.id}
          category={category}
          first={index === 0}
          last={index === categories.length - 1}
          readOnly={readOnly}
          locked={locked}
          onMove={(delta) => onMove(categories, index, delta)}
          onEdit={() => setDialog({ type: 'category', specialId: group.specialId, category })}
          onDelete={() => onDeleteCategory(category)}
          onAddDish={() => setDialog({ type: 'dish', category })}
          onEditDish={(dish) => setDialog({ type: 'dish', category, dish })}
          onDeleteDish={(dish) => setDialog({ type: 'deleteDish', dish })}
        />
      ))}
      <div className={staffStyles.actions}>
        <button
          type="button"
          className={staffStyles.secondaryButton}
          aria-label={group.specialId === null ? undefined : `${ADD_CATEGORY} в «${group.title}»`}
          disabled={locked}
          onClick={() => setDialog({ type: 'category', specialId: group.specialId })}
        >
          {ADD_CATEGORY}
        </button>
      </div>
    </section>
  );
}

interface MenuDialogsProps {
  dialog: Dialog | null;
  venueId: number;
  categories: EditorCategory[];
  readOnly: string | null;
  specialsReadOnly: string | null;
  onClose: () => void;
  announce: (text: string) => void;
  /** a confirmed deletion: undefined when done, else the reason in words */
  removal: (remove: () => Promise<unknown>, done: string) => Promise<string | undefined>;
}

/** The open dialog, if any: a dish, category or special to edit, or a deletion to confirm. */
function MenuDialogs({
  dialog,
  venueId,
  categories,
  readOnly,
  specialsReadOnly,
  onClose,
  announce,
  removal,
}: MenuDialogsProps) {
  const [deleteCategory] = useDeleteCategoryMutation();
  const [deleteDish] = useDeleteDishMutation();
  const closeDialog = onClose;
  return (
    <>
      {dialog?.type === 'dish' && (
        <DishDialog
          venueId={venueId}
          category={dialog.category}
          categories={categories}
          dish={dialog.dish}
          readOnly={readOnly}
          onClose={closeDialog}
          onSaved={(dish, created) => {
            announce(created ? `«${dish.name}» добавлено. ${SAVED}` : `${SAVED}: «${dish.name}»`);
            closeDialog();
          }}
        />
      )}
      {dialog?.type === 'category' && (
        <CategoryDialog
          venueId={venueId}
          specialId={dialog.specialId}
          category={dialog.category}
          readOnly={readOnly}
          onClose={closeDialog}
          onSaved={(category, created) => {
            announce(
              created
                ? `Категория «${category.name}» добавлена. ${SAVED}`
                : `${SAVED}: «${category.name}»`,
            );
            closeDialog();
          }}
        />
      )}
      {dialog?.type === 'special' && (
        <SpecialDialog
          venueId={venueId}
          special={dialog.special}
          readOnly={specialsReadOnly}
          onClose={closeDialog}
          onSaved={(special, created) => {
            announce(
              created
                ? `Спецпредложение «${special.name}» добавлено. ${SAVED}`
                : `${SAVED}: «${special.name}»`,
            );
            closeDialog();
          }}
        />
      )}
      {dialog?.type === 'deleteDish' && (
        <ConfirmDialog
          title={`Удалить «${dialog.dish.name}»?`}
          text="Блюдо исчезнет из меню. В прошлых заказах оно останется."
          confirm="Да, удалить"
          onClose={closeDialog}
          onConfirm={() => {
            const { dish } = dialog;
            return removal(
              () =>
                deleteDish({
                  venueId,
                  kind: dish.kind,
                  id: dish.id,
                  version: dish.version,
                }).unwrap(),
              `«${dish.name}» удалено`,
            );
          }}
        />
      )}
      {dialog?.type === 'deleteCategory' && (
        <ConfirmDialog
          title={`Удалить категорию «${dialog.category.name}»?`}
          text="Категория пустая: гости её больше не увидят."
          confirm="Да, удалить"
          onClose={closeDialog}
          onConfirm={() => {
            const { category } = dialog;
            return removal(
              () =>
                deleteCategory({ venueId, id: category.id, version: category.version }).unwrap(),
              `Категория «${category.name}» удалена`,
            );
          }}
        />
      )}
    </>
  );
}

interface CategoryBlockProps {
  category: EditorCategory;
  first: boolean;
  last: boolean;
  readOnly: boolean;
  /** read-only, or another change of order still on its way */
  locked: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddDish: () => void;
  onEditDish: (dish: EditorDish) => void;
  onDeleteDish: (dish: EditorDish) => void;
}

function CategoryBlock({
  category,
  first,
  last,
  readOnly,
  locked,
  onMove,
  onEdit,
  onDelete,
  onAddDish,
  onEditDish,
  onDeleteDish,
}: CategoryBlockProps) {
  const titleId = `menu-category-${category.id}`;
  const small = `${staffStyles.secondaryButton} ${staffStyles.smallButton}`;
  const open = readOnly ? 'Открыть' : 'Изменить';
  return (
    <section className={styles.category} aria-labelledby={titleId}>
      <div className={styles.categoryHead}>
        <h3 id={titleId} className={styles.categoryTitle}>
          {category.name}
        </h3>
        <div className={staffStyles.rowActions}>
          <button
            type="button"
            className={small}
            aria-label={`Переместить «${category.name}» выше`}
            // aria-disabled keeps the focus on the button that was just pressed
            aria-disabled={first || locked || undefined}
            disabled={readOnly}
            onClick={() => !first && onMove(-1)}
          >
            Выше
          </button>
          <button
            type="button"
            className={small}
            aria-label={`Переместить «${category.name}» ниже`}
            aria-disabled={last || locked || undefined}
            disabled={readOnly}
            onClick={() => !last && onMove(1)}
          >
            Ниже
          </button>
          <button
            type="button"
            className={small}
            aria-label={`${open} категорию «${category.name}»`}
            onClick={onEdit}
          >
            {open}
          </button>
          <button
            type="button"
            className={small}
            aria-label={`Удалить категорию «${category.name}»`}
            disabled={locked}
            onClick={onDelete}
          >
            Удалить
          </button>
        </div>
      </div>
      {category.dishes.length === 0 && <p className={staffStyles.muted}>Блюд пока нет.</p>}
      {category.dishes.length > 0 && (
        <ul className={styles.rows}>
          {category.dishes.map((dish) => (
            <DishRow
              key={`${dish.kind}-${dish.id}`}
              dish={dish}
              open={open}
              locked={locked}
              onEdit={() => onEditDish(dish)}
              onDelete={() => onDeleteDish(dish)}
            />
          ))}
        </ul>
      )}
      <div className={staffStyles.actions}>
        <button
          type="button"
          className={small}
          aria-label={`${ADD_DISH} в «${category.name}»`}
          disabled={locked}
          onClick={onAddDish}
        >
          {ADD_DISH}
        </button>
      </div>
    </section>
  );
}

function DishRow({
  dish,
  open,
  locked,
  onEdit,
  onDelete,
}: {
  dish: EditorDish;
  open: string;
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const small = `${staffStyles.secondaryButton} ${staffStyles.smallButton}`;
  return (
    <li className={`${styles.row} ${dish.available ? '' : styles.unavailableRow}`}>
      {/* The name is beside it: the picture adds nothing to read out. */}
      <img
        className={styles.thumb}
        src={dish.imageUrl}
        alt=""
        width={72}
        height={54}
        loading="lazy"
      />
      <div className={styles.rowMain}>
        <span className={styles.rowName}>{dish.name}</span>
        <span className={styles.rowFacts}>
          <span>
            {formatPrice(toRoubles(dish.priceKopecks))}
            {dish.costPerGram ? ' · на вес' : ''}
          </span>
          <span>{dish.weightGrams} г</span>
          {!dish.available && <span className={styles.unavailable}>{UNAVAILABLE}</span>}
        </span>
      </div>
      <div className={staffStyles.rowActions}>
        <button
          type="button"
          className={small}
          aria-label={`${open} «${dish.name}»`}
          onClick={onEdit}
        >
          {open}
        </button>
        <button
          type="button"
          className={small}
          aria-label={`Удалить «${dish.name}»`}
          disabled={locked}
          onClick={onDelete}
        >
          Удалить
        </button>
      </div>
    </li>
  );
}
