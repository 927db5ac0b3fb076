// A sandbox business for the official UCP conformance suite, from its "flower shop" CSV files (src/seed/ucp-shop.ts
// says how each table is seeded and what the catalogue import cannot say as the tables do):
//
//   npm run ucp:flower-shop -- <dir with products.csv, inventory.csv, …> [--business biz_…] [--name NAME]
//                                [--secret SECRET] [--json]
//
// Without --business it creates the business (USD, no tax, slug ucp-flower-shop) or, when one with that slug exists,
// refreshes it: the import is an upsert, so stock is set back to the files' counts and nothing is duplicated. It
// prints the suite's --server_url (the business's test-mode UCP endpoint) and --simulation_secret. The files are
// read from where they are (the suite stays outside this repository). Works beside a running server (through its
// store) or alone. Exit codes: 0 done, 1 a file the import refuses, 2 usage or setup problem.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBusiness } from '../src/flows/create-business.js';
import { businesses, simulationSecretViolation } from '../src/modules/business/index.js';
import { describeProblem, ImportValidationError } from '../src/modules/catalogue-import/index.js';
import { type ShopTables, seedUcpShop, ucpShopSeed } from '../src/seed/ucp-shop.js';
import { fail, toolStore } from './lib/open-store.js';

const USAGE = 'usage: npm run ucp:flower-shop -- <csv-dir> [--business biz_…] [--name N] [--secret S] [--json]';
const SLUG = 'ucp-flower-shop';
const TABLES = [
  'products',
  'inventory',
  'discounts',
  'shipping_rates',
  'promotions',
  'customers',
  'addresses',
  'payment_instruments',
] as const;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      business: { type: 'string' },
      name: { type: 'string', default: 'Flower Shop (UCP conformance)' },
      secret: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(USAGE);
const secretProblem = values.secret && simulationSecretViolation('--secret', values.secret);
if (secretProblem) fail(secretProblem);

/** CSV text as rows keyed by the header (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), records.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell !== '' || row.length) row.push(cell), records.push(row);
  const [header = [], ...rest] = records.filter((r) => r.some((c) => c.trim() !== ''));
  return rest.map((r) => Object.fromEntries(header.map((h, k) => [h.trim(), (r[k] ?? '').trim()])));
}

async function readTables(dir: string): Promise<{ tables: ShopTables; currency: string }> {
  const tables: Partial<Record<(typeof TABLES)[number], Record<string, string>[]>> = {};
  for (const name of TABLES) {
    const text = await readFile(join(dir, `${name}.csv`), 'utf8').catch(() => null);
    if (text !== null) tables[name] = parseCsv(text);
  }
  if (!tables.products?.length) fail(`${join(dir, 'products.csv')}: missing or empty`);
  const input = await readFile(join(dir, 'conformance_input.json'), 'utf8')
    .then((t) => JSON.parse(t) as { currency?: string })
    .catch(() => ({ currency: undefined }));
  return { tables: tables as ShopTables, currency: input.currency ?? 'USD' };
}

const { tables, currency } = await readTables(positionals[0]);
const { config, store } = await toolStore();
let exitCode = 0;
try {
  const deps = { client: store.client, db: store.db, now: () => new Date() };
  const existing = values.business
    ? await businesses(store.db).findOne({ _id: values.business })
    : await businesses(store.db).findOne({ slug: SLUG });
  if (values.business && !existing) fail(`no business ${values.business} in this store`);
  const business =
    existing ??
    (
      await createBusiness(deps, {
        name: values.name,
        slug: SLUG,
        currency,
        tax: { rate_bps: 0, inclusive: false, label: 'Tax' },
        owner: { name: `${values.name} owner`, email: null },
      })
    ).business;
  const seed = ucpShopSeed(tables, business.currency);
  const { secret } = await seedUcpShop(deps, business._id, seed, {
    secret: values.secret,
    production: config.production,
  });
  const serverUrl = `${config.apiUrl.replace(/\/+$/, '')}/ucp/test/${business._id}`;
  const out = { business_id: business._id, created: !existing, server_url: serverUrl, simulation_secret: secret };
  if (values.json) console.log(JSON.stringify(out, null, 2));
  else
    console.log(
      [
        `${existing ? 'Refreshed' : 'Created'} ${business.name} (${business._id}), test mode, UCP 2026-01-11:`,
        `  ${tables.products.length} products, ${seed.addresses.length} saved addresses`,
        `  --server_url=${serverUrl}`,
        `  --simulation_secret=${secret}`,
      ].join('\n'),
    );
} catch (err) {
  if (!(err instanceof ImportValidationError)) throw err;
  console.error('the files give a catalogue the import refuses (nothing was written):');
  for (const p of err.problems) console.error(`  ${describeProblem(p)}`);
  exitCode = 1;
} finally {
  await store.close();
}
process.exit(exitCode);
