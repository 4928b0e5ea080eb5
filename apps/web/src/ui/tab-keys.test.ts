import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moveBetweenTabs } from './tab-keys';

function press(key: string, selected: number) {
  const list = document.createElement('div');
  for (const id of [1, 2, 3]) {
    const tab = document.createElement('button');
    tab.id = `tab-${id}`;
    list.append(tab);
  }
  document.body.append(list);
  const event = { key, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  const onSelect = vi.fn();
  moveBetweenTabs(event, {
    ids: [1, 2, 3],
    selected,
    list,
    tabId: (id) => `tab-${id}`,
    onSelect,
  });
  const focused = document.activeElement?.id;
  list.remove();
  return { selected: onSelect.mock.calls[0]?.[0], focused, prevented: event.preventDefault };
}

describe('moving between tabs', () => {
  it('goes right and left, wrapping round, and to the first and last', () => {
    expect(press('ArrowRight', 1)).toMatchObject({ selected: 2, focused: 'tab-2' });
    expect(press('ArrowRight', 3)).toMatchObject({ selected: 1, focused: 'tab-1' });
    expect(press('ArrowLeft', 1)).toMatchObject({ selected: 3, focused: 'tab-3' });
    expect(press('Home', 2)).toMatchObject({ selected: 1 });
    expect(press('End', 2)).toMatchObject({ selected: 3 });
  });

  it('leaves other keys alone', () => {
    const { selected, prevented } = press('Enter', 2);
    expect(selected).toBeUndefined();
    expect(prevented).not.toHaveBeenCalled();
  });
});
