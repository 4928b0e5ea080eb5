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
