import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import type { Photo } from './hero-images';
import styles from './lightbox.module.css';

interface LightboxProps {
  photo: Photo;
  /** '3 из 19' */
  position: string;
  onClose: () => void;
}

/**
 * An enlarged photo over the page (SPEC.md §2): the page stops scrolling while it is open, and a
 * click anywhere or Escape closes it. Focus moves to the close button and stays inside.
 */
export function Lightbox({ photo, position, onClose }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // The close button is the only control, so Tab has nowhere else to go.
  function keepFocus(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    closeButton.current?.focus();
  }

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`Фото ${position}`}
      onClick={onClose}
      onKeyDown={keepFocus}
    >
      <figure className={styles.figure}>
        <img className={styles.image} src={photo.src} alt={photo.alt} width={800} height={600} />
        <figcaption className={styles.caption}>
          <span>{photo.alt}</span>
          <span className={styles.position}>{position}</span>
        </figcaption>
      </figure>
      <button
        ref={closeButton}
        type="button"
        className={styles.close}
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
      >
        <span aria-hidden="true">×</span> Закрыть
      </button>
    </div>,
    document.body,
  );
}
