// clocks create|list|get|advance|attach|delete: the sandbox's test clocks (docs/test-clocks.md). A clock is frozen at a
// time; sandbox calls that send its id in the Cimplify-Test-Clock header, and customers attached to it, run on its
// time; `advance` moves it on, running renewals, expiries and webhook retries in between. Test mode only: the
// commands need the business's test-mode key (dk_test_…). `advance --wait` polls until the clock is ready again.
import type { Command } from 'commander';
import {
  advanceTestClock,
  attachTestClockCustomer,
  createTestClock,
  deleteTestClock,
  getTestClock,
  listTestClocks,
  type PlatformTestClock,
} from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { watchInterrupts } from '../interrupts.js';
import { fields, table, type Colors } from '../output.js';
import { confirmOrAbort } from '../prompts.js';

/** The request's fields as the command line names them. */
const CLOCK_WORDS = {
  'path.clock_id': '<clock>',
  'body.frozen_time': '<time>',
  'body.name': '--name',
  'body.customer_id': '<customer>',
};
const POLL_MS = 250;

function clockLines(t: PlatformTestClock, c: Colors): string {
  const status =
    t.status === 'ready' ? c.green(t.status) : t.status === 'advancing' ? c.yellow(t.status) : c.red(t.status);
  const objects = Object.entries(t.progress.objects).map(([k, n]) => `${k} ${n}`);
  return fields(
    [
      ['clock', t.name ? `${t.name} (${t.id})` : t.id],
      ['time', t.frozen_time],
      ['status', t.advancing_to ? `${status} to ${t.advancing_to}` : status],
      ['last advance', `${t.progress.steps} steps${objects.length ? `: ${objects.join(', ')}` : ''}`],
      ['error', t.progress.last_error ? c.red(t.progress.last_error) : null],
      ['expires', t.expires_at],
    ],
    c,
  );
}

/** A time as the API takes it (ISO 8601), from ISO text or a date the JavaScript parser reads; INVALID_INPUT else. */
function timeArg(text: string, example: string): string {
  const at = new Date(text);
  if (Number.isNaN(at.getTime()))
    throw new CliError('INVALID_INPUT', `<time>: ${JSON.stringify(text)} is not a date and time`, example);
  return at.toISOString();
}

export function registerClocks(program: Command, x: CommandContext): void {
  const clocks = program
    .command('clocks')
    .description("Sandbox test clocks: play a subscription's year or a webhook outage in seconds (test mode only)")
    .addHelpText(
      'after',
      `
Calls that send the clock's id in the Cimplify-Test-Clock header, and customers attached to it, run on its time.

Examples:
  $ cimplify clocks create 2027-01-01T00:00:00Z --name renewals
  $ cimplify clocks attach clock_7sK… cus_9Qa…
  $ cimplify clocks advance clock_7sK… 2027-04-01T00:00:00Z --wait`,
    );
  registerCreate(clocks, x);
  registerList(clocks, x);
  registerGet(clocks, x);
  registerAdvance(clocks, x);
  registerAttach(clocks, x);
  registerDelete(clocks, x);
}

function registerCreate(clocks: Command, x: CommandContext): void {
  clocks
    .command('create')
    .description('Create a test clock frozen at a time')
    .argument('<time>', 'the time it starts at (ISO 8601, e.g. 2027-01-01T00:00:00Z)')
    .option('--name <name>', 'a name to tell it apart')
    .addHelpText(
      'after',
      `
Examples:
  $ cimplify clocks create 2027-01-01T00:00:00Z
  $ cimplify clocks create 2027-01-01T00:00:00Z --name renewals --json | jq -r .data.id`,
    )
    .action(async (time: string, opts: { name?: string }, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const frozen_time = timeArg(time, 'cimplify clocks create 2027-01-01T00:00:00Z');
      const { client, creds } = await cli.api();
      const body = { frozen_time, ...(opts.name ? { name: opts.name } : {}) };
      const t = (await call(creds.apiUrl, createTestClock({ client, body }), CLOCK_WORDS)).data;
      cli.out.result(t, clockLines);
    });
}

function registerList(clocks: Command, x: CommandContext): void {
  clocks
    .command('list')
    .description("List the business's test clocks, newest first")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify clocks list\n  $ cimplify clocks list --json | jq -r ".data.test_clocks[].id"',
    )
    .action(async (_opts: unknown, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, creds } = await cli.api();
      const list = (await call(creds.apiUrl, listTestClocks({ client }), CLOCK_WORDS)).data;
      cli.out.result(list, (d, c) =>
        d.test_clocks.length
          ? table(
              ['clock', 'name', 'time', 'status'],
              d.test_clocks.map((t) => [t.id, t.name ?? '', t.frozen_time, t.status]),
              c,
            )
          : 'No test clocks yet: cimplify clocks create <time>',
      );
    });
}

function registerGet(clocks: Command, x: CommandContext): void {
  clocks
    .command('get')
    .description('Show a test clock: its time, status and last advance')
    .argument('<clock>', 'the clock id (clock_…)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify clocks get clock_7sK…\n  $ cimplify clocks get clock_7sK… --json | jq -r .data.status',
    )
    .action(async (id: string, _opts: unknown, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, creds } = await cli.api();
      cli.out.result(await readClock(client, creds.apiUrl, id), clockLines);
    });
}

type Client = Awaited<ReturnType<Cli['api']>>['client'];

const readClock = async (client: Client, apiUrl: string, id: string) =>
  (await call(apiUrl, getTestClock({ client, path: { clock_id: id } }), CLOCK_WORDS)).data;

function registerAdvance(clocks: Command, x: CommandContext): void {
  clocks
    .command('advance')
    .description('Move a clock on, running everything that falls due in between (at most 2 years at a time)')
    .argument('<clock>', 'the clock id (clock_…)')
    .argument('<time>', 'the time to advance to (ISO 8601)')
    .option('--wait', 'wait until the advance has ended (the clock is ready again)')
    .option('--timeout <seconds>', 'with --wait: give up waiting after this long', '120')
    .addHelpText(
      'after',
      `
Without --wait the command ends as the advance begins (status advancing); poll with cimplify clocks get.
With --wait it ends when the clock is ready, or fails (exit 1) when the advance stopped (internal_failure).

Examples:
  $ cimplify clocks advance clock_7sK… 2027-04-01T00:00:00Z --wait
  $ cimplify clocks advance clock_7sK… 2028-01-01T00:00:00Z --wait --json | jq .data.progress`,
    )
    .action((id: string, time: string, opts: { wait?: boolean; timeout: string }, cmd: Command) =>
      runAdvance(x.cliOf(cmd), id, time, opts),
    );
}

async function runAdvance(
  cli: Cli,
  id: string,
  time: string,
  opts: { wait?: boolean; timeout: string },
): Promise<void> {
  const frozen_time = timeArg(time, `cimplify clocks advance ${id} 2027-04-01T00:00:00Z`);
  const timeoutS = Number(opts.timeout);
  if (!Number.isFinite(timeoutS) || timeoutS <= 0)
    throw new CliError(
      'INVALID_INPUT',
      '--timeout: a number of seconds above 0',
      `cimplify clocks advance ${id} ${time} --wait --timeout 300`,
    );
  const { client, creds } = await cli.api();
  let t = (
    await call(creds.apiUrl, advanceTestClock({ client, path: { clock_id: id }, body: { frozen_time } }), CLOCK_WORDS)
  ).data;
  if (opts.wait) t = await waitReady(cli, client, creds.apiUrl, t, timeoutS * 1000);
  cli.out.result(t, clockLines);
}

/** Polls the clock until its advance has ended; the stopped advance and the timeout are failures. */
async function waitReady(
  cli: Cli,
  client: Client,
  apiUrl: string,
  begun: PlatformTestClock,
  timeoutMs: number,
): Promise<PlatformTestClock> {
  cli.out.info(`Advancing ${begun.id} to ${begun.advancing_to}...`);
  const ctrlC = watchInterrupts();
  const giveUp = Date.now() + timeoutMs;
  let t = begun;
  try {
    while (t.status === 'advancing' && !ctrlC.seen && Date.now() < giveUp) {
      await ctrlC.sleep(POLL_MS);
      t = await readClock(client, apiUrl, begun.id);
    }
  } finally {
    ctrlC.close();
  }
  const again = `cimplify clocks get ${t.id}`;
  if (t.status === 'internal_failure')
    throw new CliError('INTERNAL', `The advance stopped at ${t.frozen_time}: ${t.progress.last_error}`, again);
  if (t.status === 'advancing')
    throw new CliError('INTERNAL', `Still advancing (at ${t.frozen_time}); stopped waiting`, again);
  return t;
}

function registerAttach(clocks: Command, x: CommandContext): void {
  clocks
    .command('attach')
    .description("Put a sandbox customer on a clock: their signed-in calls run on the clock's time")
    .argument('<clock>', 'the clock id (clock_…)')
    .argument('<customer>', 'the sandbox customer id (cus_…)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify clocks attach clock_7sK… cus_9Qa…\n  $ cimplify clocks attach clock_7sK… cus_9Qa… --json',
    )
    .action(async (id: string, customer: string, _opts: unknown, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, creds } = await cli.api();
      const a = (
        await call(
          creds.apiUrl,
          attachTestClockCustomer({ client, path: { clock_id: id }, body: { customer_id: customer } }),
          CLOCK_WORDS,
        )
      ).data;
      cli.out.result(a, (v, c) => `${c.green('Attached')} ${v.customer_id} to ${v.test_clock_id}`);
    });
}

function registerDelete(clocks: Command, x: CommandContext): void {
  clocks
    .command('delete')
    .description('Delete a clock and everything made on it (asks first; --yes to skip)')
    .argument('<clock>', 'the clock id (clock_…)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify clocks delete clock_7sK…\n  $ cimplify clocks delete clock_7sK… --yes --json',
    )
    .action(async (id: string, _opts: unknown, cmd: Command) => {
      const cli = x.cliOf(cmd);
      const { client, creds } = await cli.api();
      await confirmOrAbort(cli, `Delete test clock ${id} and every object made on it?`, x.argv);
      const d = (await call(creds.apiUrl, deleteTestClock({ client, path: { clock_id: id } }), CLOCK_WORDS)).data;
      cli.out.result(d, (v, c) => `${c.green('Deleted')} ${v.id} and ${v.objects_deleted} objects made on it`);
    });
}
