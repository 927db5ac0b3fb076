// trigger EVENT [--override field=value ...] and fixtures FILE: the sandbox's test helpers (docs/test-clocks.md).
// A trigger makes the real sandbox objects behind a webhook event (POST /v1/test_helpers/triggers), so the event
// reaches the business's webhook endpoints and `cimplify webhooks listen` like any other; a fixtures file seeds the
// sandbox from API calls run in order on the server (POST /v1/test_helpers/fixtures), its `${env.NAME}` values taken
// from this command's environment. Both act on the sandbox only: they need the business's test-mode key (dk_test_).
import type { Command } from 'commander';
import {
  type PlatformFixturesRequest,
  type PlatformWebhookEventType,
  runFixtures,
  triggerTestEvent,
} from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import type { Cli, CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { readJsonFile } from '../files.js';
import { table } from '../output.js';
import { shellWord } from '../prompts.js';

const TEST_KEY_HINT = "cimplify login   (with the business's test-mode key, dk_test_…)";

export function registerTestHelpers(program: Command, x: CommandContext): void {
  program
    .command('trigger')
    .description('Cause a webhook event in the sandbox, with the real objects behind it (test mode only)')
    .argument('<event>', 'the event type (order.created, payment.failed, booking.rescheduled, ...)')
    .option(
      '--override <field=value>',
      'a value for the objects made (repeatable): quantity, email, amount, ...',
      more,
      [],
    )
    .addHelpText(
      'after',
      `
Examples:
  $ cimplify trigger order.created
  $ cimplify trigger payment.refunded --override amount=10.00
  $ cimplify trigger order.created --override quantity=3 --override email=kofi@example.com --json | jq -r '.data.event_ids[0]'

Run cimplify webhooks listen --forward-to <url> in another terminal to receive the event.`,
    )
    .action((event: string, opts: { override: string[] }, cmd: Command) =>
      runTrigger(x.cliOf(cmd), event, opts.override),
    );
  program
    .command('fixtures')
    .description(
      'Seed the sandbox from a file of API calls run in order, later ones using earlier answers (test mode only)',
    )
    .argument('<file>', 'the fixtures JSON file ({ "steps": [{ "name", "method", "path", "body" }] })')
    .addHelpText(
      'after',
      `
Examples:
  $ cimplify fixtures fixtures/shop-with-subscription.json
  $ EMAIL=ama@example.com cimplify fixtures fixtures/day-of-bookings.json --json | jq '.data.steps[].status'`,
    )
    .action((file: string, _opts: unknown, cmd: Command) => runFixturesFile(x.cliOf(cmd), file));
}

const more = (value: string, previous: string[]) => [...previous, value];

/** `field=value` pairs as the request's override, or INVALID_INPUT naming the one without `=`. */
function overrideOf(pairs: string[]): Record<string, string> | undefined {
  if (pairs.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1)
      throw new CliError(
        'INVALID_INPUT',
        `--override: expected field=value, not ${JSON.stringify(pair)}`,
        'cimplify trigger order.created --override quantity=2',
      );
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

async function runTrigger(cli: Cli, event: string, pairs: string[]): Promise<void> {
  const override = overrideOf(pairs);
  const { client, creds } = await cli.api();
  cli.out.info(`Triggering ${event} in the sandbox...`);
  const result = (
    await call(
      creds.apiUrl,
      triggerTestEvent({
        client,
        body: { event: event as PlatformWebhookEventType, ...(override ? { override } : {}) },
      }),
      { 'body.event': '<event>', 'body.override': '--override' },
    ).catch(rethrowForTestKey)
  ).data;
  cli.out.result(result, (r, c) => {
    const rows = Object.entries(r.objects).map(([kind, id]) => [kind.replace(/_/g, ' '), id]);
    return `${c.green('Triggered')} ${r.event}: ${r.event_ids.join(', ') || c.yellow('no event recorded')}\n${table(['object', 'id'], rows, c)}`;
  });
}

/** A live key's refusal says what to log in with instead. */
function rethrowForTestKey(err: unknown): never {
  if (err instanceof CliError && err.code === 'AUTH_FAILED' && /dk_test_/.test(err.message))
    throw new CliError(err.code, err.message, TEST_KEY_HINT);
  throw err;
}

/** The file as a fixtures request, with the `env` values it refers to from this command's environment. */
async function readFixtures(cli: Cli, file: string): Promise<PlatformFixturesRequest> {
  const { text, value } = await readJsonFile(file);
  const document = value as PlatformFixturesRequest;
  if (!document || typeof document !== 'object' || Array.isArray(document))
    throw new CliError('INVALID_INPUT', `${file}: a fixtures file is an object with "steps"`);
  // Only what the file names goes to the server; an unset variable is left for the server to name with its step.
  const env: Record<string, string> = { ...document.env };
  for (const m of text.matchAll(/\$\{env\.([A-Za-z0-9_-]+)\}/g)) {
    const value = cli.env[m[1]];
    if (value !== undefined && !(m[1] in env)) env[m[1]] = value;
  }
  return Object.keys(env).length ? { ...document, env } : document;
}

async function runFixturesFile(cli: Cli, file: string): Promise<void> {
  const document = await readFixtures(cli, file);
  const { client, creds } = await cli.api();
  cli.out.info(`Running ${document.steps?.length ?? 0} steps of ${file} in the sandbox...`);
  let result;
  try {
    result = (await call(creds.apiUrl, runFixtures({ client, body: document }))).data;
  } catch (err) {
    // The server names the step and field; said of the file it came from.
    if (err instanceof CliError && err.code !== 'NETWORK_ERROR' && err.code !== 'NOT_LOGGED_IN')
      throw new CliError(
        err.code,
        `${file}: ${err.message.replace(/^body\./, '')}`,
        err.code === 'AUTH_FAILED' ? TEST_KEY_HINT : `cimplify fixtures ${shellWord(file)}`,
      );
    throw err;
  }
  cli.out.result(result, (r, c) => {
    // The id an answer is about (most answers have `id`; a checkout's is `order_id`).
    const idOf = (d: unknown) => {
      const o = (d ?? {}) as Record<string, unknown>;
      const id = o.id ?? o.order_id;
      return typeof id === 'string' ? id : '';
    };
    const rows = r.steps.map((s) => [s.name, s.status, `${s.method} ${s.path}`, idOf(s.data)]);
    return `${c.green('Seeded')}: ${r.steps.length} steps\n${table(['step', 'status', 'call', 'id'], rows, c)}`;
  });
}
