import type { ProductCard } from '@storefront/contract/catalog';
import { WEIGHT_PRICED_NOTE } from '@storefront/contract/dish-notes';
import { formatPrice } from '@storefront/contract/money';
import { dishPage } from '@storefront/contract/site-page-heads';
import { isMenuVenueId, menuVenue } from '@storefront/contract/venues';
import { Link, useParams } from 'react-router';
import { errorStatus } from '../../lib/api';
import { belowTheFold } from '../../lib/below-the-fold';
import { useGetProductQuery } from '../../lib/catalog-api';
import { NotFoundPage } from '../../ui/not-found-page';
import { PageHead, sitePageHead, useSiteOrigin } from '../../ui/page-head';
import { Skeleton } from '../../ui/skeleton';
import { BasketControl } from '../basket/basket-control';
import { breadcrumbJsonLd, dishJsonLd, homeCrumb, venueMenuCrumb } from '../seo/structured-data';
import { DishPicture } from './dish-picture';
import styles from './product-page.module.css';
import { useCatalogUpdates } from './use-catalog-updates';

/**
 * The picture's width (product-page.module.css): the page's width up to 760 px, then half of it
 * beside the text, at most 560 px.
 */
const PICTURE_SIZES = '(max-width: 760px) 92vw, (max-width: 1240px) 45vw, 560px';

/**
 * Sizes and modifiers: the few dishes that have them load the choice's code when shown (the
 * server renders it in full), so the card's first load stays what every other card's is.
 */
const CardDishChoice = belowTheFold(
  async () => (await import('./dish-choice-control')).CardDishChoice,
);

const nutritionFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** `/menu/{id}` and `/specials/card/{id}` (SPEC.md §2 "Product card page"). */
export function ProductPage({ special }: { special: boolean }) {
  const params = useParams();
  const origin = useSiteOrigin();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: card,
    error,
    isLoading,
    refetch,
  } = useGetProductQuery({ id, special }, { skip: !valid });
  // Repriced, rephotographed or put on the stop list while the guest reads: the card follows.
  useCatalogUpdates(() => {
    if (valid) refetch();
  });

  if (!valid || errorStatus(error) === 404 || errorStatus(error) === 400) return <NotFoundPage />;
  if (isLoading) return <ProductSkeleton />;
  if (!card) {
    return (
      <p className={styles.message} role="alert">
        Не удалось загрузить блюдо. Проверьте соединение и обновите страницу.
      </p>
    );
  }

  const dish = card.product_json;
  const price = dish.sizePrices[0]?.price.currentPrice ?? 0;
  const venue = isMenuVenueId(card.venueId) ? menuVenue(card.venueId) : null;
  const nutrition = [
    ['Белки', dish.proteinsAmount, 'г'],
    ['Углеводы', dish.carbohydratesAmount, 'г'],
    ['Жиры', dish.fatAmount, 'г'],
    ['Калорийность', dish.energyAmount, 'ккал'],
  ] as const;

  const path = special ? `/specials/card/${card.id}` : `/menu/${card.id}`;
  const head = sitePageHead(
    dishPage(path, {
      name: dish.name,
      description: dish.description,
      priceRoubles: price,
      perGram: card.cost_per_gram,
    }),
    {
      image: card.img_elem,
      type: 'product',
      // Structured data is for the server's HTML (decision 035): the browser's build leaves it out.
      jsonLd: import.meta.env.SSR
        ? [
            dishJsonLd(card, origin, path),
            breadcrumbJsonLd(
              [homeCrumb, ...(venue ? [venueMenuCrumb(venue.id)] : []), { name: dish.name, path }],
              origin,
            ),
          ]
        : undefined,
    },
  );

  return (
    <article className={styles.page}>
      <PageHead {...head} />
      <Link className={styles.back} to={backToMenu(card, venue?.menuRoute)}>
        ← Вернуться в меню
      </Link>
      <div className={styles.layout}>
        <DishPicture
          className={styles.image}
          image={card}
          sizes={PICTURE_SIZES}
          alt={dish.name}
          width="600"
          height="600"
        />
        <div className={styles.info}>
          {venue && <span className={styles.venue}>{venue.name}</span>}
          <h1 className={styles.name}>{dish.name.toUpperCase()}</h1>
          {card.options ? (
            <CardDishChoice card={card} />
          ) : (
            <div className={styles.buy}>
              <span className={styles.price}>{formatPrice(price)}</span>
              <BasketControl
                available={card.available}
                dish={{
                  id: card.id,
                  img: card.img_elem,
                  name: dish.name,
                  guid: dish.id,
                  price,
                  gramm: card.cost_per_gram,
                  special: card.special,
                  venueId: card.venueId,
                }}
              />
            </div>
          )}
          {card.cost_per_gram && <p className={styles.note}>{WEIGHT_PRICED_NOTE}</p>}
          <h2 className={styles.heading}>Состав</h2>
          <p>{dish.description}</p>
          <p className={styles.weight}>
            Вес: <strong>{Math.round(dish.weight * 1000)} г</strong>
          </p>
          <h2 className={styles.heading}>Пищевая ценность на 100 г</h2>
          <dl className={styles.nutrition}>
            {nutrition.map(([label, value, unit]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {nutritionFormat.format(value)} {unit}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </article>
  );
}

/**
 * 'Вернуться в меню' leads to the menu the dish is on: a special dish's special menu, on the dish's
 * venue (the card names its special, so this holds on a direct load too); a regular dish's venue menu.
 */
export function backToMenu(card: ProductCard, venueMenuRoute: string | undefined): string {
  if (card.special) {
    if (card.specialURL === undefined) return '/menu';
    const path = `/specials/${encodeURIComponent(card.specialURL)}`;
    return isMenuVenueId(card.venueId) ? `${path}?venue=${card.venueId}` : path;
  }
  return venueMenuRoute ?? '/menu';
}

function ProductSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden">Загрузка блюда…</span>
      <div className={styles.layout}>
        <Skeleton className={styles.image} />
        <div className={styles.info}>
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonBlock} />
        </div>
      </div>
    </div>
  );
}
