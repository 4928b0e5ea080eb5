import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, useMediaQuery } from '../../lib/use-media-query';
import {
  activeSection,
  createWheelGestures,
  easeInOutCubic,
  isFormField,
  SECTION_TRANSITION_MS,
  sectionForKey,
  WIDE_HOME_QUERY,
  wheelStep,
} from './home-sections';

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

/** Wheel travel in pixels, whatever unit the device reports it in. */
function wheelPixels(event: WheelEvent): number {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * 16;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * window.innerHeight;
  return event.deltaY;
}

/** Whether something between the target and the page scrolls itself that way (a long list). */
function scrollsItself(target: EventTarget | null, deltaY: number): boolean {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el === document.body || el === document.documentElement) return false;
    const { overflowY } = getComputedStyle(el);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    if (deltaY > 0 && el.scrollTop + el.clientHeight < el.scrollHeight - 1) return true;
    if (deltaY < 0 && el.scrollTop > 0) return true;
  }
  return false;
}

/** An open menu or dialog holds the page: it has locked scrolling or holds the event. */
function pageIsHeld(target: EventTarget | null): boolean {
  if (document.body.style.overflow === 'hidden') return true;
  return target instanceof Element && target.closest('[aria-modal="true"]') !== null;
}

/**
 * The home page's full-page sections (SPEC.md §2 "Home", §4 "Home sections"): above 1200 px the
 * arrow, page, Home and End keys and each wheel or trackpad gesture move between sections in
 * 700 ms (at once with reduced motion), and CSS snaps whatever else scrolls (touch, the scroll
 * bar) to a section (home-page.module.css); at any width the active section follows scrolling.
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

  // A touch takes over from a running move; so does the wheel on a narrow page.
  useEffect(() => {
    window.addEventListener('touchstart', stop, { passive: true });
    if (!wide) window.addEventListener('wheel', stop, { passive: true });
    return () => {
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('wheel', stop);
      stop();
    };
  }, [wide, stop]);

  // Wide: one wheel or trackpad gesture, one section, never resting between two. The page does
  // not scroll by itself meanwhile; the events of a gesture that already moved (a trackpad's
  // inertia) are swallowed, and a new gesture during a move goes on from the move's target.
  useEffect(() => {
    if (!wide) return;
    const gestures = createWheelGestures();
    const onWheel = (event: WheelEvent) => {
      if (event.defaultPrevented || event.ctrlKey) return; // a map's zoom, a pinch
      const deltaY = wheelPixels(event);
      if (Math.abs(event.deltaX) > Math.abs(deltaY)) return; // sideways
      if (pageIsHeld(event.target) || scrollsItself(event.target, deltaY)) return;
      const moving = move.current;
      let target: number | null = null;
      if (moving) {
        event.preventDefault();
        const direction = gestures.accept({ time: event.timeStamp, deltaY });
        if (direction !== null) target = moving.target + direction;
      } else {
        const { documentElement: html } = document;
        const atEnd = window.scrollY + window.innerHeight >= html.scrollHeight - 2;
        const view = { top: headerBottom(), bottom: window.innerHeight };
        const bands = sections().map((section) => section.getBoundingClientRect());
        const step = wheelStep(bands, view, deltaY > 0 ? 1 : -1, atEnd);
        if (step.kind === 'native') {
          gestures.consume({ time: event.timeStamp, deltaY });
          return;
        }
        event.preventDefault();
        const direction = gestures.accept({ time: event.timeStamp, deltaY });
        if (direction !== null && step.kind === 'section') target = step.index;
      }
      if (target !== null && target >= 0 && target < sections().length) goTo(target);
    };
    window.addEventListener('wheel', onWheel, { passive: false });
    return () => window.removeEventListener('wheel', onWheel);
  }, [wide, goTo, sections]);

  useEffect(() => {
    if (!wide) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isFormField(event.target)) return;
      if (pageIsHeld(event.target)) return;
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
