import { describe, expect, it } from 'vitest';
import { normalizeAccountEmail, parseLogin } from './accounts';
import { bookingEmailError } from './booking';
import { EMAIL_PATTERN, emailField } from './checkout';
import { domainToUnicode, emailToUnicode } from './email';

const cyrillic = ['гость@пример.рф', 'info@ресторан.рф', 'Ivan.Petrov@почта.рус', 'a@b.пример.рф'];
/** What Chromium's e-mail input gives for an ASCII name at a Cyrillic domain. */
const punycode = ['info@xn--80ajzcicfi.xn--p1ai', 'ivan@XN--E1AFMKFD.XN--P1AI'];

describe('e-mails on Cyrillic domains', () => {
  it('reads punycode domains back into letters (as Node’s url.domainToUnicode does)', () => {
    for (const [domain, letters] of [
      ['xn--p1ai', 'рф'],
      ['xn--e1afmkfd.xn--p1ai', 'пример.рф'],
      ['xn--80adxhks', 'москва'],
      ['xn--80aswg.xn--p1acf', 'сайт.рус'],
      ['xn--mller-kva.de', 'müller.de'],
      ['xn--bcher-kva.example', 'bücher.example'],
      ['mail.ru', 'mail.ru'],
    ]) {
      expect(domainToUnicode(domain as string), domain).toBe(letters);
    }
    expect(domainToUnicode('xn--80ajzcicfi.xn--p1ai')).toBe('ресторан.рф');
    expect(emailToUnicode('info@xn--80ajzcicfi.xn--p1ai')).toBe('info@ресторан.рф');
    // not punycode after all: kept as it came
    expect(domainToUnicode('xn--.ru')).toBe('xn--.ru');
  });

  it.each([...cyrillic, ...punycode])(
    '%s is an e-mail in checkout, booking and accounts',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
      expect(emailField.safeParse(email).success).toBe(true);
      expect(bookingEmailError(email)).toBeNull();
      expect(normalizeAccountEmail(email)).not.toBeNull();
      expect(parseLogin(email)?.kind).toBe('email');
    },
  );

  it('keeps an account e-mail in letters, one address however the browser sent it', () => {
    expect(normalizeAccountEmail(' Гость@Пример.РФ ')).toBe('гость@пример.рф');
    expect(normalizeAccountEmail('info@xn--80ajzcicfi.xn--p1ai')).toBe('info@ресторан.рф');
    expect(normalizeAccountEmail('ivan@XN--E1AFMKFD.XN--P1AI')).toBe('ivan@пример.рф');
    expect(parseLogin('info@xn--80ajzcicfi.xn--p1ai')).toEqual({
      kind: 'email',
      value: 'info@ресторан.рф',
    });
  });

  it.each([
    'гость@пример',
    'гость@пример.р',
    'гость@.рф',
    'гость пример.рф',
    'гость@пример.xn--',
    'гость@пример.рф1',
  ])('%s is not an e-mail', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(normalizeAccountEmail(email)).toBeNull();
  });
});
