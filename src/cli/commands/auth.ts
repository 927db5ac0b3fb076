// login, logout, whoami: the API key a profile keeps, checked against the API before it is saved.
import type { Command } from 'commander';
import { DEFAULT_API_URL, profileName, writeConfig } from '../config.js';
import type { PlatformWhoami } from '../../../generated/sdk/platform/index.js';
import { whoamiOf, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { addSecret, fields } from '../output.js';
import { askSecret, readPipedStdin } from '../prompts.js';

/** A business key of either mode: `dk_test_` works on the sandbox, as the API's whoami says. */
const KEY_SHAPE = /^dk_(live|test)_[A-Za-z0-9]{24,64}$/;

export function registerAuth(program: Command, x: CommandContext): void {
  registerLogin(program, x);
  registerLogout(program, x);
  registerWhoami(program, x);
}

function registerLogin(program: Command, x: CommandContext): void {
  program
    .command('login')
    .description(
      'Save an API key (a business key, dk_live_… or dk_test_…) in a profile, after checking it with the API',
    )
    .addHelpText(
      'after',
      `
The key comes from --api-key (or "-" to read it from stdin), else CIMPLIFY_API_KEY, else a masked prompt.
It is stored in $XDG_CONFIG_HOME/cimplify/config.json (~/.config/cimplify), readable by you alone (0600).

Examples:
  $ cimplify login
  $ cimplify login --profile other-shop
  $ printenv SHOP_KEY | cimplify login --api-key - --json`,
    )
    .action((_opts, cmd: Command) => runLogin(x.cliOf(cmd)));
}

/** The key to save: --api-key ("-" for stdin), else CIMPLIFY_API_KEY, else asked for; refused unless it is one. */
async function keyToSave(cli: Cli): Promise<string> {
  let key = cli.flags.apiKey ?? (cli.env.CIMPLIFY_API_KEY || undefined);
  if (key === '-') key = (await readPipedStdin())?.trim();
  key ??= await askSecret(
    cli,
    'API key (dk_live_… or dk_test_…)',
    'cimplify login --api-key <key>, or the key in CIMPLIFY_API_KEY',
  );
  addSecret(key);
  if (!KEY_SHAPE.test(key))
    throw new CliError(
      'INVALID_INPUT',
      'That is not a business API key: it is dk_live_ or dk_test_ and 24 to 64 letters or digits',
      'cimplify login',
    );
  return key;
}

/** Who the key is, as the API says; a key it refuses is said to be unknown, revoked or expired. */
async function checkedKey(apiUrl: string, key: string): Promise<PlatformWhoami> {
  try {
    return await whoamiOf(apiUrl, key);
  } catch (err) {
    if (err instanceof CliError && err.code === 'AUTH_FAILED')
      throw new CliError('AUTH_FAILED', 'The API refused this key (unknown, revoked or expired)', 'cimplify login');
    throw err;
  }
}

async function runLogin(cli: Cli): Promise<void> {
  const config = await cli.config();
  const profile = profileName(config, cli.flags, cli.env);
  const key = await keyToSave(cli);
  const apiUrl =
    cli.flags.apiUrl ?? (cli.env.CIMPLIFY_API_URL || undefined) ?? config.profiles[profile]?.api_url ?? DEFAULT_API_URL;
  const who = await checkedKey(apiUrl, key);
  const before = config.profiles[profile];
  config.profiles[profile] = {
    api_url: apiUrl,
    api_key: key,
    business_id: who.business_id,
    key_id: who.key_id,
    // The listen secret belongs to the business: a new key of the same business keeps it.
    ...(before?.listen_secret && before.business_id === who.business_id ? { listen_secret: before.listen_secret } : {}),
  };
  config.current = profile;
  await writeConfig(cli.configPath, config);
  const data = {
    profile,
    business_id: who.business_id,
    key_id: who.key_id,
    scopes: who.scopes,
    api_url: apiUrl,
    config_path: cli.configPath,
  };
  cli.out.result(
    data,
    (d, c) =>
      `${c.green('Logged in')} as key ${d.key_id} of business ${d.business_id} (profile ${d.profile}, ${d.api_url})`,
  );
}

function registerLogout(program: Command, x: CommandContext): void {
  program
    .command('logout')
    .description('Forget the saved key of a profile (the key itself stays valid: revoke it with cimplify keys revoke)')
    .option('--all', 'forget every profile')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify logout\n  $ cimplify logout --profile other-shop\n  $ cimplify logout --all',
    )
    .action((opts: { all?: boolean }, cmd: Command) => runLogout(x.cliOf(cmd), opts));
}

async function runLogout(cli: Cli, opts: { all?: boolean }): Promise<void> {
  const config = await cli.config();
  const names = opts.all ? Object.keys(config.profiles) : [profileName(config, cli.flags, cli.env)];
  const removed = names.filter((n) => n in config.profiles);
  for (const n of removed) delete config.profiles[n];
  if (!(config.current in config.profiles)) config.current = Object.keys(config.profiles)[0] ?? 'default';
  await writeConfig(cli.configPath, config);
  cli.out.result({ removed }, (d) =>
    d.removed.length ? `Logged out of ${d.removed.join(', ')}` : 'No saved key to forget',
  );
}

function registerWhoami(program: Command, x: CommandContext): void {
  program
    .command('whoami')
    .description(
      'The key in use: its id, its business, its mode, its scopes, the account that owns it, and where it came from',
    )
    .addHelpText('after', '\nExamples:\n  $ cimplify whoami\n  $ cimplify whoami --json | jq -r .data.business_id')
    .action((_opts, cmd: Command) => runWhoami(x.cliOf(cmd)));
}

async function runWhoami(cli: Cli): Promise<void> {
  // Asked again (not read from the profile): the key's scopes are what the API says now.
  const creds = await cli.credentials();
  const who = await whoamiOf(creds.apiUrl, creds.apiKey);
  const source = cli.flags.apiKey
    ? '--api-key'
    : cli.env.CIMPLIFY_API_KEY
      ? 'CIMPLIFY_API_KEY'
      : `profile ${creds.profile}`;
  const data = { ...who, profile: creds.profile, api_url: creds.apiUrl, source };
  cli.out.result(data, (d, c) =>
    fields(
      [
        ['key', d.key_id],
        ['business', d.business_id],
        ['mode', d.mode === 'test' ? 'test (sandbox data)' : 'live'],
        // A key and business made before owners were kept have none.
        [
          'account',
          d.account ? `${d.account.name}${d.account.email ? ` <${d.account.email}>` : ''} (${d.account.id})` : 'none',
        ],
        ['scopes', d.scopes.join(' ')],
        ['from', d.source],
        ['api', d.api_url],
      ],
      c,
    ),
  );
}
