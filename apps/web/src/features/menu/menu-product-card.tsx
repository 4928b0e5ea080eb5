import type { MenuProduct } from '@storefront/contract/catalog';
import { formatPrice } from '@storefront/contract/money';
import { Link } from 'react-router';
import { BasketControl } from '../basket/basket-control';
import { DishOptionsButton } from './dish-options-button';
import { DishPicture } from './dish-picture';
import styles from './menu-product-card.module.css';

/**
 * The card's width (menu-page.module.css): two columns up to 760 px wide (about 46vw), then three
 * or four of at most 300 px.
 */
const CARD_SIZES = '(max-width: 760px) 46vw, 300px';

interface MenuProductCardProps {
  product: MenuProduct;
  venueId: number;
  venueName: string;
  href: string;
  /** among the first cards, likely on the first screen: its photo loads at once */
  aboveTheFold?: boolean;
}

export function MenuProductCard({
  product,
  venueId,
  venueName,
  href,
  aboveTheFold = false,
}: MenuProductCardProps) {
  return (
    <article className={`${styles.card} ${product.available ? '' : styles.unavailable}`}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <DishPicture
          className={styles.image}
          // The first screen's pictures are preloaded by their src in the page's head
          // (server/…/menu-image-hints.ts): those cards show that file rather than pick another.
          image={aboveTheFold ? { img_elem: product.img_elem } : product}
          sizes={CARD_SIZES}
          alt=""
          width="600"
          height="600"
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold ? 'high' : 'auto'}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <span className={styles.venue}>{venueName}</span>
        <h3 className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <span className={styles.weight}>{product.gramm} г</span>
        <div className={styles.footer}>
          <span className={styles.price}>{formatPrice(product.prise)}</span>
          {product.has_options ? (
            <DishOptionsButton product={product} />
          ) : (
            <BasketControl
              available={product.available}
              dish={{
                id: product.id,
                img: product.img_elem,
                name: product.name,
                guid: product.iiko_id,
                price: product.prise,
                gramm: product.cost_per_gram,
                special: product.special,
                venueId,
              }}
            />
          )}
        </div>
      </div>
    </article>
  );
}
