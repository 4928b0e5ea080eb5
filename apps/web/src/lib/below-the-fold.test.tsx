import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { belowTheFold, loadBelowTheFold } from './below-the-fold';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

/** A part whose code arrives when the test says so, as a slow network would bring it. */
function slowPart() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return Counter;
  });
  return { Part: belowTheFold(load), load, arrive };
}

describe('a part below the fold', () => {
  it('is in the server’s HTML once loaded, and hydrates after its code has come, as rendered', async () => {
    const { Part, load, arrive } = slowPart();
    const page = (
      <main>
        <h1>Главная</h1>
        <Part label="Ниже" />
      </main>
    );

    // The server: every part known is loaded before the render.
    const loading = loadBelowTheFold();
    arrive();
    await loading;
    const html = renderToString(page);
    expect(html).toContain('Ниже: 0');

    // The browser, whose copy of the module has not loaded the part yet: the page hydrates and
    // keeps the part's server HTML; no mismatch is reported, nothing is drawn twice.
    const { Part: BrowserPart, arrive: arriveInBrowser } = slowPart();
    const browserPage = (
      <main>
        <h1>Главная</h1>
        <BrowserPart label="Ниже" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, browserPage, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Ниже: 0');

    await act(async () => arriveInBrowser());
    // The same element, now answering.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(serverButton?.textContent).toBe('Ниже: 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('keeps its server HTML when the page around it renders again before its code comes', async () => {
    const { Part, arrive } = slowPart();
    const loading = loadBelowTheFold();
    arrive();
    await loading;
    let rerender = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <main>
          <p>{`Страница ${count}`}</p>
          <Part label="Ниже" />
        </main>
      );
    }
    const html = renderToString(<Page />);
    const { Part: BrowserPart, arrive: arriveInBrowser } = slowPart();
    function BrowserPage() {
      const [count, setCount] = useState(0);
      rerender = () => setCount((value) => value + 1);
      return (
        <main>
          <p>{`Страница ${count}`}</p>
          <BrowserPart label="Ниже" />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <BrowserPage />, { onRecoverableError: recoverable });
    });
    await act(async () => rerender());
    expect(container.querySelector('p')?.textContent).toBe('Страница 1');
    // the part's server HTML is still there, the same element
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => arriveInBrowser());
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('leaves its place empty when its code cannot be loaded, and the page stays', async () => {
    const Broken = belowTheFold<{ label: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const caught = vi.fn();
    await act(async () =>
      createRoot(container, { onCaughtError: caught }).render(
        <main>
          <h1>Главная</h1>
          <Broken label="Ниже" />
        </main>,
      ),
    );
    expect(container.textContent).toBe('Главная');
    expect(caught).toHaveBeenCalledTimes(1);
  });

  it('renders at once in the browser when its code is already there', async () => {
    const { Part, arrive } = slowPart();
    arrive();
    await loadBelowTheFold();
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Part label="Сразу" />));
    expect(container.textContent).toBe('Сразу: 0');
  });
});
