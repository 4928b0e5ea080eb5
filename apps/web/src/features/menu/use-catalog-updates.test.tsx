import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCatalogUpdates } from './use-catalog-updates';

/** The browser's EventSource as far as the hook uses it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
}

function Page({ refetch }: { refetch: () => void }) {
  useCatalogUpdates(refetch);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCatalogUpdates', () => {
  it('opens the stream once the page has settled and refetches on each change', () => {
    const refetch = vi.fn();
    const page = render(<Page refetch={refetch} />);
    expect(FakeEventSource.opened).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/catalog/events']);

    act(() => FakeEventSource.opened[0]?.listeners.get('catalog')?.());
    expect(refetch).toHaveBeenCalledTimes(1);

    page.unmount();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });

  it('uses the latest refetch without reopening the stream', () => {
    const first = vi.fn();
    const second = vi.fn();
    const page = render(<Page refetch={first} />);
    act(() => vi.advanceTimersByTime(1000));
    page.rerender(<Page refetch={second} />);
    act(() => FakeEventSource.opened[0]?.listeners.get('catalog')?.());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens nothing when the page leaves before it settled', () => {
    const page = render(<Page refetch={vi.fn()} />);
    page.unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
