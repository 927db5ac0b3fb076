// How the command-line tools reach the store the server uses: MONGODB_URI when set; else the embedded store of
// DATA_DIR, through the running server when one holds it (it leaves its address in DATA_DIR/store-address.json),
// or opened here when none does. Only one process may open a DATA_DIR, so the tools never open it beside a server.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../src/kernel/config.js';
import { openStore, STORE_ADDRESS_FILE, type Store } from '../../src/store/index.js';

/** Whether a process with this id is running (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openStoreForTool(config: Config): Promise<Store> {
  if (config.mongodbUri) return openStore({ uri: config.mongodbUri, dataDir: config.dataDir, agenda: false });
  const address = await readFile(join(config.dataDir, STORE_ADDRESS_FILE), 'utf8')
    .then((t) => JSON.parse(t) as { uri?: unknown; pid?: unknown })
    .catch(() => undefined);
  if (address && typeof address.uri === 'string' && typeof address.pid === 'number' && alive(address.pid)) {
    // The server made the indexes; a tool only reads and writes documents.
    return openStore({ uri: address.uri, dataDir: config.dataDir, agenda: false, ensureIndexes: false });
  }
  return openStore({ dataDir: config.dataDir, port: config.storePort, agenda: false });
}

/** Prints `message` on stderr and ends the tool with `code` (2: a usage or setup problem). */
export function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** The tool's configuration (a bad one ends it, one line per problem) and the store it names (or ends it saying why). */
export async function toolStore(): Promise<{ config: Config; store: Store }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const store = await openStoreForTool(config).catch((err: Error) => fail(`cannot open the store: ${err.message}`));
  return { config, store };
}
