/** A venue without a POS works from its ticket letter's buttons (read here from the dev mailbox). */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

interface MailboxEntry {
  to: string;
  subject?: string;
  text: string;
}

/** The buttons of a venue's ticket letter for the order: label → path. */
export async function venueLinks(
  request: APIRequestContext,
  orderId: number,
  venue: 'gastropub' | 'sibumi' | 'bistro' = 'gastropub',
) {
  const number = String(orderId).padStart(7, '0');
  let text = '';
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/dev/outbox.json')).json()) as MailboxEntry[];
      text = entries.find((e) => e.subject?.includes(number) && e.to.startsWith(venue))?.text ?? '';
      return text;
    })
    .toContain('Принять');
  return Object.fromEntries(
    [...text.matchAll(/^(.+): https?:\/\/[^/\s]+(\/venue-actions\/\S+)$/gm)].map((m) => [
      m[1],
      m[2] ?? '',
    ]),
  );
}

/** The venue presses a button of its letter, on its own phone. */
export async function venuePresses(venue: Page, path: string, label: string) {
  await venue.goto(path);
  await venue.getByRole('button', { name: label }).click();
  await expect(venue.getByRole('heading', { level: 1 })).toContainText(
    /Заказ принят|Отмечено|Заказ отклонён/,
  );
}
