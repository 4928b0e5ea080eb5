/**
 * What the log adapters "send" (e-mails, SMS), kept in memory so a person trying the site in
 * development can read the codes at /dev/outbox (API.md "Development outbox").
 */

export type DevMailboxChannel = 'email' | 'sms';

export interface DevMailboxInput {
  channel: DevMailboxChannel;
  /** an e-mail address, or a phone as 79141234567 */
  to: string;
  /** e-mails only */
  subject?: string;
  text: string;
}

export interface DevMailboxEntry extends DevMailboxInput {
  /** increasing, so the newest is the largest */
  id: number;
  /** ISO 8601 */
  createdAt: string;
}

export interface DevMailbox {
  add(entry: DevMailboxInput): DevMailboxEntry;
  /** newest first */
  list(): DevMailboxEntry[];
}

export interface DevMailboxOptions {
  /** how many entries are kept; past it the oldest go */
  limit?: number;
  now?: () => Date;
}

export function createDevMailbox({
  limit = 200,
  now = () => new Date(),
}: DevMailboxOptions = {}): DevMailbox {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`dev mailbox limit must be a positive integer, got ${limit}`);
  }
  // oldest first, so adding is a push and dropping a shift
  const entries: DevMailboxEntry[] = [];
  let lastId = 0;

  return {
    add({ channel, to, subject, text }) {
      lastId += 1;
      const entry: DevMailboxEntry = {
        id: lastId,
        channel,
        to,
        // an SMS has no subject key at all (API.md)
        ...(subject === undefined ? {} : { subject }),
        text,
        createdAt: now().toISOString(),
      };
      entries.push(entry);
      if (entries.length > limit) entries.shift();
      return { ...entry };
    },
    list() {
      // copies, so a caller cannot rewrite what was "sent"
      return entries.map((entry) => ({ ...entry })).reverse();
    },
  };
}
