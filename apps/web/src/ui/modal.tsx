/**
 * A modal dialog: role=dialog with aria-modal, focus kept inside and given back to what had it
 * before, Escape or the close button or a click outside closes it, the page does not scroll.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../lib/use-body-scroll-lock';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  // Roving tab stops (tabindex=-1, like unselected tabs) are not in the Tab order.
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
}

function firstFocusable(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    focusables(container)[0] ??
    null
  );
}

/**
 * Puts focus on the first field of `container` each time `step` changes (a modal's next step),
 * once the step is `ready` (its fields may be disabled while the request that led there ends).
 */
export function useFocusFirst(
  container: RefObject<HTMLElement | null>,
  step: unknown,
  ready = true,
) {
  const focused = useRef<unknown>(undefined);
  useEffect(() => {
    if (!ready || focused.current === step) return;
    focused.current = step;
    firstFocusable(container.current)?.focus();
  }, [container, step, ready]);
}

interface ModalProps {
  title: string;
  /** the title is read out but not shown (the content has its own headings, e.g. tabs) */
  hideTitle?: boolean;
  /** a form of many fields (the back office's editors): up to 760 px, not 460 */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ title, hideTitle = false, wide = false, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  // Read while rendering: the content's own effects run before this component's and may move focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    (firstFocusable(bodyRef.current) ?? dialogRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusables(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const inside = dialogRef.current.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on a click outside; keyboard users have Escape and the close button
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
