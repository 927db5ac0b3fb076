// The demo business of SANDBOX.md: on a store with no business at all, creates it (tax-exclusive, 15 % VAT, GHS),
// its keys (test and live publishable and secret keys, a business key holding every scope), imports the demo
// catalogue (demo-catalogue.json, the import format) into both modes, and writes $DATA_DIR/demo-credentials.json.
// On a store that already has a business it does nothing and answers undefined (the server then reads the file).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { issueApiKey } from '../modules/business/keys.js';
import { ALL_SCOPES, type BusinessDoc } from '../modules/business/model.js';
import { businesses } from '../modules/business/store.js';
import { newId } from '../kernel/ids.js';
import { importCatalogue } from '../modules/catalogue-import/index.js';
import type { Services } from '../kernel/services.js';
import { isDuplicateKeyError } from '../store/errors.js';

/** The fields of $DATA_DIR/demo-credentials.json, exactly as SANDBOX.md lists them. */
export interface DemoCredentials {
  business_id: string;
  publishable_key: string;
  secret_key: string;
  live_publishable_key: string;
  live_secret_key: string;
  business_key: string;
  base_url: string;
}

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';
const CATALOGUE = new URL('./demo-catalogue.json', import.meta.url);

/** The demo catalogue document, with the `{cdn_url}` placeholder of its image URLs resolved. */
export async function demoCatalogue(cdnUrl: string): Promise<unknown> {
  const text = await readFile(CATALOGUE, 'utf8');
  return JSON.parse(text.replaceAll('{cdn_url}', cdnUrl.replace(/\/+$/, '')));
}

export async function ensureDemoBusiness(services: Services): Promise<DemoCredentials | undefined> {
  const { db, config, clock, logger } = services;
  if (await businesses(db).findOne({}, { projection: { _id: 1 } })) return undefined;

  const now = clock.now();
  const business: BusinessDoc = {
    _id: newId('business'),
    name: 'Osu Corner Café',
    slug: 'osu-corner-cafe',
    currency: 'GHS',
    timezone: 'Africa/Accra',
    tax: { rate_bps: 1500, inclusive: false, label: 'VAT' },
    allowed_origins: [],
    created_at: now,
    updated_at: now,
  };
  // Catalogue first, business keys last: a crash half-way leaves no usable keys pointing at a half-seeded business.
  try {
    await businesses(db).insertOne(business);
  } catch (err) {
    // Another instance on the same database seeded first (the slug is unique): it owns the credentials.
    if (isDuplicateKeyError(err)) return undefined;
    throw err;
  }
  const catalogue = await demoCatalogue(config.cdnUrl);
  const deps = { client: services.store.client, db, now: () => clock.now() };
  for (const livemode of [false, true]) {
    const result = await importCatalogue(deps, { business_id: business._id, livemode }, structuredClone(catalogue));
    logger.info({ livemode, created: result.created }, 'demo catalogue imported');
  }

  const issue = (kind: 'publishable' | 'secret' | 'business', livemode: boolean, name: string) =>
    issueApiKey(db, {
      kind,
      livemode,
      business_id: business._id,
      scopes: kind === 'business' ? [...ALL_SCOPES] : [],
      name,
      now,
    }).then((k) => k.key);
  const credentials: DemoCredentials = {
    business_id: business._id,
    publishable_key: await issue('publishable', false, 'Demo publishable key (test)'),
    secret_key: await issue('secret', false, 'Demo secret key (test)'),
    live_publishable_key: await issue('publishable', true, 'Demo publishable key (live)'),
    live_secret_key: await issue('secret', true, 'Demo secret key (live)'),
    business_key: await issue('business', true, 'Demo business key (all scopes)'),
    base_url: config.baseUrl,
  };
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(join(config.dataDir, DEMO_CREDENTIALS_FILE), JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return credentials;
}
