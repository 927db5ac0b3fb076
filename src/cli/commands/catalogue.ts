// catalogue import FILE: a catalogue document (spec: PlatformCatalogueImport) into the business, all or nothing,
// with its progress on stderr: the file read and checked as JSON here (a syntax error named with its reason, and by
// line and column where Node gives its position),
// then the server's validation and import; the counts of what was created and updated at the end.
import type { Command } from 'commander';
import { importCatalogue, type PlatformCatalogueImport } from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import { CliError } from '../errors.js';
import { readJsonFile } from '../files.js';
import type { Cli, CommandContext } from '../context.js';
import { shellWord } from '../prompts.js';
import { table } from '../output.js';

export function registerCatalogue(program: Command, x: CommandContext): void {
  const catalogue = program
    .command('catalogue')
    .description("The business's catalogue")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify catalogue import catalogue.json --dry-run\n  $ cimplify catalogue import catalogue.json',
    );
  registerCatalogueImport(catalogue, x);
}

/** catalogue import's flags. */
interface ImportFlags {
  live?: boolean;
  dryRun?: boolean;
}

function registerCatalogueImport(catalogue: Command, x: CommandContext): void {
  catalogue
    .command('import')
    .description(
      'Import a catalogue document (JSON): products, variants, prices, stock, services, ... (all or nothing)',
    )
    .argument('<file>', 'the catalogue JSON file')
    .option('--live', 'write live data (default: test mode)')
    .option('--dry-run', 'validate and count, write nothing')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify catalogue import catalogue.json --dry-run\n  $ cimplify catalogue import catalogue.json --live --json | jq .data.created',
    )
    .action((file: string, opts: ImportFlags, cmd: Command) => runCatalogueImport(x.cliOf(cmd), file, opts));
}

/** The document in `file`, and its size: a file missing or not JSON is refused here, before any request. */
async function readDocument(file: string): Promise<{ document: PlatformCatalogueImport; size: number }> {
  const { text, value } = await readJsonFile(file);
  return { document: value as PlatformCatalogueImport, size: Buffer.byteLength(text) };
}

async function runCatalogueImport(cli: Cli, file: string, opts: ImportFlags): Promise<void> {
  // The file is read and checked before anything else: a typo in its name or its JSON needs no network.
  const { document, size } = await readDocument(file);
  const { client, businessId, creds } = await cli.api();
  const products = Array.isArray((document as { products?: unknown[] }).products)
    ? (document as { products: unknown[] }).products.length
    : 0;
  const doing = `${opts.dryRun ? 'Validating' : 'Importing'} ${products} products (${Math.ceil(size / 1024)} kB, ${opts.live ? 'live' : 'test'} mode)`;
  // A spinner on a terminal (started only now: its timer would keep the process alive past an earlier failure).
  const progress = cli.out.interactive
    ? (await import('@clack/prompts')).spinner({ output: cli.out.stderrStream })
    : undefined;
  if (progress) progress.start(doing);
  else cli.out.info(doing);
  let result;
  try {
    result = (
      await call(
        creds.apiUrl,
        importCatalogue({
          client,
          path: { business_id: businessId },
          query: { mode: opts.live ? 'live' : 'test', ...(opts.dryRun ? { dry_run: true } : {}) },
          body: document,
        }),
      )
    ).data;
  } catch (err) {
    progress?.error('Import refused');
    // The API names the first problem by its JSON pointer into the document: said of the file it came from.
    if (err instanceof CliError && err.code === 'INVALID_INPUT')
      throw new CliError(
        'INVALID_INPUT',
        `${file}: ${err.message}`,
        `cimplify catalogue import ${shellWord(file)} --dry-run`,
      );
    throw err;
  }
  progress?.stop(opts.dryRun ? 'Valid: nothing written (dry run)' : 'Imported');
  cli.out.result(result, (r, c) => {
    const kinds = Object.keys(r.created) as (keyof typeof r.created)[];
    const rows = kinds
      .filter((k) => r.created[k] || r.updated[k])
      .map((k) => [k.replace(/_/g, ' '), r.created[k], r.updated[k]]);
    return `${table(['', 'created', 'updated'], rows, c)}${r.dry_run ? `\n${c.dim('Dry run: nothing was written')}` : ''}`;
  });
}
