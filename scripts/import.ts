// Imports a catalogue document (the format of spec/platform/components/schemas/PlatformCatalogueImport.yaml) into a
// business, opening the store the way the server does: MONGODB_URI, else the embedded store under DATA_DIR.
//
//   npm run import -- catalogue.json [--business biz_…] [--live] [--dry-run] [--json]
//
// Without --business the store's only business is used. Test mode unless --live. While the server runs on the
// embedded store, the import goes through the server's store (scripts/lib/open-store.ts); POST
// /v1/businesses/{business_id}/catalogue/import does the same over HTTP. Exit codes: 0 imported, 1 invalid
// document, 2 usage or setup problem.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ImportValidationError, describeProblem, importCatalogue } from '../src/modules/catalogue-import/index.js';
import type { BusinessDoc } from '../src/modules/business/model.js';
import { fail, toolStore } from './lib/open-store.js';

const USAGE = 'usage: npm run import -- <file.json> [--business biz_…] [--live] [--dry-run] [--json]';

/** A setup problem found once the store is open: reported after the store is closed. */
class SetupError extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    business: { type: 'string' },
    live: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(USAGE);

let document: unknown;
try {
  document = JSON.parse(await readFile(positionals[0], 'utf8'));
} catch (err) {
  fail(`cannot read ${positionals[0]}: ${(err as Error).message}`);
}

const { store } = await toolStore();
let exitCode = 0;
try {
  const businesses = await store.db
    .collection<BusinessDoc>('businesses')
    .find({}, { projection: { _id: 1, name: 1 } })
    .toArray();
  let businessId = values.business;
  if (!businessId) {
    if (businesses.length === 0)
      throw new SetupError('the store has no business yet: start the server once (it seeds the demo business)');
    if (businesses.length > 1) {
      throw new SetupError(
        `several businesses; pick one with --business:\n${businesses.map((b) => `  ${b._id}  ${b.name}`).join('\n')}`,
      );
    }
    businessId = businesses[0]._id;
  } else if (!businesses.some((b) => b._id === businessId)) {
    throw new SetupError(`no business ${businessId} in this store`);
  }

  const livemode = values.live === true;
  const result = await importCatalogue(
    { client: store.client, db: store.db, now: () => new Date() },
    { business_id: businessId, livemode },
    document,
    { dryRun: values['dry-run'] },
  );
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else {
    const kinds = Object.keys(result.created) as (keyof typeof result.created)[];
    console.log(
      `${result.dry_run ? 'Dry run (nothing written): would import' : 'Imported'} into ${businessId} (${livemode ? 'live' : 'test'} mode)`,
    );
    for (const k of kinds) {
      if (result.created[k] || result.updated[k])
        console.log(
          `  ${k.padEnd(17)} ${String(result.created[k]).padStart(5)} created  ${String(result.updated[k]).padStart(5)} updated`,
        );
    }
    console.log(`${Object.keys(result.ids).length} ids; --json prints them`);
  }
} catch (err) {
  if (err instanceof SetupError) {
    console.error(err.message);
    exitCode = 2;
  } else if (err instanceof ImportValidationError) {
    console.error(`${positionals[0]} is not a valid catalogue document (nothing was written):`);
    for (const p of err.problems) console.error(`  ${describeProblem(p)}`);
    exitCode = 1;
  } else throw err;
} finally {
  await store.close();
}
process.exit(exitCode);
