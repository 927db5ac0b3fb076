// The demo business of SANDBOX.md: on a store with no business at all, creates it (tax-exclusive, 15 % VAT, GHS)
// owned by the demo account (DEMO_OWNER), its keys (test and live publishable and secret keys, a live and a test
// business key holding every scope), uploads the catalogue's
// images as its assets, imports the demo catalogue (demo-catalogue.json, the import format) into both modes, and
// writes $DATA_DIR/demo-credentials.json.
// On a store that already has a business it does nothing and answers undefined (the server then reads the file).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBusiness, type BusinessCredentials } from '../flows/create-business.js';
import { apiKeys, issueApiKey } from '../modules/keys/index.js';
import { businesses, ALL_SCOPES, adoptBusiness, ownerAccountFor } from '../modules/business/index.js';
import { hashSecret } from '../kernel/secrets.js';
import { bundles, categories, productCollections, products } from '../modules/catalogue/index.js';
import type { Services } from '../services.js';
import { isDuplicateKeyError } from '../store/errors.js';
import { uploadAsset } from '../flows/uploads.js';
import { publicUrl } from '../modules/uploads/index.js';
import { escapeRegex } from '../kernel/format.js';
import { FILES_PATH } from '../kernel/config.js';
import { filesUnder, imageTypeOf } from '../kernel/files.js';

/** The fields of $DATA_DIR/demo-credentials.json, exactly as SANDBOX.md lists them. */
export interface DemoCredentials extends BusinessCredentials {
  base_url: string;
}

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';
/** The account that owns the demo business and its keys (the platform context's `account`). */
export const DEMO_OWNER = { name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' } as const;
const CATALOGUE = new URL('./demo-catalogue.json', import.meta.url);
/** The demo catalogue's images, served under /files (the file host); `{cdn_url}/demo/…` in the catalogue. */
export const DEMO_FILES_DIR = fileURLToPath(new URL('./demo-files', import.meta.url));

/** The demo catalogue document, with the `{cdn_url}` placeholder of its image URLs resolved. */
export async function demoCatalogue(cdnUrl: string): Promise<unknown> {
  const text = await readFile(CATALOGUE, 'utf8');
  return JSON.parse(text.replaceAll('{cdn_url}', cdnUrl.replace(/\/+$/, '')));
}

/**
 * The demo catalogue with its images as the business's own assets: each file of demo-files/ is uploaded through
 * the asset path (init → PUT → confirm, folder `demo/<kind>`), and each `{cdn_url}/demo/<path>` of the catalogue
 * becomes that asset's URL on the file host.
 */
async function demoCatalogueWithAssets(services: Services, businessId: string): Promise<unknown> {
  let text = await readFile(CATALOGUE, 'utf8');
  const tenant = { business_id: businessId, livemode: true };
  for (const rel of filesUnder(DEMO_FILES_DIR)) {
    const type = imageTypeOf(rel);
    if (!type) continue;
    const asset = await uploadAsset(services, tenant, {
      folder: dirname(rel),
      filename: basename(rel),
      contentType: type,
      bytes: await readFile(join(DEMO_FILES_DIR, rel)),
    });
    text = text.replaceAll(`{cdn_url}/${rel}`, publicUrl(asset, services.config.cdnUrl));
  }
  if (text.includes('{cdn_url}'))
    throw new Error(`demo-catalogue.json names an image that is not in ${DEMO_FILES_DIR}`);
  return JSON.parse(text);
}

export async function ensureDemoBusiness(services: Services): Promise<DemoCredentials | undefined> {
  const { db, config, clock, logger } = services;
  if (await businesses(db).findOne({}, { projection: { _id: 1 } })) return undefined;
  let credentials: BusinessCredentials;
  try {
    ({ credentials } = await createBusiness(
      { client: services.store.client, db, now: () => clock.now() },
      {
        name: 'Osu Corner Café',
        slug: 'osu-corner-cafe',
        currency: 'GHS',
        timezone: 'Africa/Accra',
        tax: { rate_bps: 1500, inclusive: false, label: 'VAT' },
        owner: DEMO_OWNER,
      },
      {
        catalogueFor: (business) => demoCatalogueWithAssets(services, business._id),
        // The counts in the message: one readable line on a terminal, the same text in JSON.
        onImported: (livemode, created) =>
          logger.info(
            `demo catalogue imported (${livemode ? 'live' : 'test'} mode): ${Object.entries(
              created as Record<string, number>,
            )
              .map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`)
              .join(', ')}`,
          ),
      },
    ));
  } catch (err) {
    // Another instance on the same database seeded first (the slug is unique): it owns the credentials.
    if (isDuplicateKeyError(err)) return undefined;
    throw err;
  }
  const demo: DemoCredentials = { ...credentials, base_url: config.baseUrl };
  await writeDemoCredentials(config.dataDir, demo);
  return demo;
}

async function writeDemoCredentials(dataDir: string, demo: DemoCredentials): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, DEMO_CREDENTIALS_FILE), JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
}

/**
 * On a start after the first: the demo business key gains any scope added since it was issued; the credentials file
 * is brought up to this start's base URL (PORT or BASE_URL may have changed since the seed), and so are the demo images, which the catalogue stores as absolute URLs under
 * the file host (`{cdn_url}/demo/…`). Answers undefined when the file is missing (a store seeded elsewhere).
 */
export async function refreshDemoCredentials(services: Services): Promise<DemoCredentials | undefined> {
  const { config, db } = services;
  const file = join(config.dataDir, DEMO_CREDENTIALS_FILE);
  const demo = await readFile(file, 'utf8')
    .then((t) => JSON.parse(t) as DemoCredentials)
    .catch(() => undefined);
  if (!demo) return demo;
  // The demo business keys hold every scope (SANDBOX.md), including scopes added since they were issued.
  for (const key of [demo.business_key, demo.test_business_key]) {
    if (key)
      await apiKeys(db).updateOne(
        { key_hash: hashSecret(key), kind: 'business' },
        { $addToSet: { scopes: { $each: [...ALL_SCOPES] } } },
      );
  }
  const upgraded = await upgradeOlderDemo(services, demo);
  if (upgraded.base_url === config.baseUrl) {
    if (upgraded !== demo) await writeDemoCredentials(config.dataDir, upgraded);
    return upgraded;
  }

  // Every image under the old default file host: the demo's assets (and, from a data directory seeded before they
  // were assets, the shipped files under /files/demo/).
  const before = `${demo.base_url}${FILES_PATH}/`;
  const after = `${config.cdnUrl.replace(/\/+$/, '')}/`;
  const moved = (url: string | null) => (url?.startsWith(before) ? after + url.slice(before.length) : url);
  for (const livemode of [false, true]) {
    const tenant = { business_id: demo.business_id, livemode };
    for (const p of await products(db, tenant)
      .find({ 'images.url': { $regex: `^${escapeRegex(before)}` } })
      .toArray()) {
      await products(db, tenant).updateOne(
        { _id: p._id },
        { $set: { images: p.images.map((i) => ({ ...i, url: moved(i.url)! })) } },
      );
    }
    for (const coll of [categories(db, tenant), productCollections(db, tenant), bundles(db, tenant)] as const) {
      for (const d of await coll
        .find({ image_url: { $regex: `^${escapeRegex(before)}` } }, { projection: { image_url: 1 } })
        .toArray()) {
        await coll.updateOne({ _id: d._id }, { $set: { image_url: moved(d.image_url) } });
      }
    }
  }
  const refreshed = { ...upgraded, base_url: config.baseUrl };
  await writeDemoCredentials(config.dataDir, refreshed);
  services.logger.info(
    { from: demo.base_url, to: config.baseUrl },
    'demo credentials and images moved to the new base URL',
  );
  return refreshed;
}

/**
 * A data directory seeded by an older build: its demo business gets the demo owner when it has none, and its
 * credentials a test-mode business key when they have none (written to the file by the caller). Answers `demo`
 * itself when nothing was missing.
 */
async function upgradeOlderDemo(services: Services, demo: DemoCredentials): Promise<DemoCredentials> {
  const { db, clock } = services;
  const business = await businesses(db).findOne(
    { _id: demo.business_id },
    { projection: { owner_account_id: 1, name: 1 } },
  );
  if (!business) return demo;
  if (!business.owner_account_id)
    await adoptBusiness(db, business._id, (await ownerAccountFor(db, DEMO_OWNER, clock.now()))._id);
  if (demo.test_business_key) return demo;
  const { key } = await issueApiKey(db, {
    kind: 'business',
    livemode: false,
    business_id: business._id,
    scopes: [...ALL_SCOPES],
    name: `Business key, test, all scopes (${business.name})`,
    now: clock.now(),
  });
  services.logger.info('demo credentials: a test-mode business key (test_business_key) added');
  return { ...demo, test_business_key: key };
}
