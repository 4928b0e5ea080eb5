import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl, isDatabaseUnavailable, shortReason, sqlState } from './errors';

const wrapped = (cause: object) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('database failures', () => {
  it('tell a database that cannot serve from a request that was wrong', () => {
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
      Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ]) {
      expect(isDatabaseUnavailable(cause), cause.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
    }
    for (const cause of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }),
      new TypeError('x is undefined'),
    ])
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(false);
  });

  it('read the SQLSTATE through the wrapper', () => {
    expect(sqlState(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe('23505');
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });

  it('are told in one line, without the password', () => {
    expect(describeDatabaseUrl('postgres://u:secret@db.example:6432/shop')).toBe(
      'db.example:6432/shop',
    );
    expect(describeDatabaseUrl('postgres://db.example/shop')).toBe('db.example:5432/shop');
    expect(shortReason(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(
      'timeout exceeded when trying to connect',
    );
  });
});
