// A new business with everything a developer needs to call it: the business document (owned by the account that
// creates it, when given), its test and live publishable and secret keys, a live and a test business key holding
// every scope, and optionally a catalogue imported into both modes. The demo seed (src/seed/demo.ts), `npm run
// business -- create` and the tests' second businesses all come through here, so a second business is made exactly
// like the first.
import type { Db, MongoClient } from 'mongodb';
import { newId } from '../kernel/ids.js';
import { issueApiKey } from '../modules/keys/index.js';
import {
  ALL_SCOPES,
  type BusinessDoc,
  type OwnerAccountDoc,
  type TaxSettings,
  businesses,
  ownerAccountFor,
  type NewOwner,
} from '../modules/business/index.js';
import { importCatalogue } from '../modules/catalogue-import/index.js';
import { isDuplicateKeyError, newRevision } from '../store/index.js';
import { escapeRegex } from '../kernel/format.js';

export interface NewBusiness {
  name: string;
  /** Unique; derived from the name (with a random suffix when taken) unless given. */
  slug?: string;
  currency?: string;
  timezone?: string;
  tax?: TaxSettings;
  /** The account creating it (found by email, else made): it owns the business and its business keys. */
  owner?: NewOwner;
}

/** The keys of a new business; the shape of $DATA_DIR/demo-credentials.json (SANDBOX.md) without base_url. */
export interface BusinessCredentials {
  business_id: string;
  publishable_key: string;
  secret_key: string;
  live_publishable_key: string;
  live_secret_key: string;
  /** `dk_live_`: the platform API on live data (`mode=test` for the sandbox's). */
  business_key: string;
  /** `dk_test_`: the platform API on the sandbox, the data of the `_test_` keys above. */
  test_business_key: string;
}

export interface CreateBusinessDeps {
  client: MongoClient;
  db: Db;
  now: () => Date;
}

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'business';

/**
 * Creates the business, then its catalogue (when given, into test and live mode), then its keys last: a crash
 * half-way leaves no usable keys pointing at a half-made business. Throws the store's duplicate-key error when an
 * explicit slug is taken (the demo seed relies on that to notice another instance seeded first).
 */
export async function createBusiness(
  deps: CreateBusinessDeps,
  input: NewBusiness,
  /** `catalogueFor` makes the import document once the business exists (the demo uploads its images first). */
  opts: {
    catalogue?: unknown;
    catalogueFor?: (business: BusinessDoc) => Promise<unknown>;
    onImported?: (livemode: boolean, created: unknown) => void;
  } = {},
): Promise<{ business: BusinessDoc; credentials: BusinessCredentials; owner: OwnerAccountDoc | null }> {
  const now = deps.now();
  const owner = input.owner ? await ownerAccountFor(deps.db, input.owner, now) : null;
  const business: BusinessDoc = {
    _id: newId('business'),
    name: input.name,
    slug: input.slug ?? (await freeSlug(deps.db, slugOf(input.name))),
    currency: input.currency ?? 'GHS',
    timezone: input.timezone ?? 'Africa/Accra',
    tax: input.tax ?? { rate_bps: 1500, inclusive: false, label: 'VAT' },
    allowed_origins: [],
    catalogue_rev: newRevision(),
    owner_account_id: owner?._id ?? null,
    created_at: now,
    updated_at: now,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await businesses(deps.db).insertOne(business);
      break;
    } catch (err) {
      // A derived slug another creator took between our look and our insert: take the next one.
      if (input.slug !== undefined || attempt >= 5 || !isDuplicateKeyError(err)) throw err;
      business.slug = await freeSlug(deps.db, slugOf(input.name));
    }
  }

  const catalogue = opts.catalogueFor ? await opts.catalogueFor(business) : opts.catalogue;
  if (catalogue !== undefined) {
    for (const livemode of [false, true]) {
      const result = await importCatalogue(deps, { business_id: business._id, livemode }, structuredClone(catalogue));
      opts.onImported?.(livemode, result.created);
    }
  }

  const issue = (kind: 'publishable' | 'secret' | 'business', livemode: boolean, name: string) =>
    issueApiKey(deps.db, {
      kind,
      livemode,
      business_id: business._id,
      scopes: kind === 'business' ? [...ALL_SCOPES] : [],
      name: `${name} (${business.name})`,
      owner_account_id: owner?._id ?? null,
      now,
    }).then((k) => k.key);
  const credentials: BusinessCredentials = {
    business_id: business._id,
    publishable_key: await issue('publishable', false, 'Publishable key, test'),
    secret_key: await issue('secret', false, 'Secret key, test'),
    live_publishable_key: await issue('publishable', true, 'Publishable key, live'),
    live_secret_key: await issue('secret', true, 'Secret key, live'),
    business_key: await issue('business', true, 'Business key, all scopes'),
    test_business_key: await issue('business', false, 'Business key, test, all scopes'),
  };
  return { business, credentials, owner };
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await businesses(db)
        .find({ slug: { $regex: `^${escapeRegex(base)}(-\\d+)?$` } }, { projection: { slug: 1 } })
        .toArray()
    ).map((b) => b.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
