/**
 * Parts of a page below the fold whose code is not in the page's first load (issue 11 item 5,
 * decision 037). The server renders them like any other part: their HTML arrives with the page,
 * complete, for guests and search engines alike. The browser hydrates the rest of the page first
 * and leaves their server-made HTML as it is (React keeps a suspended boundary's server HTML while
 * hydrating) until their code has come, then hydrates them too: nothing is drawn twice, nothing
 * differs from the server's HTML, and a tap on them before then is replayed by React once they
 * answer.
 *
 * Two things keep that true: the part is memoised, so a re-render of the page around it (the home
 * page's section dots arriving) does not hand the waiting boundary new props, which would make
 * React drop its server HTML and draw it afresh; and a part whose code cannot be loaded (offline,
 * a deploy that removed old files) leaves its place empty instead of taking the page down.
 */
import { Component, type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

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
  return memo(function BelowTheFold(props: Props) {
    return (
      <WithoutPart>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </WithoutPart>
    );
  }) as unknown as ComponentType<Props>;
}

/** A part that failed to load is left out; the rest of the page stays. */
class WithoutPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads every below-the-fold part known so far (those of the modules already imported): the
 * server's render calls it once the page's module is loaded, so its HTML has them all. A part
 * that cannot be loaded is left out of the HTML, as the browser leaves it out of the page.
 */
export async function loadBelowTheFold(): Promise<void> {
  await Promise.allSettled([...loaders].map((load) => load()));
}
