/** Sending e-mail: the `log` default (kept in the dev outbox) or SMTP (DESIGN.md §5). */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /** Releases connections at shutdown. */
  close(): Promise<void>;
}
