// `cimplify`: the platform from a terminal and from scripts. A client of the platform API (through the generated
// SDK), built on commander: global flags, one module per command group under commands/, every failure one CliError
// with its exit code (errors.ts, exit-codes.ts) and, with --json, one envelope on stdout (output.ts).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { registerAuth } from './commands/auth.js';
import { registerCatalogue } from './commands/catalogue.js';
import { registerClocks } from './commands/clocks.js';
import { registerDeploy } from './commands/deploy.js';
import { registerDomains } from './commands/domains.js';
import { registerEnv } from './commands/env.js';
import { registerKeys } from './commands/keys.js';
import { registerOrders } from './commands/orders.js';
import { registerProjects } from './commands/projects.js';
import { registerRepo } from './commands/repo.js';
import { registerTestHelpers } from './commands/test-helpers.js';
import { registerUcp } from './commands/ucp.js';
import { registerUcpSettings } from './commands/ucp-settings.js';
import { registerWebhooks } from './commands/webhooks.js';
import { createCli, type Cli, type CommandContext, type GlobalFlags } from './context.js';
import { CliError } from './errors.js';
import { addSecret, Output, redact } from './output.js';

const here = dirname(fileURLToPath(import.meta.url));
const VERSION = (JSON.parse(readFileSync(join(here, '..', '..', 'package.json'), 'utf8')) as { version: string })
  .version;

const truthy = (v: string | undefined) => v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';

/** The command groups, in the order `cimplify --help` lists them. */
const COMMAND_GROUPS = [
  registerAuth,
  registerProjects,
  registerRepo,
  registerDeploy,
  registerEnv,
  registerDomains,
  registerKeys,
  registerCatalogue,
  registerOrders,
  registerWebhooks,
  registerClocks,
  registerTestHelpers,
  registerUcp,
  // After registerUcp: it adds `settings` to the `ucp` group (or makes the group when there is none).
  registerUcpSettings,
];

/** Runs one command line (without `node` and the script); resolves to the process exit code. */
export async function run(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Promise<number> {
  // JSON mode is known before parsing, so that even a command line commander refuses is answered with an envelope.
  const json = argv.includes('--json') || truthy(env.CIMPLIFY_JSON);
  const out = new Output({ json, env });
  // In JSON mode what commander would print on stdout (help, the version) becomes the envelope's data.
  const captured: string[] = [];
  const program = createProgram(json, captured);
  const context: CommandContext = { cliOf: cliOnce(out, json, env, cwd), argv };
  for (const register of COMMAND_GROUPS) register(program, context);
  for (const cmd of program.commands) inherit(cmd, json, captured);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return commanderEnd(err, { out, json, captured, program, argv });
    const failure =
      err instanceof CliError
        ? err
        : new CliError('INTERNAL', `Unexpected failure: ${redact(err instanceof Error ? err.message : String(err))}`);
    out.fail(failure);
    return failure.exitCode;
  }
}

/** The program with its global flags and help; the command groups are added to it. */
function createProgram(json: boolean, captured: string[]): Command {
  return new Command('cimplify')
    .description(
      'The Storefront platform from a terminal: projects, deployments, env, domains, keys, orders, webhooks.',
    )
    .version(VERSION, '-v, --version')
    .addOption(
      new Option('--json', 'print one JSON envelope on stdout: { ok, data } or { ok, error } (env CIMPLIFY_JSON=1)'),
    )
    .addOption(new Option('-y, --yes', 'answer yes to every confirmation, deletes included (env CIMPLIFY_YES=1)'))
    .addOption(new Option('--profile <name>', 'the saved profile to use (env CIMPLIFY_PROFILE)'))
    .addOption(new Option('--api-key <key>', "an API key for this run, over the profile's (env CIMPLIFY_API_KEY)"))
    .addOption(
      new Option('--api-url <url>', 'the platform API root (env CIMPLIFY_API_URL; default http://127.0.0.1:8080)'),
    )
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput(outputFor(json, captured))
    .addHelpText(
      'after',
      `
First steps:
  $ cimplify login                      save an API key (asked for, masked)
  $ cimplify projects create "My shop"  make a project
  $ cimplify link                       link this directory to it
  $ cimplify deploy                     push this git repository's HEAD and deploy it
  $ cimplify webhooks listen --forward-to http://localhost:3000/webhooks

Exit codes: 0 ok, 1 other failure, 3 aborted, 4 not linked, 7 interactive required,
8 domain not verified, 9 not found, 10 network error, 20 not logged in, 21 auth failed, 30 invalid input.`,
    );
}

/** The run's Cli, made once, on first use, from the global flags of the command that runs. */
function cliOnce(out: Output, json: boolean, env: NodeJS.ProcessEnv, cwd: string): (cmd: Command) => Cli {
  let cli: Cli | undefined;
  return (cmd) => {
    if (cli) return cli;
    const o = cmd.optsWithGlobals() as {
      json?: boolean;
      yes?: boolean;
      profile?: string;
      apiKey?: string;
      apiUrl?: string;
    };
    const flags: GlobalFlags = {
      json,
      yes: Boolean(o.yes) || truthy(env.CIMPLIFY_YES),
      profile: o.profile,
      apiKey: o.apiKey,
      apiUrl: o.apiUrl,
    };
    // A key given to this run is a secret from the start, whatever the command does first.
    addSecret(flags.apiKey);
    addSecret(env.CIMPLIFY_API_KEY);
    cli = createCli(out, flags, env, cwd);
    return cli;
  };
}

/** A command line being parsed: where its answer goes, and what it answers with. */
interface Parsing {
  out: Output;
  json: boolean;
  /** What commander printed for stdout, in JSON mode. */
  captured: string[];
  program: Command;
  argv: string[];
}

/** What the run is answered with when commander ends it: help or the version (exit 0), else a refused command line. */
function commanderEnd(err: CommanderError, { out, json, captured, program, argv }: Parsing): number {
  if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') {
    if (json) out.result(err.code === 'commander.version' ? { version: VERSION } : { help: captured.join('') });
    return 0;
  }
  if (err.code === 'commander.help') {
    // No command given: the help went to stderr; say what is missing.
    const failure = new CliError('INVALID_INPUT', 'No command given', 'cimplify --help');
    out.fail(failure);
    return failure.exitCode;
  }
  if (err.code === 'commander.executeSubCommandAsync') return err.exitCode;
  // "error: unknown option '--jsn'\n(Did you mean --json?)" → one sentence, the suggestion kept.
  const message = err.message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const failure = new CliError(
    'INVALID_INPUT',
    message.charAt(0).toUpperCase() + message.slice(1),
    helpFor(program, argv),
  );
  out.fail(failure);
  return failure.exitCode;
}

/**
 * Where commander writes: help and the version on stdout (captured instead in JSON mode, for the envelope), usage
 * on stderr; its own error lines never, since the CLI reports every refusal itself (below), in the envelope when
 * --json.
 */
function outputFor(json: boolean, captured: string[]) {
  return {
    writeOut: (s: string) => (json ? captured.push(s) : process.stdout.write(s)),
    writeErr: (s: string) => process.stderr.write(s),
    outputError: () => undefined,
  };
}

/** Subcommands take the same error handling and output as the program. */
function inherit(cmd: Command, json: boolean, captured: string[]): void {
  cmd.showSuggestionAfterError(true).exitOverride().configureOutput(outputFor(json, captured));
  for (const sub of cmd.commands) inherit(sub, json, captured);
}

/** `cimplify <the known commands typed> --help`: where to read what a refused command line can be. */
function helpFor(program: Command, argv: string[]): string {
  const words: string[] = [];
  let cmd = program;
  for (const a of argv) {
    const sub = cmd.commands.find((c) => c.name() === a || c.aliases().includes(a));
    if (!sub) break;
    words.push(sub.name());
    cmd = sub;
  }
  return ['cimplify', ...words, '--help'].join(' ');
}
