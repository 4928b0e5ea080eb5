import { type RefObject, useEffect } from 'react';
import styles from './home-page.module.css';
import { useHomeSections } from './use-home-sections';

/** What the home page's own buttons ask of the sections before and after this module has loaded. */
export interface HomeSectionsControl {
  goTo: ((index: number) => void) | null;
  /** a section asked for (the hero's prompt) before this module had loaded */
  pending: number | null;
}

/**
 * The home page's full-page sections (use-home-sections.ts) and, above 1200 px, their dots. The
 * home page loads this module once it has hydrated (decision 037): neither the server's HTML nor
 * the hydrating render has the dots (`wide` is false for both), so nothing changes on screen, and
 * the page's first load does not carry the scrolling code.
 */
export function HomeSectionDots({
  root,
  names,
  control,
}: {
  root: RefObject<HTMLElement | null>;
  names: readonly string[];
  control: RefObject<HomeSectionsControl>;
}) {
  const { wide, active, goTo } = useHomeSections(root);

  useEffect(() => {
    const sections = control.current;
    sections.goTo = goTo;
    if (sections.pending !== null) {
      goTo(sections.pending);
      sections.pending = null;
    }
    return () => {
      sections.goTo = null;
    };
  }, [goTo, control]);

  if (!wide) return null;
  return (
    <nav className={styles.dots} aria-label="Разделы главной страницы">
      <ul>
        {names.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className={styles.dot}
              title={name}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className="visually-hidden">{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
