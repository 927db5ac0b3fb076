// `npm run start:cluster`: the production topology on one machine, to try it: the embedded store on its own
// (scripts/db.ts), one job worker (WORKER=true) and N API processes (WORKER=false), all src/main.ts on that store,
// behind a small round-robin front on one port. They share nothing but the store, as in production: each process
// has its own DATA_DIR (<data-dir>/<name>), uploads, builds and git packs are in GridFS (BLOB_STORE=gridfs), and the
// secrets every process must agree on are settings made once for the cluster.
//
//   npm run start:cluster -- [--api 3] [--port 8080] [--data-dir ./data-cluster]
//
// The front answers on 127.0.0.1:<port> and hands each request (and each WebSocket upgrade) to the next API
// process that is up; the processes' logs go to <data-dir>/logs/<name>.log. The demo business is seeded by the
// worker, which starts first. Ctrl-C stops the front, then the API processes, the worker and the store, in turn.
// The topology itself (and what the front does when a process goes away) is scripts/lib/cluster.ts.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './lib/cluster.js';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'data-dir': { type: 'string', default: './data-cluster' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('usage: npm run start:cluster -- [--api 3] [--port 8080] [--data-dir ./data-cluster]');
  process.exit(0);
}
const apiCount = Number(values.api);
const port = Number(values.port);
if (!Number.isInteger(apiCount) || apiCount < 1 || apiCount > 16) throw new Error('--api: 1 to 16 API processes');
const dataDir = resolve(values['data-dir']!);

let stopping = false;
const cluster: Cluster = await startCluster({
  api: apiCount,
  dataDir,
  port,
  onExit: (name, how) => {
    if (!stopping) console.error(`${name} exited (${how}); see ${join(dataDir, 'logs', `${name}.log`)}`);
  },
});

console.log(
  `Storefront Commerce Service, ${apiCount} API process(es) and a worker on one store, behind ${cluster.url}`,
);
console.log(`  store   ${cluster.storeUri} (${join(dataDir, 'store')})`);
console.log(
  `  API     ports ${cluster.api.map((p) => p.port).join(', ')} (WORKER=false); worker port ${cluster.workers.map((p) => p.port).join(', ')}`,
);
console.log(`  logs    ${cluster.logDir}; demo credentials in ${join(dataDir, 'demo-credentials.json')}`);

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
