/**
 * WAI-ARIA tabs' keyboard (ui/tabs.tsx, the menu's category tabs): arrows move to the next or
 * previous tab, wrapping round, Home and End to the first and last; the tab moved to is selected
 * and focused. Its own file, without styles: the menu page carries only this.
 */
import type { KeyboardEvent } from 'react';

export function moveBetweenTabs<Id extends string | number>(
  event: KeyboardEvent,
  {
    ids,
    selected,
    list,
    tabId,
    onSelect,
  }: {
    ids: readonly Id[];
    selected: Id;
    /** the tab list, whose tab of that id gets the focus */
    list: HTMLElement | null;
    tabId: (id: Id) => string;
    onSelect: (id: Id) => void;
  },
) {
  const index = ids.indexOf(selected);
  const last = ids.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  const next = target === undefined ? undefined : ids[target];
  if (next === undefined) return;
  event.preventDefault();
  onSelect(next);
  list?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
}
