import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(owner) && owner > 0 ? owner : null;
  } catch {
    return null;
  }
}

const lockedMessage = (dataDir: string, owner: number) =>
  `The data directory ${path.resolve(dataDir)} is in use by another server process (pid ${owner}). ` +
  'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL for PostgreSQL.';

/**
 * The embedded database is one process's: a second process on the same folder would corrupt it.
 * The lock file holds the owner's pid from the instant it exists: it is written under a private
 * name and then hard-linked into place, which fails if the lock already exists, so two processes
 * starting together cannot both take it, and no one ever sees an empty lock. A lock whose process
 * has died is moved aside with an atomic rename and checked again before it is removed, so a
 * process never removes a lock another one has just taken.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const ownPath = `${lockPath}.${process.pid}`;
  writeFileSync(ownPath, String(process.pid));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(ownPath, lockPath);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) rmSync(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(lockedMessage(dataDir, owner));
      }
      // Stale (a dead owner, or unreadable): move it aside, and remove it only if it is still the
      // stale one; a fresh lock moved by mistake goes back.
      const asidePath = `${lockPath}.stale.${process.pid}`;
      try {
        renameSync(lockPath, asidePath);
      } catch {
        continue; // someone else moved it first: try again
      }
      const moved = readOwner(asidePath);
      if (moved !== owner && moved !== null && isRunning(moved)) {
        try {
          linkSync(asidePath, lockPath);
        } finally {
          rmSync(asidePath, { force: true });
        }
        throw new DataDirLockedError(lockedMessage(dataDir, moved));
      }
      rmSync(asidePath, { force: true });
    }
    throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}`);
  } finally {
    rmSync(ownPath, { force: true });
  }
}
