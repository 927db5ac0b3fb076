// The server side of a benchmark's child process: the real server on the embedded store in a fresh data directory,
// silent, rate limits off, no job worker; it closes and removes the directory when the parent disconnects or the
// process is signalled. The server's modules are imported here, so the load side of a benchmark never loads them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../../src/server.js';

export interface BenchServer {
  server: RunningServer;
  dataDir: string;
  /** Closes the server, removes its data directory and exits with `code` (once, whoever asks first). */
  stop(code?: number): Promise<void>;
}

/** `env` adds to or overrides the defaults (a fixed PORT where the URLs handed out must name it, MONGODB_URI, …). */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const pino = (await import('pino')).default;
  const { loadConfig } = await import('../../src/kernel/config.js');
  const { startServer } = await import('../../src/server.js');
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    RATE_LIMITS: 'off',
    ...env,
  });
  const server = await startServer({ config, logger: pino({ level: 'silent' }) }).catch(async (err) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());
  return { server, dataDir, stop };
}
