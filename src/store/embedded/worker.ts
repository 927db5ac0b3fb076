// Worker-thread entry of the embedded server (startEmbeddedMongo({ thread: true }), see index.ts). It runs the
// whole server (accept loop, BSON, queries, journal) on its own thread, so that work does not compete with the
// HTTP server of the thread that started it. Protocol with the parent, over parentPort:
//   worker → parent  { t: 'ready', uri, localUri, port }   the server listens
//                    { t: 'error', error }         it could not start (lock held, port in use, bad data)
//                    { t: 'closed', error? }       after { t: 'close' }: closed, compacted, lock released
//   parent → worker  { t: 'close' }
//                    { t: 'start', opts }          after 'closed': serve again, on other options (index.ts keeps a
//                                                  closed thread for the process's next start)
// Anything thrown later (a failing housekeeping timer, a bug) is an uncaught exception of this thread: the
// parent's Worker emits 'error' and the parent reports it (index.ts); nothing is swallowed here.
import { parentPort, workerData } from 'node:worker_threads';
import { serialiseError, startEmbeddedMongo, type EmbeddedMongoOptions } from './index.js';

const port = parentPort!;

async function serve(opts: EmbeddedMongoOptions): Promise<void> {
  try {
    const srv = await startEmbeddedMongo({ ...opts, thread: false });
    const onMessage = (m: { t?: string }) => {
      if (m?.t !== 'close') return;
      port.off('message', onMessage);
      srv.close().then(
        () => port.postMessage({ t: 'closed' }),
        (err: unknown) => port.postMessage({ t: 'closed', error: serialiseError(err) }),
      );
    };
    port.on('message', onMessage);
    port.postMessage({ t: 'ready', uri: srv.uri, localUri: srv.localUri, port: srv.port });
  } catch (err) {
    port.postMessage({ t: 'error', error: serialiseError(err) });
  }
}

port.on('message', (m: { t?: string; opts?: EmbeddedMongoOptions }) => {
  if (m?.t === 'start' && m.opts) void serve(m.opts);
});
await serve((workerData as { opts: EmbeddedMongoOptions }).opts);
