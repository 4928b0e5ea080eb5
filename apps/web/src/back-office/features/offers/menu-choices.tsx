/**
 * An offer's categories, dishes or gift dish chosen from the menus themselves (issue 32 item 1),
 * not typed as ids: the menus of the offer's venue (a group offer: every venue the member keeps),
 * each venue's categories, or its dishes by category with a search box.
 */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import type { MenuEditorResponse } from '@storefront/contract/staff-menu';
import { menuVenues } from '@storefront/contract/venues';
import { type ChoiceGroup, ChoiceListField } from '../../../ui/form/choice-list-field';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { useVenueMenus } from '../menu/menu-api';

const venueName = (venueId: number) =>
  menuVenues.find((venue) => venue.id === venueId)?.name ?? `Заведение ${venueId}`;

/** Each venue's categories, a special menu's named with it. */
function categoryGroups(menus: readonly MenuEditorResponse[]): ChoiceGroup[] {
  return menus.map((menu) => ({
    label: venueName(menu.venueId),
    options: menu.categories.map((category) => {
      const special = menu.specials.find((one) => one.id === category.specialId);
      return {
        value: String(category.id),
        label: special ? `${category.name} (${special.name})` : category.name,
      };
    }),
  }));
}

/** Each venue's dishes by category, keyed as the basket keys them ('product:12'). */
export function dishGroups(menus: readonly MenuEditorResponse[]): ChoiceGroup[] {
  return menus.flatMap((menu) =>
    menu.categories
      .filter((category) => category.dishes.length > 0)
      .map((category) => ({
        label: `${venueName(menu.venueId)} · ${category.name}`,
        options: category.dishes.map((dish) => ({
          value: `${dish.kind}:${dish.id}`,
          label: `${dish.name}, ${formatPrice(toRoubles(dish.priceKopecks))}`,
        })),
      })),
  );
}

interface MenuChoicesProps {
  /** the venues whose menus offer the choice */
  venueIds: readonly number[];
  kind: 'categories' | 'dishes' | 'gift';
  /** the draft's field: a list of values, or one for the gift */
  name: string;
}

export function MenuChoices({ venueIds, kind, name }: MenuChoicesProps) {
  const { menus, loaded, failed, refetch } = useVenueMenus(venueIds);
  if (!loaded) {
    return <QueryState isError={failed} error={undefined} refetch={refetch} loaded={false} />;
  }
  if (kind === 'categories') {
    return (
      <ChoiceListField name={name} legend="Категории" groups={categoryGroups(menus)} multiple />
    );
  }
  return (
    <div className={styles.wide}>
      <ChoiceListField
        name={name}
        legend={kind === 'gift' ? 'Блюдо в подарок' : 'Блюда'}
        groups={dishGroups(menus)}
        multiple={kind === 'dishes'}
        searchLabel="Найти блюдо"
      />
    </div>
  );
}
