/**
 * PGlite runs inside this process, so two processes on one data directory would both write its
 * files and corrupt them. A lock file holding the owner's pid refuses the second one.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'storefront.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the directory's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const absolute = resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const path = join(absolute, LOCK_FILE);
  if (!tryCreate(path)) {
    const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(owner) && isRunning(owner)) {
      throw new DataDirLockedError(
        `The data directory ${absolute} is in use by process ${owner}. ` +
          'PGlite allows one process per directory: stop the other process, ' +
          'set PGLITE_DIR to another directory, or use DATABASE_URL for PostgreSQL.',
      );
    }
    // Left behind by a process that died without cleaning up.
    unlinkSync(path);
    if (!tryCreate(path))
      throw new DataDirLockedError(
        `The data directory ${absolute} was just taken by another process.`,
      );
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
