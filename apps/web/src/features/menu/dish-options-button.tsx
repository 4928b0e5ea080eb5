import type { MenuProduct } from '@storefront/contract/catalog';
import { lazy, Suspense, useState } from 'react';
import { BasketAddButton, UnavailableBadge } from '../basket/basket-control';

const loadSheet = () => import('./dish-options-sheet');
const DishOptionsSheet = lazy(async () => ({ default: (await loadSheet()).DishOptionsSheet }));

/**
 * A menu card's basket button for a dish with sizes or modifiers: it opens the choice in a sheet
 * instead of adding the dish as it is. The sheet's code comes when the guest reaches for it.
 */
export function DishOptionsButton({ product }: { product: MenuProduct }) {
  const [open, setOpen] = useState(false);
  if (!product.available) return <UnavailableBadge />;
  return (
    <>
      <BasketAddButton
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Выбрать и добавить в корзину: ${product.name}`}
        title="Выбрать и добавить в корзину"
      />
      {open && (
        <Suspense fallback={null}>
          <DishOptionsSheet product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
