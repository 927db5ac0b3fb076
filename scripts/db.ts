// Runs the embedded MongoDB-compatible server on its own, so mongosh, Compass or another process can use it:
//
//   npm run db -- --port 27017 --data-dir ./data [--host 127.0.0.1] [--fsync always|batch|never]
//   mongosh "mongodb://127.0.0.1:27017/?directConnection=true"
//
// Defaults: port 27017, DATA_DIR (or ./data), host 127.0.0.1, fsync batch. Ctrl-C / SIGTERM stops it cleanly
// (the data directory is compacted into a fresh snapshot and its lock released).
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from '../src/store/embedded/index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
    host: { type: 'string', default: '127.0.0.1' },
    fsync: { type: 'string', default: 'batch' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('usage: npm run db -- [--port 27017] [--data-dir ./data] [--host 127.0.0.1] [--fsync always|batch|never]');
  process.exit(0);
}
const fsync = values.fsync;
if (fsync !== 'always' && fsync !== 'batch' && fsync !== 'never') {
  console.error(`--fsync must be always, batch or never (got ${fsync})`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a TCP port number (got ${values.port})`);
  process.exit(2);
}

let server;
try {
  server = await startEmbeddedMongo({ dataDir: values['data-dir']!, port, host: values.host, fsync });
} catch (err) {
  console.error(`cannot start the embedded MongoDB server: ${(err as Error).message}`);
  process.exit(1);
}
console.log(`embedded MongoDB listening on ${server.uri}`);
console.log(`data directory: ${values['data-dir']} (fsync: ${fsync})`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
