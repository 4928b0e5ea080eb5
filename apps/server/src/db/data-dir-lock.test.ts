import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

function tempDir() {
  return mkdtempSync(join(tmpdir(), 'storefront-lock-'));
}

describe('lockDataDir', () => {
  it('refuses a second owner while the first one lives', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'storefront.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
    expect(existsSync(join(dir, 'storefront.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    // Above the kernel's pid_max limit, so no process can have it.
    writeFileSync(join(dir, 'storefront.lock'), '99999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'storefront.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates a missing directory', () => {
    const dir = join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
