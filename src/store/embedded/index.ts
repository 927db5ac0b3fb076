// Embedded MongoDB-compatible server: speaks the wire protocol on a TCP port so the official `mongodb`
// driver (and mongosh, Compass, Agenda) connect to it exactly as they would to a real deployment.
//
//   const srv = await startEmbeddedMongo({ dataDir: './data' });   // port 0 = ephemeral
//   const client = new MongoClient(srv.uri);
//   ...
//   await srv.close();                                             // compacts, releases the DATA_DIR lock
//
// It presents itself as the primary of a one-member replica set (`rs0`), so sessions, retryable writes and
// transactions work. Data lives in memory and is made durable by a per-database journal under dataDir
// (written before each reply) plus snapshots; see storage.ts. `fsync` picks when the journal is forced to
// disk: 'always' (every write), 'batch' (default; within ~20 ms) or 'never' (left to the OS). A kill -9 never
// loses an acknowledged write in any mode; 'always' also survives power loss.
import { Engine, type EngineOptions } from './engine.js';
import type { FsyncMode } from './journal.js';
import { WireServer } from './server.js';

export interface EmbeddedMongoOptions {
  dataDir: string;
  port?: number;
  host?: string;
  fsync?: FsyncMode;
  /** TTL sweep interval in ms (default 1000). */
  ttlIntervalMs?: number;
  /** Extra engine tuning, mainly for tests. */
  engine?: Partial<Omit<EngineOptions, 'dataDir' | 'fsync'>>;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const engine = new Engine({ ...opts.engine, dataDir: opts.dataDir, fsync: opts.fsync ?? 'batch', ttlIntervalMs: opts.ttlIntervalMs ?? opts.engine?.ttlIntervalMs });
  engine.open();
  const server = new WireServer(engine);
  let port: number;
  try {
    port = await server.listen(opts.port ?? 0, host);
  } catch (err) {
    engine.close();
    throw err;
  }
  const hostPart = host.includes(':') ? `[${host}]` : host;
  engine.address = `${hostPart}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    uri: `mongodb://${hostPart}:${port}/?directConnection=true`,
    port,
    close() {
      closing ??= (async () => {
        await server.close();
        engine.close();
      })();
      return closing;
    },
  };
}
