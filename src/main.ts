// `npm start`: the whole service in one process on PORT (default 8080), its store under DATA_DIR
// unless MONGODB_URI is set, with the demo business seeded on first start (SEED_DEMO, off in production).
// SIGTERM/SIGINT stop it cleanly.
//
// On a terminal the banner and the logs are readable lines; piped (LOG_FORMAT=json, or auto off a terminal) every
// line is JSON, the banner included. A bad configuration is one line per problem on stderr and exit code 2; a taken
// port, or a DATA_DIR another server is using, is one line and exit code 1; all before anything is seeded or
// written.
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './kernel/config.js';
import { createLogger, isPretty } from './kernel/log.js';
import {
  DEMO_CREDENTIALS_FILE,
  ensureDemoBusiness,
  refreshDemoCredentials,
  type DemoCredentials,
} from './seed/demo.js';
import { PortInUseError, startServer } from './server.js';
import { DATA_DIR_IN_USE } from './store/index.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
const logger = createLogger(config);
// Buffered JSON lines reach the collector within a second even when traffic is light (src/kernel/log.ts).
setInterval(() => logger.flush(), 1000).unref();

let demo: DemoCredentials | undefined;
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({
    config,
    logger,
    // SEED_DEMO=off leaves the demo alone altogether: none is seeded, and one seeded by an earlier start is not
    // brought up to date (its key's scopes, its image URLs) nor shown in the banner.
    onStoreReady: config.seedDemo
      ? async (services) => {
          // Seeded now, or seeded on an earlier start: then the file is brought up to this start's base URL.
          demo = (await ensureDemoBusiness(services)) ?? (await refreshDemoCredentials(services));
        }
      : undefined,
  });
} catch (err) {
  // Another server already running: on this port, or on this DATA_DIR (the store's lock).
  if (err instanceof PortInUseError || (err as { code?: unknown }).code === DATA_DIR_IN_USE) {
    console.error((err as Error).message);
    process.exit(1);
  }
  throw err;
}

const credentialsFile = join(config.dataDir, DEMO_CREDENTIALS_FILE);
const surfaces = {
  storefront: `${config.baseUrl}/api/v1`,
  link: `${config.linkUrl}/v1/link`,
  platform: `${config.apiUrl}/v1/businesses/{business_id}`,
  mcp: `${config.apiUrl}/mcp`,
  docs: `${server.url}/docs`,
  guides: `${server.url}/docs/guides`,
};
/** The command-line tool, run from this checkout (its guide is docs/cli.md, served at /docs/guides/cli). */
const CLI = 'npx cimplify --help';
if (isPretty(config)) {
  const lines = [
    `Storefront Commerce Service listening on ${server.url}`,
    `  storefront API   ${surfaces.storefront}`,
    `  account (Link)   ${surfaces.link}`,
    `  platform API     ${surfaces.platform}`,
    `  agent (MCP)      ${surfaces.mcp}`,
    `  API reference    ${surfaces.docs}`,
    `  guides           ${surfaces.guides}`,
    `  CLI              ${CLI}   (${surfaces.guides}/cli)`,
    `  store            ${server.services.store.description}`,
  ];
  if (demo) {
    lines.push(
      `Demo business ${demo.business_id} (credentials in ${credentialsFile}):`,
      `  publishable (test)  ${demo.publishable_key}`,
      `  secret (test)       ${demo.secret_key}`,
      `  publishable (live)  ${demo.live_publishable_key}`,
      `  secret (live)       ${demo.live_secret_key}`,
      `  business key (test) ${demo.test_business_key}`,
      `  business key (live) ${demo.business_key}`,
      `Try: curl -H 'X-API-Key: ${demo.publishable_key}' ${server.url}/api/v1/catalogue/products`,
    );
  }
  process.stdout.write(lines.join('\n') + '\n');
} else {
  // One JSON line like every other; secret keys stay in the credentials file, out of log collectors.
  logger.info(
    {
      url: server.url,
      surfaces,
      cli: CLI,
      store: server.services.store.description,
      demo: demo && {
        business_id: demo.business_id,
        publishable_key: demo.publishable_key,
        credentials_file: credentialsFile,
      },
    },
    `Storefront Commerce Service listening on ${server.url}`,
  );
}

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
