import type { VenueMenu } from '@storefront/contract/catalog';
import {
  FIRST_SCREEN_CARDS,
  hasProducts,
  openingCategory,
  pickActiveVenue,
} from '@storefront/contract/page-manifest';
import {
  contentPages,
  type SitePage,
  specialPage,
  venueMenuPages,
} from '@storefront/contract/site-pages';
import { type MenuVenueId, menuVenue, menuVenues } from '@storefront/contract/venues';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorStatus } from '../../lib/api';
import {
  useGetSpecialsQuery,
  useGetVenueMenuQuery,
  useGetVenueStatusesQuery,
} from '../../lib/catalog-api';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead, sitePageHead, useSiteOrigin } from '../../ui/page-head';
import { Skeleton } from '../../ui/skeleton';
import { VenuePauseNotice } from '../../ui/venue-pause-notice';
import { breadcrumbJsonLd, homeCrumb, menuJsonLd } from '../seo/structured-data';
import { activeTabId, CategoryTabs } from './category-tabs';
import styles from './menu-page.module.css';
import { MenuProductCard } from './menu-product-card';
import { menuScopeKey, selectCategory, selectRememberedCategory } from './menu-ui-slice';
import { useCatalogUpdates } from './use-catalog-updates';
import { VenueSwitcher } from './venue-switcher';

type MenuPageProps =
  /** `/menu` (venue undefined) and the venue menu routes */
  | { kind: 'regular'; venueId?: MenuVenueId }
  /** `/specials/{URL}`: the active venue lives in `?venue=` */
  | { kind: 'special'; url: string };

const venueOrder = menuVenues.map((v) => v.id);

function useAllVenueMenus(special: string | null) {
  const queries = {
    1: useGetVenueMenuQuery({ venueId: 1, special }),
    2: useGetVenueMenuQuery({ venueId: 2, special }),
    3: useGetVenueMenuQuery({ venueId: 3, special }),
  } as const;
  const menus: Partial<Record<MenuVenueId, VenueMenu>> = {};
  for (const id of venueOrder) menus[id] = queries[id].data;
  const loading = venueOrder.some((id) => queries[id].isLoading);
  const failed = venueOrder.every((id) => queries[id].isError);
  // The server answers 404 only for a special that does not exist (or is no longer offered);
  // a failure without an answer is the network's, and keeps its own message.
  const notFound = venueOrder.some((id) => errorStatus(queries[id].error) === 404);
  // Busy mode: a venue that paused orders says so above its menu (venue-pause-notice.tsx).
  const statuses = useGetVenueStatusesQuery();
  // A dish put on the stop list (or repriced), or a kitchen pausing orders, while the guest
  // looks shows so without a reload.
  useCatalogUpdates(() => {
    for (const id of venueOrder) queries[id].refetch();
    statuses.refetch();
  });
  return { menus, loading, failed, notFound };
}

export function MenuPage(props: MenuPageProps) {
  const special = props.kind === 'special' ? props.url : null;
  const scope = special ?? 'menu';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const panelId = useId();
  const { menus, loading, failed, notFound } = useAllVenueMenus(special);

  const requested: MenuVenueId =
    props.kind === 'regular'
      ? (props.venueId ?? 1)
      : ((venueOrder.find((id) => String(id) === searchParams.get('venue')) ?? 1) as MenuVenueId);
  const active = loading ? null : pickActiveVenue(requested, menus);

  // An empty venue's menu route moves on to the venue actually shown.
  const routeVenue = props.kind === 'regular' ? props.venueId : undefined;
  useEffect(() => {
    if (routeVenue && active && active !== routeVenue) {
      navigate(menuVenue(active).menuRoute, { replace: true });
    }
  }, [routeVenue, active, navigate]);

  const categories = active ? (menus[active] ?? []) : [];
  const key = menuScopeKey(scope, active ?? 0);
  const remembered = useAppSelector((state) => selectRememberedCategory(state, key));
  const category = openingCategory(categories, remembered);

  function selectVenue(id: MenuVenueId) {
    if (props.kind === 'regular') navigate(menuVenue(id).menuRoute);
    else setSearchParams({ venue: String(id) }, { replace: true });
  }

  const visibleVenues = menuVenues.filter((venue) => hasProducts(menus[venue.id]));
  const venue = active ? menuVenue(active) : null;
  const cardHref = (id: number) => (special ? `/specials/card/${id}` : `/menu/${id}`);

  if (notFound) return <NotFoundPage />;

  return (
    <div className={styles.page}>
      <MenuHead menus={menus} page={props} />
      <h1 className={styles.title}>ВЫ НАХОДИТЕСЬ В МЕНЮ</h1>
      {loading ? (
        <MenuSkeleton />
      ) : failed || !venue || !category ? (
        <p className={styles.empty}>
          {failed
            ? 'Не удалось загрузить меню. Проверьте соединение и обновите страницу.'
            : 'Меню сейчас пусто. Загляните позже.'}
        </p>
      ) : (
        <>
          <VenueSwitcher venues={visibleVenues} active={venue.id} onSelect={selectVenue} />
          <VenuePauseNotice venueIds={[venue.id]} />
          <CategoryTabs
            categories={categories}
            active={category.id}
            panelId={panelId}
            onSelect={(categoryId) => dispatch(selectCategory({ key, categoryId }))}
          />
          <section
            id={panelId}
            role="tabpanel"
            aria-labelledby={activeTabId(panelId, category.id)}
            className={styles.grid}
          >
            {category.products.length === 0 ? (
              <p className={styles.empty}>В этой категории пока нет блюд.</p>
            ) : (
              category.products.map((product, index) => (
                <MenuProductCard
                  key={product.id}
                  product={product}
                  venueId={venue.id}
                  venueName={venue.name}
                  href={cardHref(product.id)}
                  aboveTheFold={index < FIRST_SCREEN_CARDS}
                />
              ))
            )}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The head of a menu page with its dishes as structured data, one `Menu` per venue shown
 * (decision 035). A special menu takes its name from the specials the header lists.
 */
function MenuHead({
  menus,
  page,
}: {
  menus: Partial<Record<MenuVenueId, VenueMenu>>;
  page: MenuPageProps;
}) {
  const origin = useSiteOrigin();
  const { data: specials } = useGetSpecialsQuery();
  let sitePage: SitePage | undefined;
  if (page.kind === 'special') {
    const name = specials?.find((item) => item.URL === page.url)?.name;
    sitePage = name ? specialPage(`/specials/${page.url}`, name) : undefined;
  } else {
    // A regular menu's head is the router's, from the page lists (app/fixed-page-head.tsx): the
    // server's render adds its dishes as structured data, which the browser's build leaves out,
    // so the browser needs neither the lists nor this head.
    if (!import.meta.env.SSR) return null;
    sitePage =
      page.venueId === undefined
        ? contentPages.find((candidate) => candidate.path === '/menu')
        : venueMenuPages.find(
            (candidate) => candidate.path === menuVenue(page.venueId ?? 1).menuRoute,
          );
  }
  if (!sitePage) return null;
  const shown = page.kind === 'regular' && page.venueId !== undefined ? [page.venueId] : venueOrder;
  // Structured data is for the server's HTML (decision 035): the browser's build leaves it out.
  const jsonLd = import.meta.env.SSR
    ? [
        ...shown.flatMap((id) => {
          const categories = menus[id];
          return categories && hasProducts(categories)
            ? [menuJsonLd(menuVenue(id).name, categories, origin, sitePage.path)]
            : [];
        }),
        breadcrumbJsonLd(
          [
            homeCrumb,
            { name: sitePage.title.split(' — ')[0] ?? sitePage.title, path: sitePage.path },
          ],
          origin,
        ),
      ]
    : undefined;
  return <PageHead {...sitePageHead(sitePage, { jsonLd, type: 'restaurant.menu' })} />;
}

function MenuSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Загрузка меню…</span>
      <div className={styles.skeletonSwitcher}>
        {venueOrder.map((id) => (
          <Skeleton key={id} className={styles.skeletonLogo} />
        ))}
      </div>
      <Skeleton className={styles.skeletonTabs} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}
