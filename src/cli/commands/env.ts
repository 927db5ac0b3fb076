// env list|set|rm. A value is never an argument (it would sit in the shell's history and the process list): it
// comes from stdin when piped, else from a masked prompt, and it is never printed (list shows values masked unless
// --reveal, which a person asks for on purpose).
import type { Command } from 'commander';
import { listEnvVars, removeEnvVar, setEnvVar, type PlatformEnvScope } from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import { CliError } from '../errors.js';
import { projectOf } from '../link.js';
import { envScope } from '../options.js';
import type { Cli, CommandContext } from '../context.js';
import { addSecret, table } from '../output.js';
import { askSecret, commandLine, confirmOrAbort, readPipedStdin } from '../prompts.js';

const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;

const scopeOption = envScope('omit it for both');
/** The request's fields as the command line names them. */
const ENV_WORDS = {
  'path.env_key': '<key>',
  'path.project_id': '--project',
  'body.value': 'the value',
  'body.env_scope': '--scope',
  'query.env_scope': '--scope',
};

/** The scopes `key` is set in, production first, from a listing of the project's variables. */
async function scopesOf(
  apiUrl: string,
  listing: ReturnType<typeof listEnvVars>,
  key: string,
): Promise<PlatformEnvScope[]> {
  const held = (await call(apiUrl, listing, ENV_WORDS)).data.env_vars;
  return (['production', 'preview'] as const).filter((s) => held.some((v) => v.key === key && v.env_scope === s));
}

const checkKey = (key: string) => {
  if (!ENV_KEY.test(key))
    throw new CliError(
      'INVALID_INPUT',
      `"${key}" is not a variable name: a letter or "_", then letters, digits or "_"`,
    );
  return key;
};

export function registerEnv(program: Command, x: CommandContext): void {
  const env = program
    .command('env')
    .description("A project's environment variables (encrypted at rest, given to builds)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify env list\n  $ printf %s "$TOKEN" | cimplify env set PAYMENT_TOKEN --sensitive\n  $ cimplify env rm API_URL --scope preview',
    );
  registerEnvList(env, x);
  registerEnvSet(env, x);
  registerEnvRm(env, x);
}

/** env list's flags. */
interface ListFlags {
  project?: string;
  scope?: PlatformEnvScope;
  reveal?: boolean;
}

function registerEnvList(env: Command, x: CommandContext): void {
  env
    .command('list')
    .description('List the variables; values masked unless --reveal')
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--scope <scope>', 'production or preview (default: both)', scopeOption)
    .option('--reveal', 'show the values (sensitive ones stay masked)')
    .addHelpText('after', '\nExamples:\n  $ cimplify env list\n  $ cimplify env list --scope production --json')
    .action((opts: ListFlags, cmd: Command) => runEnvList(x.cliOf(cmd), opts));
}

async function runEnvList(cli: Cli, opts: ListFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const list = (
    await call(
      creds.apiUrl,
      listEnvVars({
        client,
        path: { business_id: businessId, project_id: projectId },
        query: { ...(opts.scope ? { env_scope: opts.scope } : {}), ...(opts.reveal ? { reveal: true } : {}) },
      }),
      ENV_WORDS,
    )
  ).data;
  cli.out.result(list, (d, c) =>
    d.env_vars.length
      ? table(
          ['key', 'scope', 'value', 'updated'],
          d.env_vars.map((v) => [
            v.key,
            v.env_scope,
            v.masked || v.value === null ? c.dim('••••••') : v.value,
            v.updated_at,
          ]),
          c,
        )
      : 'No variables yet: cimplify env set KEY',
  );
}

/** env set's flags. */
interface SetFlags {
  project?: string;
  scope?: PlatformEnvScope;
  sensitive?: boolean;
}

function registerEnvSet(env: Command, x: CommandContext): void {
  env
    .command('set')
    .description('Set a variable; the value from stdin when piped, else asked for (masked), never as an argument')
    .argument('<key>', "the variable's name")
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--scope <scope>', 'production or preview (default: both)', scopeOption)
    .option('--sensitive', 'never show the value again, not even with --reveal')
    .addHelpText(
      'after',
      '\nA piped value loses one trailing newline; an empty stdin is no value (echo "" | … sets an empty one).\n\nExamples:\n  $ cimplify env set API_URL\n  $ printf %s "$TOKEN" | cimplify env set PAYMENT_TOKEN --sensitive --json\n  $ cimplify env set FEATURE_FLAG --scope preview < flag.txt',
    )
    .action((key: string, opts: SetFlags, cmd: Command) => runEnvSet(x.cliOf(cmd), key, opts, x.argv));
}

async function runEnvSet(cli: Cli, key: string, opts: SetFlags, argv: string[]): Promise<void> {
  checkKey(key);
  const projectId = await projectOf(cli, opts.project);
  // A piped value keeps everything but one trailing newline (what `echo` adds). Nothing at all on stdin (a script
  // that forgot the pipe, stdin from /dev/null) is no value, not an empty one: `echo | …` sets "".
  const piped = await readPipedStdin();
  const value = piped
    ? piped.replace(/\r?\n$/, '')
    : await askSecret(cli, `Value of ${key}`, `printf %s "<value>" | ${commandLine(argv)}`);
  addSecret(value);
  const { client, businessId, creds } = await cli.api();
  const body = {
    value,
    ...(opts.scope ? { env_scope: opts.scope } : {}),
    ...(opts.sensitive ? { sensitive: true } : {}),
  };
  const after = (
    await call(
      creds.apiUrl,
      setEnvVar({ client, path: { business_id: businessId, project_id: projectId, env_key: key }, body }),
      ENV_WORDS,
    )
  ).data;
  // What was set, without its value: the answer masks it, and this says so whatever the answer held.
  const set = after.env_vars.filter((v) => v.key === key).map((v) => ({ ...v, value: null, masked: true }));
  cli.out.result(
    { key, env_vars: set },
    (d, c) => `${c.green('Set')} ${d.key} for ${d.env_vars.map((v) => v.env_scope).join(' and ')}`,
  );
}

/** env rm's flags. */
interface RmFlags {
  project?: string;
  scope?: PlatformEnvScope;
}

function registerEnvRm(env: Command, x: CommandContext): void {
  env
    .command('rm')
    .description('Remove a variable (asks first; --yes to skip)')
    .argument('<key>', "the variable's name")
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--scope <scope>', 'production or preview (default: both)', scopeOption)
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify env rm API_URL\n  $ cimplify env rm API_URL --scope preview --yes --json',
    )
    .action((key: string, opts: RmFlags, cmd: Command) => runEnvRm(x.cliOf(cmd), key, opts, x.argv));
}

async function runEnvRm(cli: Cli, key: string, opts: RmFlags, argv: string[]): Promise<void> {
  checkKey(key);
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const path = { business_id: businessId, project_id: projectId };
  let removed: { key: string; removed_scopes: PlatformEnvScope[] } = { key, removed_scopes: [] };
  // The question names the scopes the variable is in, not every one it could be in; a variable in none needs no
  // question (and with --yes there is none to ask: no read first, so a key with env:write alone will do).
  const scopes = cli.flags.yes
    ? undefined
    : await scopesOf(
        creds.apiUrl,
        listEnvVars({ client, path, query: opts.scope ? { env_scope: opts.scope } : {} }),
        key,
      );
  if (scopes === undefined || scopes.length) {
    if (scopes) await confirmOrAbort(cli, `Remove ${key} from ${scopes.join(' and ')}?`, argv);
    removed = (
      await call(
        creds.apiUrl,
        removeEnvVar({
          client,
          path: { ...path, env_key: key },
          query: opts.scope ? { env_scope: opts.scope } : {},
        }),
        ENV_WORDS,
      )
    ).data;
  }
  cli.out.result(removed, (d, c) =>
    d.removed_scopes.length
      ? `${c.green('Removed')} ${d.key} from ${d.removed_scopes.join(' and ')}`
      : `${d.key} was not set${opts.scope ? ` in ${opts.scope}` : ''}`,
  );
}
