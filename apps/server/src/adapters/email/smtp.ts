/** Sending e-mail through an SMTP server given as smtp:// or smtps:// URL (DESIGN.md §5). */
import { createTransport } from 'nodemailer';
// The explicit file: Node's ESM loader does not resolve directory imports.
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { EmailSender } from './email';

export interface SmtpEmailSenderOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 */
  url: string;
  /** the From header and envelope sender: 'Ресторан <noreply@example.ru>' or a bare address */
  from: string;
}

export function createSmtpEmailSender({ url, from }: SmtpEmailSenderOptions): EmailSender {
  const protocol = new URL(url).protocol;
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP URL must start with smtp:// or smtps://, got ${protocol}`);
  }
  // The pool is built here because createTransport({ url, ...options }) keeps only what the URL
  // says and would silently drop pool and timeouts.
  const pool = new SMTPPool({
    url,
    pool: true,
    maxConnections: 2,
    // a caller waiting on a dead server should hear about it in seconds, not minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  const transport = createTransport(pool);

  return {
    async send({ to, subject, text, html }) {
      // errors propagate: the caller decides about retrying
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html === undefined ? {} : { html }),
      });
    },
    async close() {
      transport.close();
    },
  };
}
