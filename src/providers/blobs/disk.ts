// The default blob store: files under DATA_DIR/blobs, one per key. A put streams into a temporary file in the same
// directory tree, flushes it, and renames it over the key only once the whole body arrived, so a failed or
// interrupted put leaves no file under the key (a crash leaves at most a temporary file, swept by sweepTemporary).
import { createReadStream, createWriteStream, open } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStat, BlobStore } from './blob-store.js';

const TEMP_DIR = '.incoming';

/** A key is a relative path of safe segments: letters, digits, `_`, `-`, `.` (no `..`), joined by `/`. */
function checkKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key) ||
    key.split('/').some((s) => s === '..')
  ) {
    throw new Error(`Blob key ${JSON.stringify(key)} is not a relative path of safe segments`);
  }
}

export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  private path(key: string): string {
    checkKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, _opts: { contentType: string; size: number }): Promise<void> {
    const target = this.path(key);
    const temp = join(this.root, TEMP_DIR, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(dirname(temp), { recursive: true });
    try {
      // flush: the stream syncs the file before closing it, so it is durable before it is visible under the key.
      await pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true }));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const file = this.path(key);
    // Open first, so a missing file is null here rather than an error on the stream later. The stream owns the
    // descriptor from then on and closes it once (autoClose) when it ends, fails or is destroyed. (A FileHandle's
    // stream costs several times more per small file: promise-based reads.)
    const fd = await new Promise<number | null>((resolve, reject) =>
      open(file, 'r', (err, fd) => (err ? (err.code === 'ENOENT' ? resolve(null) : reject(err)) : resolve(fd))),
    );
    if (fd === null) return null;
    return createReadStream('', { fd, autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async *listOlderThan(prefix: string, before: Date): AsyncIterable<string> {
    const base = prefix === TEMP_DIR ? join(this.root, TEMP_DIR) : this.path(prefix);
    let entries;
    try {
      entries = await readdir(base, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = join(e.parentPath, e.name);
      const s = await stat(full).catch(() => null);
      if (s && s.mtime < before) yield relative(this.root, full).split(sep).join('/');
    }
  }

  /** Removes temporary files of puts that never finished (a crash mid-upload) older than `before`. */
  async sweepTemporary(before: Date): Promise<number> {
    let n = 0;
    for await (const key of this.listOlderThan(TEMP_DIR, before)) {
      await rm(join(this.root, ...key.split('/')), { force: true });
      n++;
    }
    return n;
  }
}
