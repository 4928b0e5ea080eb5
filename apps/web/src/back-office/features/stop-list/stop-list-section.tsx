/**
 * The stop list (issue 14 item 4): a venue's dishes by category, each taken off sale or put back
 * with one tap, following changes made elsewhere live. Managers and admins only. When the POS
 * keeps the list (iiko), it is shown read-only with the server's reason.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import type { StopListDish } from '@storefront/contract/staff-orders';
import { can } from '@storefront/contract/staff-permissions';
import { menuVenues } from '@storefront/contract/venues';
import { useId, useState } from 'react';
import { errorStatus } from '../../../lib/api';
import { useCatalogEvents } from '../../../lib/use-catalog-events';
import { inputClassName } from '../../../ui/form-field';
import { MemberSection } from '../../app/member-section';
import { staffErrorText } from '../../app/staff-errors';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import listStyles from './stop-list.module.css';
import { type StopListToggle, useStopListQuery, useToggleStopListMutation } from './stop-list-api';

export const STOP_LIST_TITLE = 'Стоп-лист';
export const STOP_LIST_NOT_FOR_OPERATORS =
  'Стоп-лист ведут менеджеры и администраторы: этот раздел не для вашей роли';
export const ON_SALE = 'В продаже';
export const STOPPED = 'Стоп';

const dishKey = (dish: Pick<StopListDish, 'kind' | 'id'>) => `${dish.kind}-${dish.id}`;

/** Typed as guests and cooks spell it: case and ё do not matter. */
const normalized = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();

/** Categories in the server's order, each with its dishes (in the server's order too). */
export function byCategory(dishes: readonly StopListDish[]): [string, StopListDish[]][] {
  const groups = new Map<string, StopListDish[]>();
  for (const dish of dishes) {
    const group = groups.get(dish.category);
    if (group) group.push(dish);
    else groups.set(dish.category, [dish]);
  }
  return [...groups];
}

/** The page's content: reads the signed-in member the way the staff frame does. */
export function StopListSection() {
  return (
    <MemberSection
      title={STOP_LIST_TITLE}
      only={{ area: 'stopList', refusal: STOP_LIST_NOT_FOR_OPERATORS }}
    >
      {(me) => <StopList me={me} />}
    </MemberSection>
  );
}

function StopList({ me }: { me: StaffProfile }) {
  const venues = menuVenues.filter((venue) => can(me, 'stopList', venue.id));
  const [venueId, setVenueId] = useState(venues[0]?.id);
  const [query, setQuery] = useState('');
  const { currentData, error, isError, refetch } = useStopListQuery(venueId ?? 0, {
    skip: venueId === undefined,
  });
  // Live: a dish stopped from another device (or by the POS) shows here too, as on the guests'
  // menus — the list is asked again on every catalogue change and whenever the stream (re)opens.
  const askAgain = () => {
    if (venueId !== undefined) void refetch();
  };
  useCatalogEvents(askAgain, { onOpen: askAgain });
  const [toggle] = useToggleStopListMutation();
  // A dish waits for its answer before the next tap: two taps in flight would undo each other.
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const venueFieldId = useId();
  const searchId = useId();

  const onToggle = async (dish: StopListDish) => {
    if (venueId === undefined || pending.has(dishKey(dish))) return;
    const change: StopListToggle = {
      venueId,
      kind: dish.kind,
      id: dish.id,
      available: !dish.available,
    };
    setAlert(null);
    setPending((keys) => new Set(keys).add(dishKey(dish)));
    try {
      await toggle(change).unwrap();
      setAnnouncement(`«${dish.name}»: ${change.available ? ON_SALE : STOPPED}`);
    } catch (failure) {
      setAnnouncement('');
      setAlert(`Не удалось изменить «${dish.name}»: ${staffErrorText(failure)}`);
      // The server answered: what it keeps (or that the POS now keeps it) is asked again.
      if (typeof errorStatus(failure) === 'number') void refetch();
    } finally {
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(dishKey(dish));
        return next;
      });
    }
  };

  if (venues.length === 0) {
    return (
      <>
        <h1 className={styles.title}>{STOP_LIST_TITLE}</h1>
        <p className={styles.muted}>За вами не закреплено ни одного заведения.</p>
      </>
    );
  }

  const wanted = normalized(query);
  const dishes = currentData?.dishes.filter(
    (dish) => wanted === '' || normalized(dish.name).includes(wanted),
  );
  const readOnly = currentData?.readOnly ?? null;

  return (
    <>
      <h1 className={styles.title}>{STOP_LIST_TITLE}</h1>
      <p className={styles.notice} role="status">
        {announcement}
      </p>
      <p className={styles.error} role="alert">
        {alert}
      </p>
      <div className={listStyles.filters}>
        <div className={listStyles.filter}>
          <label htmlFor={venueFieldId}>Заведение</label>
          <select
            id={venueFieldId}
            className={inputClassName}
            value={venueId}
            onChange={(event) => {
              setVenueId(venues.find((venue) => venue.id === Number(event.target.value))?.id);
              setAlert(null);
            }}
          >
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </div>
        <div className={listStyles.filter}>
          <label htmlFor={searchId}>Поиск по названию</label>
          <input
            id={searchId}
            type="search"
            className={inputClassName}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      {readOnly !== null && <p className={styles.notice}>{readOnly}</p>}
      <QueryState isError={isError} error={error} refetch={refetch} loaded={!!currentData} card />
      {currentData && currentData.dishes.length === 0 && (
        <p className={styles.muted}>В меню этого заведения нет блюд.</p>
      )}
      {currentData && currentData.dishes.length > 0 && dishes?.length === 0 && (
        <p className={styles.muted}>Ничего не найдено.</p>
      )}
      {dishes &&
        byCategory(dishes).map(([category, group], index) => (
          <section
            key={category}
            className={`${styles.card} ${styles.wide}`}
            aria-labelledby={`staff-stop-list-category-${index}`}
          >
            <h2 id={`staff-stop-list-category-${index}`}>{category}</h2>
            <ul className={listStyles.dishes}>
              {group.map((dish) => (
                <DishRow
                  key={dishKey(dish)}
                  dish={dish}
                  readOnly={readOnly !== null}
                  pending={pending.has(dishKey(dish))}
                  onToggle={() => void onToggle(dish)}
                />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

function DishRow({
  dish,
  readOnly,
  pending,
  onToggle,
}: {
  dish: StopListDish;
  readOnly: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  const nameId = `staff-stop-list-${dishKey(dish)}`;
  return (
    <li className={`${listStyles.dish} ${dish.available ? '' : listStyles.stopped}`}>
      <span id={nameId} className={listStyles.name}>
        {dish.name}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={dish.available}
        aria-labelledby={nameId}
        // aria-disabled while waiting: the focus stays on the switch for the next tap.
        aria-disabled={pending || undefined}
        disabled={readOnly}
        className={listStyles.switch}
        onClick={onToggle}
      >
        <span className={listStyles.track} aria-hidden="true">
          <span className={listStyles.thumb} />
        </span>
        <span className={listStyles.state}>{dish.available ? ON_SALE : STOPPED}</span>
      </button>
    </li>
  );
}
