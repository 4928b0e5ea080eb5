/**
 * Parts of a page below the fold whose code is not in the page's first load (issue 11 item 5,
 * decision 037). The server renders them like any other part: their HTML arrives with the page,
 * complete, for guests and search engines alike. The browser hydrates the rest of the page first
 * and leaves their server-made HTML as it is (React keeps a suspended boundary's server HTML while
 * hydrating) until their code has come, then hydrates them too: nothing is drawn twice, nothing
 * differs from the server's HTML, and a tap on them before then is replayed by React once they
 * answer.
 */
import { type ComponentType, lazy, Suspense } from 'react';

type Load<Props> = () => Promise<ComponentType<Props>>;

/** Every part's loader, so the server can have them all before it renders. */
const loaders = new Set<() => Promise<unknown>>();

export function belowTheFold<Props extends object>(load: Load<Props>): ComponentType<Props> {
  let ready: ComponentType<Props> | undefined;
  const loadOnce = async () => {
    ready ??= await load();
    return ready;
  };
  loaders.add(loadOnce);
  const Part = lazy(() => {
    // Loaded already (always so on the server): a thenable that answers at once, so React
    // renders the part in the same pass instead of suspending.
    if (ready) {
      const module = { default: ready };
      // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is synchronous on purpose
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return loadOnce().then((component) => ({ default: component }));
  });
  return function BelowTheFold(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/**
 * Loads every below-the-fold part known so far (those of the modules already imported): the
 * server's render calls it once the page's module is loaded, so its HTML has them all.
 */
export async function loadBelowTheFold(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
