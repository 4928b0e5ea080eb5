import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  activeSection,
  easeInOutCubic,
  isFormField,
  SECTION_TRANSITION_MS,
  sectionForKey,
  WIDE_HOME_QUERY,
} from './home-sections';
import { prefersReducedMotion, useMediaQuery } from './use-media-query';

const SECTION_SELECTOR = '[data-home-section]';

/** The sticky site header covers the top of the window: sections line up below it. */
function headerBottom(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** The last section and the site footer share the last screen. */
function footerHeight(): number {
  return document.querySelector('footer')?.getBoundingClientRect().height ?? 0;
}

/**
 * The home page's full-page sections (SPEC.md §2 "Home", §4 "Home sections"): above 1200 px the
 * arrow, page, Home and End keys move between sections in 700 ms (at once with reduced motion);
 * at any width the active section follows scrolling. CSS snaps the wheel and touch scrolling
 * (home-page.module.css); this hook only adds the keys and the tracking.
 */
export function useHomeSections(root: RefObject<HTMLElement | null>) {
  const wide = useMediaQuery(WIDE_HOME_QUERY);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const move = useRef<{ target: number; frame: number } | null>(null);

  const sections = useCallback(
    () => Array.from(root.current?.querySelectorAll<HTMLElement>(SECTION_SELECTOR) ?? []),
    [root],
  );

  const track = useCallback(() => {
    const { documentElement: html } = document;
    const atEnd =
      window.scrollY > 0 && window.scrollY + window.innerHeight >= html.scrollHeight - 2;
    const index = activeSection(
      sections().map((section) => section.getBoundingClientRect()),
      { top: headerBottom(), bottom: window.innerHeight },
      atEnd,
    );
    activeRef.current = index;
    setActive(index);
  }, [sections]);

  const stop = useCallback(() => {
    if (!move.current) return;
    cancelAnimationFrame(move.current.frame);
    move.current = null;
    document.documentElement.style.removeProperty('scroll-snap-type');
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const section = sections()[index];
      if (!section) return;
      stop();
      const { documentElement: html } = document;
      const max = html.scrollHeight - window.innerHeight;
      const top = section.getBoundingClientRect().top + window.scrollY - headerBottom();
      const to = Math.round(Math.min(max, Math.max(0, top)));
      const from = window.scrollY;
      if (prefersReducedMotion() || Math.abs(to - from) < 1) {
        window.scrollTo(0, to);
        return;
      }
      // Snapping would pull every intermediate frame back to the nearest section.
      html.style.setProperty('scroll-snap-type', 'none');
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / SECTION_TRANSITION_MS);
        window.scrollTo(0, from + (to - from) * easeInOutCubic(progress));
        if (progress < 1 && move.current) move.current.frame = requestAnimationFrame(step);
        else stop();
      };
      move.current = { target: index, frame: requestAnimationFrame(step) };
    },
    [sections, stop],
  );

  // The active section follows scrolling, at most once a frame.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          track();
        });
      }
    };
    track();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [track]);

  // The header's and footer's heights, for the sections' heights and the snap padding (the
  // header grows when the top menu wraps, e.g. once the specials arrive).
  useEffect(() => {
    if (!wide) return;
    const html = document.documentElement;
    const update = () => {
      html.style.setProperty('--home-header', `${headerBottom()}px`);
      html.style.setProperty('--home-footer', `${footerHeight()}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const element of document.querySelectorAll('header, footer')) observer?.observe(element);
    return () => {
      observer?.disconnect();
      html.style.removeProperty('--home-header');
      html.style.removeProperty('--home-footer');
    };
  }, [wide]);

  // A wheel or a touch takes over from a running move.
  useEffect(() => {
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    return () => {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      stop();
    };
  }, [stop]);

  useEffect(() => {
    if (!wide) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isFormField(event.target)) return;
      // An open menu or dialog holds the page: it has locked scrolling or holds the focus.
      if (document.body.style.overflow === 'hidden') return;
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      const current = move.current?.target ?? activeRef.current;
      const next = sectionForKey(event.key, current, sections().length);
      if (next === null) return;
      event.preventDefault();
      if (move.current?.target !== next) goTo(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wide, goTo, sections]);

  return { wide, active, goTo };
}
