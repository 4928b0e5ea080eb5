import styles from './external-map-link.module.css';
import { externalMapUrl } from './map-view';

/** The same view on Yandex Maps, in a new tab: in a corner of either map. */
export function ExternalMapLink({ zoom }: { zoom: number }) {
  return (
    <a
      className={styles.link}
      href={externalMapUrl(zoom)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Открыть на Яндекс Картах
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}
