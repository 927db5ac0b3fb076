// Businesses without touching the store by hand:
//
//   npm run business -- create --name "Second Shop" [--currency GHS] [--timezone Africa/Accra]
//                               [--tax-rate 15] [--tax-inclusive] [--demo-catalogue]
//                               [--owner-name NAME] [--owner-email EMAIL] [--json]
//   npm run business -- list [--json]
//
// `create` makes a business owned by the account of --owner-email (found, or made with --owner-name; without
// --owner-email a new account named --owner-name, "<business name> owner" by default), with its test and live
// publishable and secret keys and a test and a live business key holding every scope, prints them (the raw keys are shown this once; only their hashes are stored), and with --demo-catalogue
// imports the demo catalogue into both modes. It works beside a running server (through its store) or alone.
// Exit codes: 0 done, 2 usage or setup problem.
import { parseArgs } from 'node:util';
import { createBusiness } from '../src/flows/create-business.js';
import { businesses } from '../src/modules/business/store.js';
import { demoCatalogue } from '../src/seed/demo.js';
import { fail, toolStore } from './lib/open-store.js';
import { isKnownTimeZone } from '../src/modules/catalogue-import/references.js';

const USAGE = `usage:
  npm run business -- create --name NAME [--currency GHS] [--timezone Africa/Accra] [--tax-rate 15] [--tax-inclusive]
                              [--demo-catalogue] [--owner-name NAME] [--owner-email EMAIL] [--json]
  npm run business -- list [--json]`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      currency: { type: 'string', default: 'GHS' },
      timezone: { type: 'string', default: 'Africa/Accra' },
      'tax-rate': { type: 'string', default: '15' },
      'tax-inclusive': { type: 'boolean', default: false },
      'demo-catalogue': { type: 'boolean', default: false },
      'owner-name': { type: 'string' },
      'owner-email': { type: 'string' },
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
const command = positionals[0];
if (positionals.length !== 1 || (command !== 'create' && command !== 'list')) fail(USAGE);

// Every problem with the flags at once, before the store is opened.
const problems: string[] = [];
const name = values.name?.trim();
if (command === 'create' && !name) problems.push('--name is required');
if (name && name.length > 120) problems.push('--name must be at most 120 characters');
const currency = values.currency.toUpperCase();
if (!/^[A-Z]{3}$/.test(currency))
  problems.push(`--currency must be an ISO 4217 code such as GHS (got ${values.currency})`);
if (!isKnownTimeZone(values.timezone))
  problems.push(`--timezone must be an IANA time zone such as Africa/Accra (got ${values.timezone})`);
const rate = Number(values['tax-rate']);
if (!/^\d{1,3}(\.\d{1,2})?$/.test(values['tax-rate']) || rate > 100)
  problems.push(`--tax-rate must be a percentage from 0 to 100 with at most two decimals (got ${values['tax-rate']})`);
const ownerName = values['owner-name']?.trim() || (name ? `${name} owner` : '');
if (ownerName.length > 200) problems.push('--owner-name must be at most 200 characters');
const ownerEmail = values['owner-email']?.trim();
// The shape only (something@domain.tld): nothing is sent to it.
if (ownerEmail !== undefined && (ownerEmail.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail)))
  problems.push(`--owner-email must be an email address (got ${ownerEmail})`);
if (problems.length) fail(`${problems.join('\n')}\n${USAGE}`);

const { config, store } = await toolStore();
try {
  if (command === 'list') {
    const all = await businesses(store.db)
      .find({}, { projection: { _id: 1, name: 1, slug: 1, currency: 1 }, sort: { created_at: 1 } })
      .toArray();
    if (values.json)
      console.log(
        JSON.stringify(
          all.map((b) => ({ business_id: b._id, name: b.name, slug: b.slug, currency: b.currency })),
          null,
          2,
        ),
      );
    else for (const b of all) console.log(`${b._id}  ${b.name}  (${b.slug}, ${b.currency})`);
  } else {
    const { business, credentials, owner } = await createBusiness(
      { client: store.client, db: store.db, now: () => new Date() },
      {
        name: name!,
        currency,
        timezone: values.timezone,
        tax: { rate_bps: Math.round(rate * 100), inclusive: values['tax-inclusive'], label: 'VAT' },
        owner: { name: ownerName, email: ownerEmail ?? null },
      },
      values['demo-catalogue'] ? { catalogue: await demoCatalogue(config.cdnUrl) } : {},
    );
    const account = owner && { id: owner._id, name: owner.name, email: owner.email };
    const out = { ...credentials, name: business.name, slug: business.slug, account, base_url: config.baseUrl };
    if (values.json) console.log(JSON.stringify(out, null, 2));
    else {
      console.log(
        [
          `Created ${business.name} (${business._id}, ${business.currency}, ${business.timezone})`,
          `  owner               ${owner!.name}${owner!.email ? ` <${owner!.email}>` : ''} (${owner!._id})`,
          `  publishable (test)  ${credentials.publishable_key}`,
          `  secret (test)       ${credentials.secret_key}`,
          `  publishable (live)  ${credentials.live_publishable_key}`,
          `  secret (live)       ${credentials.live_secret_key}`,
          `  business key (test) ${credentials.test_business_key}`,
          `  business key (live) ${credentials.business_key}`,
          'The keys are shown only now; store them somewhere safe.',
        ].join('\n'),
      );
    }
  }
} finally {
  await store.close();
}
