/**
 * /staff/audit (issue 14 item 7): who changed what in the back office and when, newest first,
 * with the values before and after, a page at a time. Admins only (the server says so too).
 */
import { AUDIT_PAGE } from '@storefront/contract/staff';
import { useState } from 'react';
import { formatVladivostokDateTime } from '../../../lib/vladivostok-time';
import { staffErrorText } from '../../app/staff-errors';
import styles from '../../ui/staff.module.css';
import { type AuditEntry, useAuditEntriesQuery } from './audit-api';

/** What each action is called in the log. */
export const auditActionNames: Record<string, string> = {
  'stopList.set': 'Стоп-лист',
  'zone.create': 'Новая зона доставки',
  'zone.update': 'Изменена зона доставки',
  'venue.busy': 'Загрузка кухни',
  'offer.create': 'Новое предложение или промокод',
  'offer.update': 'Изменено предложение или промокод',
  'points.adjust': 'Изменены баллы гостя',
  'loyalty.rules': 'Правила баллов',
  'openingHours.set': 'Часы работы',
  'menu.category.create': 'Новая категория меню',
  'menu.category.update': 'Изменена категория меню',
  'menu.category.delete': 'Удалена категория меню',
  'menu.category.order': 'Порядок категорий меню',
  'menu.dish.create': 'Новое блюдо',
  'menu.dish.update': 'Изменено блюдо',
  'menu.dish.delete': 'Удалено блюдо',
  'menu.dish.options': 'Размеры и добавки блюда',
  'menu.dish.photo.set': 'Новое фото блюда',
  'menu.dish.photo.delete': 'Удалено фото блюда',
  'menu.special.create': 'Новое спецменю',
  'menu.special.update': 'Изменено спецменю',
  'staff.create': 'Новый сотрудник',
  'staff.update': 'Изменён сотрудник',
  'place.capacity': 'Вместимость места',
  'booking.confirm': 'Бронь подтверждена',
  'booking.decline': 'Бронь отклонена',
  'booking.seated': 'Гости пришли',
  'booking.noShow': 'Гости не пришли',
  'order.accept': 'Заказ принят',
  'order.decline': 'Заказ отклонён',
  'order.cooking': 'Заказ готовится',
  'order.ready': 'Заказ готов',
  'order.done': 'Заказ выдан',
  'order.cancel': 'Заказ отменён',
};

/** `{available: true}` → 'available: true'; the log keeps values as the server wrote them. */
function values(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`,
    )
    .join(', ');
}

/** A row across the table: the page's state while it has no entries to show. */
function Note({ children, alert = false }: { children: string; alert?: boolean }) {
  return (
    <tr>
      <td
        colSpan={6}
        className={alert ? styles.error : styles.muted}
        role={alert ? 'alert' : undefined}
      >
        {children}
      </td>
    </tr>
  );
}

function AuditPage({
  before,
  last: isLastPage,
  onMore,
}: {
  before?: number;
  /** only the last page offers the next one */
  last: boolean;
  onMore: (last: number) => void;
}) {
  const { data, error, isLoading } = useAuditEntriesQuery(before);
  if (isLoading) return <Note>Загрузка…</Note>;
  if (error) return <Note alert>{staffErrorText(error)}</Note>;
  const entries = data ?? [];
  const last = entries.at(-1);
  return (
    <>
      {entries.map((entry: AuditEntry) => (
        <tr key={entry.id}>
          <th scope="row">
            <time dateTime={entry.at}>{formatVladivostokDateTime(entry.at)}</time>
          </th>
          <td>{entry.staff ? entry.staff.name || entry.staff.login : 'Командная строка'}</td>
          <td>{auditActionNames[entry.action] ?? entry.action}</td>
          <td>{entry.subject}</td>
          <td>{values(entry.before)}</td>
          <td>{values(entry.after)}</td>
        </tr>
      ))}
      {isLastPage && entries.length === AUDIT_PAGE && last && (
        <tr>
          <td colSpan={6}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => onMore(last.id)}
            >
              Показать ещё
            </button>
          </td>
        </tr>
      )}
    </>
  );
}

export function AuditSection() {
  // Each 'Показать ещё' adds the next page below: the ids its request starts before.
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  return (
    <>
      <h1 className={styles.title}>Журнал изменений</h1>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="staff-audit-title">
        <h2 id="staff-audit-title" className="visually-hidden">
          Изменения, новые сверху
        </h2>
        {/* Six columns and JSON values do not fit a phone: the table scrolls, not the page. */}
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.auditTable}`}>
            <thead>
              <tr>
                <th scope="col">Когда</th>
                <th scope="col">Кто</th>
                <th scope="col">Что</th>
                <th scope="col">Где</th>
                <th scope="col">Было</th>
                <th scope="col">Стало</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((before, index) => (
                <AuditPage
                  key={before ?? 'newest'}
                  before={before}
                  last={index === pages.length - 1}
                  onMore={(last) =>
                    setPages((known) => (index === known.length - 1 ? [...known, last] : known))
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
