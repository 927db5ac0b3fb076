// ucp keys [list] | ucp keys rotate: the keys the business signs its UCP order events with (the ones its UCP profile
// publishes). Test mode unless --live, as the other data commands. Rotating keeps the old key published for 7 days;
// --compromised drops it at once, which breaks the check of what it signed, so that asks first.
import type { Command } from 'commander';
import {
  listUcpSigningKeys,
  rotateUcpSigningKey,
  type PlatformUcpSigningKey,
} from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import type { Cli, CommandContext } from '../context.js';
import { table, type Colors } from '../output.js';
import { confirmOrAbort } from '../prompts.js';

const modeOf = (live?: boolean) => (live ? 'live' : 'test') as 'live' | 'test';

export function registerUcp(program: Command, x: CommandContext): void {
  const ucp = program
    .command('ucp')
    .description('The Universal Commerce Protocol: what AI shopping agents see of the business')
    .addHelpText('after', '\nExamples:\n  $ cimplify ucp keys\n  $ cimplify ucp keys rotate --live');
  const keys = ucp
    .command('keys')
    .description('The signing keys of UCP order events (test mode unless --live)')
    .addHelpText(
      'after',
      "\nExamples:\n  $ cimplify ucp keys\n  $ cimplify ucp keys rotate\n  $ cimplify ucp keys --live --json | jq -r '.data.signing_keys[0].kid'",
    );
  keys
    .command('list', { isDefault: true })
    .description('List the published keys: the one that signs, then retired ones still listed')
    .option('--live', 'live keys (default: test mode)')
    .addHelpText('after', '\nExamples:\n  $ cimplify ucp keys list\n  $ cimplify ucp keys list --live --json')
    .action((opts: { live?: boolean }, cmd: Command) => runKeysList(x.cliOf(cmd), opts.live));
  keys
    .command('rotate')
    .description('Sign with a new key from now on; the old one stays published 7 days (--compromised: not at all)')
    .option('--live', 'live keys (default: test mode)')
    .option('--compromised', 'the current key leaked: unpublish it at once (asks first; --yes to skip)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify ucp keys rotate\n  $ cimplify ucp keys rotate --live --compromised --yes',
    )
    .action((opts: { live?: boolean; compromised?: boolean }, cmd: Command) =>
      runKeysRotate(x.cliOf(cmd), opts, x.argv),
    );
}

function keysTable(keys: PlatformUcpSigningKey[], c: Colors): string {
  return table(
    ['kid', 'status', 'created', 'listed until'],
    keys.map((k) => [
      k.kid,
      k.status === 'signing' ? c.green('signing') : 'retired',
      k.created_at,
      k.listed_until ?? '',
    ]),
    c,
  );
}

async function runKeysList(cli: Cli, live?: boolean): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const data = (
    await call(
      creds.apiUrl,
      listUcpSigningKeys({ client, path: { business_id: businessId }, query: { mode: modeOf(live) } }),
    )
  ).data;
  cli.out.result(data, (d, c) => keysTable(d.signing_keys, c));
}

async function runKeysRotate(cli: Cli, opts: { live?: boolean; compromised?: boolean }, argv: string[]) {
  const { client, businessId, creds } = await cli.api();
  if (opts.compromised)
    await confirmOrAbort(
      cli,
      `Unpublish the current ${modeOf(opts.live)} signing key now? Agents will refuse the events it signed.`,
      argv,
    );
  const data = (
    await call(
      creds.apiUrl,
      rotateUcpSigningKey({
        client,
        path: { business_id: businessId },
        query: { mode: modeOf(opts.live) },
        body: { compromised: opts.compromised ?? false },
      }),
    )
  ).data;
  cli.out.result(
    data,
    (d, c) => `${c.green('Rotated')}: ${d.signing_keys[0].kid} signs from now on\n\n${keysTable(d.signing_keys, c)}`,
  );
}
