import { useId } from 'react';
import styles from './legal-block.module.css';
import { legalBlock } from './legal-content';
import { useRevealOnce } from './use-reveal-once';

/** The legal information, animating in the first time it scrolls into view (SPEC.md §2). */
export function LegalBlock() {
  const headingId = useId();
  const [ref, shown] = useRevealOnce<HTMLElement>();
  return (
    <section
      ref={ref}
      className={`${styles.legal} ${shown ? '' : styles.waiting}`}
      aria-labelledby={headingId}
      data-revealed={shown}
    >
      <h2 id={headingId}>{legalBlock.title}</h2>
      {legalBlock.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        {legalBlock.contact.label}{' '}
        <a href={`mailto:${legalBlock.contact.email}`}>{legalBlock.contact.email}</a>
      </p>
    </section>
  );
}
