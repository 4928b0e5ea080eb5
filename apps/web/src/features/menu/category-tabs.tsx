import type { MenuCategory } from '@storefront/contract/catalog';
import { type KeyboardEvent, useRef } from 'react';
import { moveBetweenTabs } from '../../ui/tab-keys';
import styles from './category-tabs.module.css';

interface CategoryTabsProps {
  categories: MenuCategory[];
  active: number;
  panelId: string;
  onSelect: (id: number) => void;
}

function tabId(panelId: string, categoryId: number) {
  return `${panelId}-tab-${categoryId}`;
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between categories. */
export function CategoryTabs({ categories, active, panelId, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) =>
    moveBetweenTabs(event, {
      ids: categories.map((category) => category.id),
      selected: active,
      list: listRef.current,
      tabId: (id) => tabId(panelId, id),
      onSelect,
    });

  return (
    <div
      ref={listRef}
      className={styles.tabs}
      role="tablist"
      aria-label="Категории меню"
      onKeyDown={onKeyDown}
    >
      {categories.map((category) => {
        const selected = category.id === active;
        return (
          <button
            key={category.id}
            id={tabId(panelId, category.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category.id)}
          >
            {category.text_button}
          </button>
        );
      })}
    </div>
  );
}

export function activeTabId(panelId: string, categoryId: number) {
  return tabId(panelId, categoryId);
}
