import { Link } from 'react-router';
import { brand } from '../../features/content/site';
import styles from './header.module.css';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      className={styles.logo}
      onClick={onNavigate}
      aria-label={`${brand.name} — на главную`}
    >
      <img src="/favicon.svg" alt="" width="36" height="36" />
      <span className={styles.logoText}>{brand.name}</span>
    </Link>
  );
}
