/**
 * /staff/menu-sync (issue 15 item 5): for each venue, the last sync of its menu from iiko — when,
 * which revision, what it brought, which dishes it hid and why, the last error — and the button
 * that syncs now. Admins only (the server says so too).
 */
import { hiddenReasonNames, type MenuSyncResponse } from '@storefront/contract/menu-sync';
import { menuVenues } from '@storefront/contract/venues';
import { useState } from 'react';
import { formatVladivostokDateTime } from '../../../lib/vladivostok-time';
import { staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { useMenuSyncStateQuery, useSyncMenuNowMutation } from './menu-sync-api';

type VenueSync = MenuSyncResponse['venues'][number];

const venueName = (venueId: number) =>
  menuVenues.find((venue) => venue.id === venueId)?.name ?? `Заведение ${venueId}`;

/** '2 — удалено в iiko; 1 — нет цены', or '—'. */
function hiddenText(hidden: Record<string, number>): string {
  const parts = Object.entries(hidden)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} — ${hiddenReasonNames[reason] ?? reason}`);
  return parts.length > 0 ? parts.join('; ') : '—';
}

function VenueRow({ sync }: { sync: VenueSync }) {
  const { counts } = sync;
  return (
    <tr>
      <th scope="row">{venueName(sync.venueId)}</th>
      <td>{sync.syncedAt ? formatVladivostokDateTime(sync.syncedAt) : 'ещё не было'}</td>
      <td>{sync.revision > 0 ? sync.revision : '—'}</td>
      <td>{counts?.categories ?? '—'}</td>
      <td>{counts?.dishes ?? '—'}</td>
      <td>{counts ? counts.sizes : '—'}</td>
      <td>{counts ? `${counts.modifierGroups} / ${counts.modifierOptions}` : '—'}</td>
      <td>{counts ? hiddenText(counts.hidden) : '—'}</td>
      <td className={sync.lastError ? styles.error : undefined}>
        {sync.lastError
          ? `${sync.attemptedAt ? `${formatVladivostokDateTime(sync.attemptedAt)}: ` : ''}${sync.lastError}`
          : '—'}
      </td>
    </tr>
  );
}

export function MenuSyncSection() {
  const { data, error, isLoading } = useMenuSyncStateQuery();
  const [syncNow, { isLoading: syncing }] = useSyncMenuNowMutation();
  const [status, setStatus] = useState('');

  const onSync = async () => {
    if (syncing) return;
    setStatus('Синхронизация…');
    try {
      const answer = await syncNow().unwrap();
      const failed = answer.venues.filter((venue) => venue.lastError);
      setStatus(
        failed.length === 0
          ? 'Меню синхронизировано'
          : `Не удалось: ${failed.map((venue) => venueName(venue.venueId)).join(', ')} — прежнее меню оставлено`,
      );
    } catch (failure) {
      setStatus(staffErrorText(failure));
    }
  };

  return (
    <>
      <h1 className={styles.title}>Меню из iiko</h1>
      {isLoading && <p className={styles.muted}>Загрузка…</p>}
      {error && (
        <p className={styles.error} role="alert">
          {staffErrorText(error)}
        </p>
      )}
      {data?.pos === 'local' && (
        <p className={styles.muted}>
          Меню ведётся здесь, в разделе «Меню»: сайт не подключён к iiko (POS=local).
        </p>
      )}
      {data?.pos === 'iiko' && (
        <>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              aria-disabled={syncing}
              onClick={() => void onSync()}
            >
              Синхронизировать сейчас
            </button>
          </div>
          <p className={styles.muted} role="status" aria-live="polite">
            {status}
          </p>
          <section className={`${styles.card} ${styles.wide}`} aria-labelledby="menu-sync-table">
            <h2 id="menu-sync-table">Последняя синхронизация</h2>
            {/* A phone scrolls the table sideways rather than squeezing nine columns. */}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Заведение</th>
                    <th scope="col">Когда</th>
                    <th scope="col">Ревизия</th>
                    <th scope="col">Категорий</th>
                    <th scope="col">Блюд в меню</th>
                    <th scope="col">Размеров</th>
                    <th scope="col">Групп / вариантов модификаторов</th>
                    <th scope="col">Скрыто</th>
                    <th scope="col">Ошибка</th>
                  </tr>
                </thead>
                <tbody>
                  {data.venues.map((sync) => (
                    <VenueRow key={sync.venueId} sync={sync} />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </>
  );
}
