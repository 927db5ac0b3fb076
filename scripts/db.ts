// Runs the embedded MongoDB-compatible server on its own, so mongosh, Compass or another process can use it:
//
//   npm run db -- --port 27017 --data-dir ./data [--host 127.0.0.1] [--fsync always|batch|never] [--strict]
//                 [--enable-test-commands]
//   mongosh "mongodb://127.0.0.1:27017/?directConnection=true"
//
// --strict: behave as MongoDB where the embedded server is otherwise friendlier (a transaction that meets a document
// another one holds gets WriteConflict at once instead of waiting). --enable-test-commands: mongod's
// enableTestCommands, for fail points (configureFailPoint / failCommand); refused when NODE_ENV=production.
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
    strict: { type: 'boolean', default: false },
    'enable-test-commands': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'usage: npm run db -- [--port 27017] [--data-dir ./data] [--host 127.0.0.1] [--fsync always|batch|never] [--strict] [--enable-test-commands]',
  );
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
  server = await startEmbeddedMongo({
    dataDir: values['data-dir']!,
    port,
    host: values.host,
    fsync,
    strict: values.strict,
    enableTestCommands: values['enable-test-commands'],
  });
} catch (err) {
  console.error(`cannot start the embedded MongoDB server: ${(err as Error).message}`);
  process.exit(1);
}
console.log(`embedded MongoDB listening on ${server.uri}`);
console.log(`data directory: ${values['data-dir']} (fsync: ${fsync})`);
if (values.strict) console.log('strict: transactions get WriteConflict instead of waiting, as on MongoDB');
if (values['enable-test-commands'])
  console.log('test commands enabled: configureFailPoint (failCommand), waitForFailPoint');

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
