import type { MenuCategory } from '@storefront/contract/catalog';
import { type KeyboardEvent, useRef } from 'react';
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

  function onKeyDown(event: KeyboardEvent) {
    const index = categories.findIndex((c) => c.id === active);
    const last = categories.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : categories[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(panelId, next.id)}`)?.focus();
  }

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
