/** Sending SMS (codes): the `log` default (kept in the dev outbox) or SMS.ru (DESIGN.md §5). */

/** What went wrong, in the errTypes the storefront shows (SPEC.md §8). */
export type SmsFailure =
  /** the number cannot receive SMS (wrong, landline, blocked) */
  | 'phoneCannotBeDelivered'
  /** the provider's per-number limits */
  | 'toManySmsOnPhone'
  /** anything else: provider down, our account, unknown answers */
  | 'errorSendSMS';

export type SmsSendResult =
  | { status: 'sent'; id?: string }
  | { status: 'failed'; reason: SmsFailure; detail: string };

export interface SmsSender {
  /** `phone` is 11 digits starting with 7: 79141234567. Never throws: failures are results. */
  send(phone: string, text: string): Promise<SmsSendResult>;
}
