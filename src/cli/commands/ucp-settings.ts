// ucp settings get|set: how the business sells to UCP agents (AI shopping agents), through the platform's business
// settings (GET/PATCH /v1/businesses/{business_id}/settings, its `ucp` part; scopes settings:read / settings:write).
// `set` changes only the flags given and prints the settings as they now are; a value the API refuses is said of
// the flag that gave it.
import type { Command } from 'commander';
import {
  getBusinessSettings,
  type PlatformUcpSettings,
  type PlatformUcpSettingsUpdateRequest,
  updateBusinessSettings,
} from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { fields, type Colors } from '../output.js';

/** The `ucp` command group: found when another group module made it already, else made here. */
function ucpGroup(program: Command): Command {
  return (
    program.commands.find((c) => c.name() === 'ucp') ??
    program.command('ucp').description('Selling to AI shopping agents (the Universal Commerce Protocol)')
  );
}

export function registerUcpSettings(program: Command, x: CommandContext): void {
  const settings = ucpGroup(program)
    .command('settings')
    .description("The business's UCP settings: which agents may buy, in which modes, the policy links")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify ucp settings get\n  $ cimplify ucp settings set --agents agent.example.com,*.agents.example.net\n  $ cimplify ucp settings set --live off --refund-policy https://shop.example.com/refunds',
    );
  settings
    .command('get')
    .description('Show the UCP settings')
    .addHelpText('after', '\nExamples:\n  $ cimplify ucp settings get\n  $ cimplify ucp settings get --json')
    .action((_opts, cmd: Command) => runGet(x.cliOf(cmd)));
  settings
    .command('set')
    .description('Change the UCP settings given; the others are kept')
    .option('--enabled <on|off>', 'whether agents may buy at all', onOff('enabled'))
    .option('--agents <any|hosts>', '"any", or the profile hosts agents must come from, comma-separated', agents)
    .option('--live <on|off>', 'whether agents may buy in live mode', onOff('live'))
    .option('--test <on|off>', 'whether agents may buy in test mode (the sandbox)', onOff('test'))
    .option('--version-pin <version|none>', 'the older protocol release to declare first (2026-01-11), or none')
    .option(
      '--require-full-address <on|off>',
      'whether agent orders need contact and a full address',
      onOff('require-full-address'),
    )
    .option(
      '--require-signatures <on|off>',
      "whether agents' requests must carry an RFC 9421 signature",
      onOff('require-signatures'),
    )
    .option('--privacy-policy <url|none>', 'the privacy policy page shown to agents')
    .option('--terms-of-service <url|none>', 'the terms of service page')
    .option('--refund-policy <url|none>', 'the refund policy page')
    .option('--shipping-policy <url|none>', 'the shipping policy page')
    .option('--sandbox-handler-id <id>', "the sandbox payment handler's id in test-mode profiles")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify ucp settings set --agents any\n  $ cimplify ucp settings set --test on --live off\n  $ cimplify ucp settings set --version-pin 2026-01-11 --require-full-address off --json',
    )
    .action((opts: SetFlags, cmd: Command) => runSet(x.cliOf(cmd), opts));
}

/** `set`'s flags as commander parsed them. */
interface SetFlags {
  enabled?: boolean;
  agents?: PlatformUcpSettings['agents'];
  live?: boolean;
  test?: boolean;
  versionPin?: string;
  requireFullAddress?: boolean;
  requireSignatures?: boolean;
  privacyPolicy?: string;
  termsOfService?: string;
  refundPolicy?: string;
  shippingPolicy?: string;
  sandboxHandlerId?: string;
}

const onOff = (name: string) => (v: string) => {
  const value = v.trim().toLowerCase();
  if (['on', 'true', 'yes'].includes(value)) return true;
  if (['off', 'false', 'no'].includes(value)) return false;
  throw new CliError('INVALID_INPUT', `--${name}: on or off, not "${v}"`);
};

function agents(v: string): PlatformUcpSettings['agents'] {
  if (v.trim().toLowerCase() === 'any') return 'any';
  const hosts = v
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { allow_hosts: hosts };
}

/** `none` clears a link or the pin. */
const orNone = (v: string | undefined) => (v === undefined ? undefined : v.toLowerCase() === 'none' ? null : v);

/** The change the flags ask for (only what was given). */
function changeOf(o: SetFlags): PlatformUcpSettingsUpdateRequest {
  const change: PlatformUcpSettingsUpdateRequest = {};
  if (o.enabled !== undefined) change.enabled = o.enabled;
  if (o.agents !== undefined) change.agents = o.agents;
  if (o.live !== undefined || o.test !== undefined)
    change.modes = { ...(o.live !== undefined && { live: o.live }), ...(o.test !== undefined && { test: o.test }) };
  if (o.versionPin !== undefined) change.version_pin = orNone(o.versionPin) as PlatformUcpSettings['version_pin'];
  if (o.requireFullAddress !== undefined) change.require_full_address = o.requireFullAddress;
  if (o.requireSignatures !== undefined) change.require_signatures = o.requireSignatures;
  const links: NonNullable<PlatformUcpSettingsUpdateRequest['links']> = {};
  for (const [key, value] of [
    ['privacy_policy', o.privacyPolicy],
    ['terms_of_service', o.termsOfService],
    ['refund_policy', o.refundPolicy],
    ['shipping_policy', o.shippingPolicy],
  ] as const)
    if (value !== undefined) links[key] = orNone(value);
  if (Object.keys(links).length) change.links = links;
  if (o.sandboxHandlerId !== undefined) change.sandbox_handler_id = o.sandboxHandlerId;
  return change;
}

/** The API's field names (`body.ucp.links.refund_policy`, `ucp.agents.allow_hosts[1]`) as the flags that set them. */
const WORDS = {
  'body.ucp.enabled': '--enabled',
  'body.ucp.agents': '--agents',
  'body.ucp.modes.live': '--live',
  'body.ucp.modes.test': '--test',
  'body.ucp.version_pin': '--version-pin',
  'body.ucp.require_full_address': '--require-full-address',
  'body.ucp.require_signatures': '--require-signatures',
  'body.ucp.links.privacy_policy': '--privacy-policy',
  'body.ucp.links.terms_of_service': '--terms-of-service',
  'body.ucp.links.refund_policy': '--refund-policy',
  'body.ucp.links.shipping_policy': '--shipping-policy',
  'body.ucp.sandbox_handler_id': '--sandbox-handler-id',
};

/**
 * The settings rules' own messages name `ucp.<field>` (no `body.`): said of the flag that set the field, with the
 * entry's index kept (`ucp.agents.allow_hosts[1]: …` → `--agents[1]: …`).
 */
function flagWords(message: string): string {
  const m = /^ucp\.([\w.]+)(\[\d+\])?(?=:)/.exec(message);
  if (!m) return message;
  const field = `body.ucp.${m[1]}`;
  const key = (Object.keys(WORDS) as (keyof typeof WORDS)[]).find((k) => field === k || field.startsWith(`${k}.`));
  return key ? `${WORDS[key]}${m[2] ?? ''}${message.slice(m[0].length)}` : message;
}

async function runGet(cli: Cli): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const settings = await call(creds.apiUrl, getBusinessSettings({ client, path: { business_id: businessId } }));
  cli.out.result(settings.data.ucp, shown);
}

async function runSet(cli: Cli, opts: SetFlags): Promise<void> {
  const ucp = changeOf(opts);
  if (Object.keys(ucp).length === 0)
    throw new CliError(
      'INVALID_INPUT',
      'Nothing to change: give at least one flag',
      'cimplify ucp settings set --help',
    );
  const { client, businessId, creds } = await cli.api();
  let settings;
  try {
    const request = updateBusinessSettings({ client, path: { business_id: businessId }, body: { ucp } });
    settings = await call(creds.apiUrl, request, WORDS);
  } catch (err) {
    if (err instanceof CliError && err.code === 'INVALID_INPUT')
      throw new CliError('INVALID_INPUT', flagWords(err.message), 'cimplify ucp settings set --help');
    throw err;
  }
  cli.out.result(settings.data.ucp, shown);
}

/** The settings for people: one line each. */
function shown(s: PlatformUcpSettings, c: Colors): string {
  const onOffWord = (b: boolean) => (b ? 'on' : 'off');
  return fields(
    [
      ['enabled', onOffWord(s.enabled)],
      ['agents', s.agents === 'any' ? 'any' : s.agents.allow_hosts.join(', ') || '(none)'],
      ['live mode', onOffWord(s.modes.live)],
      ['test mode', onOffWord(s.modes.test)],
      ['version pin', s.version_pin],
      ['require full address', onOffWord(s.require_full_address)],
      ['require signatures', onOffWord(s.require_signatures)],
      ['privacy policy', s.links.privacy_policy],
      ['terms of service', s.links.terms_of_service],
      ['refund policy', s.links.refund_policy],
      ['shipping policy', s.links.shipping_policy],
      ['sandbox handler id', s.sandbox_handler_id],
    ],
    c,
  );
}
