/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between tabs and select them. */
import { type KeyboardEvent, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** prefix of the tab and panel ids */
  idPrefix: string;
  label: string;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Attributes of the panel that belongs to tab `id` (its content has focusable elements). */
export function tabPanelProps(prefix: string, id: string) {
  return {
    id: panelId(prefix, id),
    role: 'tabpanel',
    'aria-labelledby': tabId(prefix, id),
  } as const;
}

export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
  className,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(idPrefix, next.id)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className={`${styles.tabs} ${className ?? ''}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={active}
            // Only the selected tab's panel is in the page.
            aria-controls={active ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
