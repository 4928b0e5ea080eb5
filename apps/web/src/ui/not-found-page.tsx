import { notFoundPage } from '@storefront/contract/site-page-heads';
import { Link } from 'react-router';
import styles from './not-found-page.module.css';
import { HttpStatus, PageHead } from './page-head';

/** Unknown addresses, dishes and specials: answered with 404 when the server renders them. */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <HttpStatus code={404} />
      <PageHead
        title={notFoundPage.title}
        description={notFoundPage.description}
        canonicalPath={null}
      />
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
