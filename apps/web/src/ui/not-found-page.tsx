import { Link } from 'react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Извините, мы не нашли такой страницы :(</h1>
      <div className={styles.links}>
        <Link to="/">На главную</Link>
        <Link to="/menu">В меню</Link>
      </div>
    </section>
  );
}
