// orders list|mark-paid|refund: the business side of orders. Sandbox (test mode) unless --live, as catalogue import
// (the API's own default is live; every call here names its mode). A refund moves money back: it asks first (--yes
// to skip).
import type { Command } from 'commander';
import {
  adminCreateRefund,
  adminListOrders,
  adminMarkOrderPaid,
  type PlatformOrderStatus,
} from '../../../generated/sdk/platform/index.js';
import { call } from '../context.js';
import { CliError } from '../errors.js';
import type { Cli, CommandContext } from '../context.js';
import { wholeNumber } from '../options.js';
import { fields, table } from '../output.js';
import { commandLine, confirmOrAbort } from '../prompts.js';

const MONEY = /^\d{1,12}(\.\d{1,3})?$/;
const modeOf = (live?: boolean) => (live ? 'live' : 'test') as 'live' | 'test';
/** The refund's fields and the order id, as the command line names them. */
const ORDER_WORDS = { 'path.order_id': '<order>', 'body.amount': '--amount', 'body.reason': '--reason' };

/**
 * An order the API finds only in the other mode is a NOT_FOUND whose message says which (in the API's words,
 * `mode=test`); the next command is this one with --live added or taken away.
 */
async function onOrder<T>(request: Promise<T>, argv: string[], live: boolean | undefined): Promise<T> {
  try {
    return await request;
  } catch (err) {
    if (!(err instanceof CliError) || err.code !== 'NOT_FOUND') throw err;
    const other = live ? /is a sandbox \(test mode\) order/.test(err.message) : /is a live order/.test(err.message);
    const words = [...argv.filter((a) => a !== '--live'), ...(live ? [] : ['--live'])];
    throw new CliError(
      'NOT_FOUND',
      err.message,
      other ? commandLine(words) : `cimplify orders list${live ? ' --live' : ''}`,
    );
  }
}

export function registerOrders(program: Command, x: CommandContext): void {
  const orders = program
    .command('orders')
    .description("The business's orders (test mode unless --live)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify orders list --status pending\n  $ cimplify orders mark-paid ord_3f…\n  $ cimplify orders refund ord_3f… --amount 12.50 --live',
    );
  registerOrdersList(orders, x);
  registerOrdersMarkPaid(orders, x);
  registerOrdersRefund(orders, x);
}

/** orders list's flags. */
interface ListFlags {
  status?: string;
  limit: number;
  live?: boolean;
}

function registerOrdersList(orders: Command, x: CommandContext): void {
  orders
    .command('list')
    .description('List orders, newest first')
    .option('--status <status>', 'only orders in this status')
    .option('--limit <n>', 'at most this many (1 to 100)', wholeNumber('limit', 1, 100), 20)
    .option('--live', 'live orders (default: test mode)')
    .addHelpText(
      'after',
      "\nExamples:\n  $ cimplify orders list\n  $ cimplify orders list --status pending --json | jq -r '.data.orders[].id'",
    )
    .action((opts: ListFlags, cmd: Command) => runOrdersList(x.cliOf(cmd), opts));
}

async function runOrdersList(cli: Cli, opts: ListFlags): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  // An unknown status is left for the API to refuse (INVALID_INPUT naming `status`): the contract holds the list.
  const query = {
    limit: opts.limit,
    mode: modeOf(opts.live),
    ...(opts.status ? { status: opts.status as PlatformOrderStatus } : {}),
  };
  const page = (
    await call(creds.apiUrl, adminListOrders({ client, path: { business_id: businessId }, query }), {
      'query.status': `--status "${opts.status}"`,
      'query.limit': '--limit',
    }).catch((err: unknown) => {
      if (err instanceof CliError && err.code === 'INVALID_INPUT')
        throw new CliError('INVALID_INPUT', err.message, 'cimplify orders list --help');
      throw err;
    })
  ).data;
  cli.out.result(page, (d, c) =>
    d.orders.length
      ? table(
          ['order', 'number', 'status', 'payment', 'total', 'created'],
          d.orders.map((o) => [
            o.id,
            o.order_number,
            o.status,
            o.payment_status,
            `${o.total_price} ${o.currency}`,
            o.created_at,
          ]),
          c,
        ) + (d.pagination.total > d.orders.length ? `\n${c.dim(`${d.orders.length} of ${d.pagination.total}`)}` : '')
      : `No ${opts.status ? `${opts.status} ` : ''}${modeOf(opts.live)} orders${opts.live ? '' : ' (--live for live ones)'}`,
  );
}

function registerOrdersMarkPaid(orders: Command, x: CommandContext): void {
  orders
    .command('mark-paid')
    .description('Record that an order was paid outside the platform (cash, bank transfer)')
    .argument('<order>', 'the order id (ord_…)')
    .option('--live', 'a live order (default: test mode)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify orders mark-paid ord_3f…\n  $ cimplify orders mark-paid ord_3f… --live --json',
    )
    .action((id: string, opts: { live?: boolean }, cmd: Command) => runOrdersMarkPaid(x.cliOf(cmd), id, opts, x.argv));
}

async function runOrdersMarkPaid(cli: Cli, id: string, opts: { live?: boolean }, argv: string[]): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const order = (
    await onOrder(
      call(
        creds.apiUrl,
        adminMarkOrderPaid({
          client,
          path: { business_id: businessId, order_id: id },
          query: { mode: modeOf(opts.live) },
        }),
        ORDER_WORDS,
      ),
      argv,
      opts.live,
    )
  ).data;
  cli.out.result(order, (o, c) => `${c.green('Paid')} ${o.order_number} (${o.id}): ${o.payment_status}`);
}

/** orders refund's flags. */
interface RefundFlags {
  amount?: string;
  reason?: string;
  live?: boolean;
}

function registerOrdersRefund(orders: Command, x: CommandContext): void {
  orders
    .command('refund')
    .description('Refund an order, in full or in part (asks first; --yes to skip)')
    .argument('<order>', 'the order id (ord_…)')
    .option('--amount <amount>', "how much, in the order's currency (default: what is left to refund)")
    .option('--reason <text>', 'why (kept with the refund)')
    .option('--live', 'a live order (default: test mode)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify orders refund ord_3f… --amount 12.50 --reason "Damaged in transit"\n  $ cimplify orders refund ord_3f… --yes --json',
    )
    .action((id: string, opts: RefundFlags, cmd: Command) => runOrdersRefund(x.cliOf(cmd), id, opts, x.argv));
}

async function runOrdersRefund(cli: Cli, id: string, opts: RefundFlags, argv: string[]): Promise<void> {
  if (opts.amount !== undefined && !MONEY.test(opts.amount))
    throw new CliError('INVALID_INPUT', `--amount: a positive decimal amount like 12.50, not "${opts.amount}"`);
  const { client, businessId, creds } = await cli.api();
  await confirmOrAbort(cli, `Refund ${opts.amount ?? 'the rest of'} order ${id}${opts.live ? ' (live)' : ''}?`, argv);
  const body = { ...(opts.amount ? { amount: opts.amount } : {}), ...(opts.reason ? { reason: opts.reason } : {}) };
  const refund = (
    await onOrder(
      call(
        creds.apiUrl,
        adminCreateRefund({
          client,
          path: { business_id: businessId, order_id: id },
          query: { mode: modeOf(opts.live) },
          body,
        }),
        ORDER_WORDS,
      ),
      argv,
      opts.live,
    )
  ).data;
  cli.out.result(refund, (r, c) =>
    fields(
      Object.entries(r as Record<string, unknown>).filter(([, v]) => typeof v !== 'object'),
      c,
    ).replace(/^/, `${c.green('Refunded')}\n`),
  );
}
