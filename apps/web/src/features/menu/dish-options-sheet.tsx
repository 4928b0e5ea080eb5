/** The menu card's sheet for a dish with sizes or modifiers: choose, see the price, add. */
import type { MenuProduct } from '@storefront/contract/catalog';
import { useGetProductQuery } from '../../lib/catalog-api';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { CardDishChoice } from './dish-choice-control';
import styles from './dish-options-sheet.module.css';

interface DishOptionsSheetProps {
  product: MenuProduct;
  onClose: () => void;
}

export function DishOptionsSheet({ product, onClose }: DishOptionsSheetProps) {
  const { data: card, isLoading } = useGetProductQuery({
    id: product.id,
    special: product.special,
  });
  return (
    <Modal title={product.name} onClose={onClose}>
      {isLoading ? (
        <div aria-busy="true">
          <span className="visually-hidden">Загрузка…</span>
          <Skeleton className={styles.skeleton} />
        </div>
      ) : card?.options ? (
        <CardDishChoice card={card} onAdded={onClose} />
      ) : (
        <p className={styles.message} role="alert">
          Не удалось загрузить блюдо. Проверьте соединение и попробуйте ещё раз.
        </p>
      )}
    </Modal>
  );
}
