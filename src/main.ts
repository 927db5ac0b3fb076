// `npm start`: the whole service in one process on PORT (default 8080), its store under DATA_DIR
// unless MONGODB_URI is set, with the demo business seeded on first start. SIGTERM/SIGINT stop it cleanly.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './kernel/config.js';
import { ensureDemoBusiness, type DemoCredentials } from './seed/demo.js';
import { startServer } from './server.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
const logger = pino({ level: config.logLevel });

let demo: DemoCredentials | undefined;
const server = await startServer({
  config,
  logger,
  onStoreReady: async (services) => {
    demo = await ensureDemoBusiness(services);
  },
});
demo ??= await readFile(join(config.dataDir, 'demo-credentials.json'), 'utf8')
  .then((t) => JSON.parse(t) as DemoCredentials)
  .catch(() => undefined);

const lines = [
  `Storefront Commerce Service listening on ${server.url}`,
  `  storefront API   ${config.baseUrl}/api/v1`,
  `  account (Link)   ${config.linkUrl}/v1/link`,
  `  platform API     ${config.apiUrl}/v1/businesses/{business_id}`,
  `  API reference    ${server.url}/docs`,
  `  store            ${server.services.store.description}`,
];
if (demo) {
  lines.push(
    `Demo business ${demo.business_id} (credentials in ${join(config.dataDir, 'demo-credentials.json')}):`,
    `  publishable (test)  ${demo.publishable_key}`,
    `  secret (test)       ${demo.secret_key}`,
    `  publishable (live)  ${demo.live_publishable_key}`,
    `  secret (live)       ${demo.live_secret_key}`,
    `  business key        ${demo.business_key}`,
    `Try: curl -H 'X-API-Key: ${demo.publishable_key}' ${server.url}/api/v1/catalogue/products`,
  );
}
console.log(lines.join('\n'));

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  const hard = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  hard.unref();
  server.close().then(
    () => process.exit(0),
    (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
