import { describe, expect, it } from 'vitest';
import {
  loginFieldKind,
  normalizeAccountEmail,
  normalizeAccountPhone,
  parseLogin,
  passwordError,
} from './accounts';

describe('logins', () => {
  it('accepts phones as +7…, 8… or 7… with ten more digits', () => {
    expect(normalizeAccountPhone('+7 (914) 123-45-67')).toBe('79141234567');
    expect(normalizeAccountPhone('8 914 123 45 67')).toBe('79141234567');
    expect(normalizeAccountPhone('79141234567')).toBe('79141234567');
    expect(normalizeAccountPhone('+1 914 123 45 67')).toBeNull();
    expect(normalizeAccountPhone('+7 914 123')).toBeNull();
  });

  it('accepts e-mails with a two-letter TLD, lower-cased', () => {
    expect(normalizeAccountEmail(' Ivan.P+food@Mail.RU ')).toBe('ivan.p+food@mail.ru');
    expect(normalizeAccountEmail('ivan@mail')).toBeNull();
    expect(normalizeAccountEmail('ivan@mail.r')).toBeNull();
    expect(normalizeAccountEmail('iv an@mail.ru')).toBeNull();
  });

  it('parses a login as a phone or an e-mail', () => {
    expect(parseLogin('+7(914) 12 34 567')).toEqual({ kind: 'phone', value: '79141234567' });
    expect(parseLogin('ivan@mail.ru')).toEqual({ kind: 'email', value: 'ivan@mail.ru' });
    expect(parseLogin('ivan')).toBeNull();
  });

  it('gives the login field its kind by the first character', () => {
    expect(loginFieldKind('')).toBe('neutral');
    expect(loginFieldKind('+7 (')).toBe('neutral');
    expect(loginFieldKind('9')).toBe('phone');
    expect(loginFieldKind('+')).toBe('phone');
    expect(loginFieldKind('i')).toBe('email');
    expect(loginFieldKind('ж')).toBe('email');
  });
});

describe('passwords', () => {
  it('needs six characters, then the same repeat', () => {
    expect(passwordError('12345', '12345')).toBe('passwordTooShort');
    expect(passwordError('123456', '123457')).toBe('passwordsNotMatch');
    expect(passwordError('123456', '123456')).toBeNull();
  });
});
