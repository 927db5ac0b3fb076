// keys create|list|revoke. `create` is the one command that prints a secret: the new key, once (the API keeps
// only its hash); it says so. `revoke` asks first.
import type { Command } from 'commander';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type PlatformApiKeyScope,
} from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import { CliError } from '../errors.js';
import type { Cli, CommandContext } from '../context.js';
import { table, type Colors } from '../output.js';
import { confirmOrAbort } from '../prompts.js';

const collect = (v: string, all: string[] = []) => [
  ...all,
  ...v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
];

/** A key with every scope would make the table several screens wide: the first few, then how many more (--json has them all). */
const SCOPES_SHOWN = 3;
const scopesCell = (scopes: string[], c: Colors) =>
  scopes.length > SCOPES_SHOWN
    ? `${scopes.slice(0, SCOPES_SHOWN).join(' ')} ${c.dim(`+${scopes.length - SCOPES_SHOWN} more`)}`
    : scopes.join(' ');

export function registerKeys(program: Command, x: CommandContext): void {
  const keys = program
    .command('keys')
    .description("The business's API keys")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify keys list\n  $ cimplify keys create --name ci --scope projects:read,repos:write,deploys:write\n  $ cimplify keys revoke key_9d2…',
    );
  registerKeysCreate(keys, x);
  registerKeysList(keys, x);
  registerKeysRevoke(keys, x);
}

/** keys create's flags. */
interface CreateFlags {
  name: string;
  scope: string[];
  expiresAt?: string;
}

function registerKeysCreate(keys: Command, x: CommandContext): void {
  keys
    .command('create')
    .description('Create a key with the given scopes; its secret is printed once, here')
    .requiredOption('--name <name>', 'what the key is for')
    .requiredOption(
      '--scope <scopes>',
      'a scope, or several comma-separated; repeatable (e.g. projects:read,deploys:write)',
      collect,
    )
    .option('--expires-at <time>', 'when it stops working (RFC 3339, e.g. 2027-01-01T00:00:00Z)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify keys create --name ci --scope projects:read,repos:write,deploys:write\n  $ cimplify keys create --name agent --scope mcp:invoke --scope projects:read --json | jq -r .data.secret',
    )
    .action((opts: CreateFlags, cmd: Command) => runKeysCreate(x.cliOf(cmd), opts));
}

async function runKeysCreate(cli: Cli, opts: CreateFlags): Promise<void> {
  if (opts.expiresAt !== undefined && Number.isNaN(Date.parse(opts.expiresAt)))
    throw new CliError('INVALID_INPUT', `--expires-at: "${opts.expiresAt}" is not a time (RFC 3339)`);
  const { client, businessId, creds } = await cli.api();
  const body = {
    name: opts.name,
    scopes: opts.scope as PlatformApiKeyScope[],
    ...(opts.expiresAt ? { expires_at: opts.expiresAt } : {}),
  };
  // The API names the field of the request ("body.scopes.1: must be one of …"); a person typed --scope.
  const words = {
    'body.name': '--name',
    'body.expires_at': '--expires-at',
    'body.scopes': (rest: string) =>
      /^\.\d+$/.test(rest) ? `--scope "${opts.scope[Number(rest.slice(1))]}"` : '--scope',
  };
  let key;
  try {
    key = (await call(creds.apiUrl, createApiKey({ client, path: { business_id: businessId }, body }), words)).data;
  } catch (err) {
    if (err instanceof CliError && err.code === 'INVALID_INPUT')
      throw new CliError('INVALID_INPUT', err.message, 'cimplify keys create --help');
    throw err;
  }
  cli.out.result(
    key,
    (k, c) =>
      `${c.green('Created')} ${k.id} (${k.scopes.join(' ')})\n\n  ${k.secret}\n\n${c.yellow('Copy it now: it is not shown again.')}`,
  );
}

function registerKeysList(keys: Command, x: CommandContext): void {
  keys
    .command('list')
    .description('List the keys (never their secrets)')
    .addHelpText(
      'after',
      "\nExamples:\n  $ cimplify keys list\n  $ cimplify keys list --json | jq -r '.data.api_keys[].id'",
    )
    .action((_opts, cmd: Command) => runKeysList(x.cliOf(cmd)));
}

async function runKeysList(cli: Cli): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const list = (await call(creds.apiUrl, listApiKeys({ client, path: { business_id: businessId } }))).data;
  cli.out.result(list, (d, c) =>
    d.api_keys.length
      ? table(
          ['', 'key', 'name', 'prefix', 'scopes', 'last used', 'expires'],
          d.api_keys.map((k) => [
            k.id === creds.keyId ? c.green('●') : '',
            k.id,
            k.name,
            k.prefix,
            scopesCell(k.scopes, c),
            k.last_used_at,
            k.expires_at,
          ]),
          c,
        )
      : 'No keys: cimplify keys create --name <name> --scope <scope>',
  );
}

function registerKeysRevoke(keys: Command, x: CommandContext): void {
  keys
    .command('revoke')
    .description('Revoke a key: refused at once (asks first; --yes to skip)')
    .argument('<key>', 'the key id (key_…)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify keys revoke key_9d2…\n  $ cimplify keys revoke key_9d2… --yes --json',
    )
    .action((id: string, _opts, cmd: Command) => runKeysRevoke(x.cliOf(cmd), id, x.argv));
}

async function runKeysRevoke(cli: Cli, id: string, argv: string[]): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  await confirmOrAbort(
    cli,
    id === creds.keyId ? `Revoke ${id}, the key this CLI is using?` : `Revoke key ${id}?`,
    argv,
  );
  await call(creds.apiUrl, revokeApiKey({ client, path: { business_id: businessId, key_id: id } }), {
    'path.key_id': '<key>',
  });
  cli.out.result(
    { id, revoked: true },
    (d, c) =>
      `${c.green('Revoked')} ${d.id}${id === creds.keyId ? '\nThis CLI used it: cimplify login with another key' : ''}`,
  );
}
