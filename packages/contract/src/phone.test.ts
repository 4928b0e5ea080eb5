import { describe, expect, it } from 'vitest';
import {
  formatNational,
  formatPhone,
  insertedNationalDigits,
  isPhoneEmpty,
  nationalDigits,
  normalizeAccountPhone,
  normalizePhone,
} from './phone';

/** Every way a Russian writes one number. */
const sameNumber = [
  '+79141234567',
  '+7 914 123 45 67',
  '+7 (914) 123-45-67',
  '+7(914)123-45-67',
  '+7 (914) 12 34 567',
  '+7-914-123-45-67',
  ' +7 914 1234567 ',
  '89141234567',
  '8 (914) 123-45-67',
  '8 914 123 45 67',
  '8-914-123-45-67',
  '79141234567',
  '7 914 123 45 67',
  '9141234567',
  '914 123 45 67',
  '(914) 123-45-67',
  '914-123-45-67',
];

describe('one reading of a Russian phone number', () => {
  it.each(sameNumber)('%j is +7 (914) 12 34 567', (raw) => {
    expect(nationalDigits(raw)).toBe('9141234567');
    expect(formatPhone(raw)).toBe('+7 (914) 12 34 567');
    expect(normalizePhone(raw)).toBe('+79141234567');
    expect(normalizeAccountPhone(raw)).toBe('79141234567');
    expect(isPhoneEmpty(raw)).toBe(false);
  });

  it('keeps a whole ten-digit national number that starts with 8 (8-800, 812)', () => {
    expect(normalizePhone('8001234567')).toBe('+78001234567');
    expect(normalizePhone('88001234567')).toBe('+78001234567');
    expect(normalizePhone('+7 (800) 123-45-67')).toBe('+78001234567');
    expect(normalizePhone('8 812 123 45 67')).toBe('+78121234567');
    expect(formatPhone('+7 (8')).toBe('+7 (8');
  });

  it('refuses what is not a whole Russian number', () => {
    for (const raw of [
      '',
      '+7 (',
      '+7 914 123',
      '914123456',
      '+7 (914) 12 34 5678',
      '891412345678',
      '+1 914 123 45 67',
      '+1 914 123 45 6',
      '+44 20 7946 0958',
      '19141234567',
      'ivan@mail.ru',
    ]) {
      expect(normalizePhone(raw), raw).toBeNull();
      expect(normalizeAccountPhone(raw), raw).toBeNull();
    }
  });

  it('takes a lone 8, 7, + or +7 for the country code, not for a digit of the number', () => {
    for (const raw of ['', '+', '7', '8', '+7', '+7 (', '+7(', ' +7 ( ', '(', '-']) {
      expect(nationalDigits(raw), raw).toBe('');
      expect(isPhoneEmpty(raw), raw).toBe(true);
      expect(formatPhone(raw), raw).toBe('');
    }
  });

  /**
   * What a field shows after each key typed at its end (what the phone input does): the national
   * digits so far, or, before the first one, the country code as far as the guest typed it.
   */
  function typeKeyByKey(keys: string, start = ''): string[] {
    const shown: string[] = [];
    let text = start;
    for (const key of keys) {
      const national = nationalDigits(text) + insertedNationalDigits(text, key);
      if (national !== '') text = formatNational(national);
      else if (text === '' && key === '+') text = '+';
      else if (text !== '' || /[78]/.test(key)) text = '+7';
      shown.push(text);
    }
    return shown;
  }

  it.each([
    ['+79141234567'],
    ['89141234567'],
    ['79141234567'],
    ['9141234567'],
    ['+7 914 123 45 67'],
    ['8 (914) 123-45-67'],
  ])('typed key by key, %j ends as +7 (914) 12 34 567', (keys) => {
    expect(typeKeyByKey(keys).at(-1)).toBe('+7 (914) 12 34 567');
  });

  it('shows the number growing key by key', () => {
    expect(typeKeyByKey('+79141234567')).toEqual([
      '+',
      '+7',
      '+7 (9',
      '+7 (91',
      '+7 (914',
      '+7 (914) 1',
      '+7 (914) 12',
      '+7 (914) 12 3',
      '+7 (914) 12 34',
      '+7 (914) 12 34 5',
      '+7 (914) 12 34 56',
      '+7 (914) 12 34 567',
    ]);
    // after the country code an 8 is a digit of the number: 8-800
    expect(typeKeyByKey('88001234567').at(-1)).toBe('+7 (800) 12 34 567');
    expect(typeKeyByKey('8001234567', '+7 (').at(-1)).toBe('+7 (800) 12 34 567');
    expect(typeKeyByKey('9141234567', '+7 (').at(-1)).toBe('+7 (914) 12 34 567');
  });

  it('reads a paste whole, also after the shown country code', () => {
    for (const before of ['', '+', '+7', '+7 (']) {
      for (const paste of ['+7 914 123 45 67', '8 (914) 123-45-67', '9141234567', '79141234567']) {
        expect(insertedNationalDigits(before, paste), `${before} ${paste}`).toBe('9141234567');
      }
    }
    expect(insertedNationalDigits('+7 (914', ') 123-45-67')).toBe('1234567');
    expect(insertedNationalDigits('+7 (9', '8')).toBe('8');
  });

  it('formats national digits as far as they go', () => {
    expect(formatNational('')).toBe('');
    expect(formatNational('9')).toBe('+7 (9');
    expect(formatNational('914')).toBe('+7 (914');
    expect(formatNational('9141')).toBe('+7 (914) 1');
    expect(formatNational('914123')).toBe('+7 (914) 12 3');
    expect(formatNational('91412345')).toBe('+7 (914) 12 34 5');
    expect(formatNational('914123456789')).toBe('+7 (914) 12 34 567');
  });

  it('shows a stored account phone in the site form', () => {
    expect(formatPhone('79141234567')).toBe('+7 (914) 12 34 567');
    expect(formatPhone('+79141234567')).toBe('+7 (914) 12 34 567');
  });
});
