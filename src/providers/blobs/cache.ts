// Small blobs kept in memory for the file host: a blob's bytes never change (an upload writes its key once; a
// delete removes the key), so a copy cannot go stale, and a storefront's thumbnails are read far more often than
// anything else. Only whole blobs up to `maxEntryBytes` are kept, least recently used first out past `maxBytes`.
// Whether a file may be served at all is still decided per request by the file host's lookup (a deleted asset is
// 404 at once whatever is cached here). Only what the file host uses: it reads, it never writes or deletes.
import { Readable } from 'node:stream';
import type { BlobStat, BlobStore } from './blob-store.js';

export class SmallBlobCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly inner: BlobStore,
    private readonly maxEntryBytes = 256 * 1024,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  stat(key: string): Promise<BlobStat | null> {
    const hit = this.entries.get(key);
    return hit ? Promise.resolve({ size: hit.length }) : this.inner.stat(key);
  }

  /** The bytes of `key`, whose size the caller knows (the upload record), from memory when small. */
  async read(key: string, range: { start: number; end: number } | undefined, size: number): Promise<Readable | null> {
    let hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
    } else {
      if (size > this.maxEntryBytes) return this.inner.read(key, range);
      const stream = await this.inner.read(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      hit = Buffer.concat(chunks);
      this.remember(key, hit);
    }
    return Readable.from([range ? hit.subarray(range.start, range.end + 1) : hit], { objectMode: false });
  }

  private remember(key: string, bytes: Buffer): void {
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}
