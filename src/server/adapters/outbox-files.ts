import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Deletes the message files (of one extension) of a folder that are named, and every one last written
 * before `before`. Files of a half-written message (`.partial`) are left to their writer. A folder
 * that does not exist holds nothing. Returns how many files were deleted.
 */
export async function forgetOutboxFiles(
  folder: string,
  options: { extension: string; before?: Date; names?: string[] },
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const named = new Set(options.names ?? []);
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(options.extension)) continue;
    const file = path.join(folder, name);
    if (!named.has(name) && !(await writtenBefore(file, options.before))) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

async function writtenBefore(file: string, before: Date | undefined): Promise<boolean> {
  if (!before) return false;
  const written = await stat(file).catch(() => null);
  return written !== null && written.mtime < before;
}
