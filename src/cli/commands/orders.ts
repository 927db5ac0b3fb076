// orders list|mark-paid|refund|fulfil|fulfilments: the business side of orders. Sandbox (test mode) unless --live,
// as catalogue import (the API's own default is live; every call here names its mode). A refund moves money back: it
// asks first (--yes to skip). `fulfil` records a fulfilment event (shipped with carrier and tracking, delivered, …)
// of some or all of the order's units; `fulfilments` shows where each line's units are and the events so far.
import type { Command } from 'commander';
import {
  adminCreateOrderFulfillment,
  adminCreateRefund,
  adminListOrderFulfillments,
  adminListOrders,
  adminMarkOrderPaid,
  type PlatformFulfillmentCreateRequest,
  type PlatformFulfillmentEventType,
  type PlatformOrderFulfillment,
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
      '\nExamples:\n  $ cimplify orders list --status pending\n  $ cimplify orders mark-paid ord_3f…\n  $ cimplify orders refund ord_3f… --amount 12.50 --live\n' +
        '  $ cimplify orders fulfil ord_3f… --carrier DHL --tracking JD0146000062',
    );
  registerOrdersList(orders, x);
  registerOrdersMarkPaid(orders, x);
  registerOrdersRefund(orders, x);
  registerOrdersFulfil(orders, x);
  registerOrdersFulfilments(orders, x);
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

/** orders fulfil's flags. */
interface FulfilFlags {
  type: string;
  lines?: string;
  carrier?: string;
  tracking?: string;
  trackingUrl?: string;
  note?: string;
  live?: boolean;
}

const LINE = /^(li_[A-Za-z0-9]+)(?::(\d+))?$/;

/** `li_a:2,li_b` as the API's line_items (a line without `:n`: every unit of it the type may cover). */
function parseLines(value: string): { line_item_id: string; quantity?: number }[] {
  return value.split(',').map((part) => {
    const m = LINE.exec(part.trim());
    if (!m || (m[2] !== undefined && Number(m[2]) < 1))
      throw new CliError(
        'INVALID_INPUT',
        `--lines: "${part.trim()}" is not a line id with an optional quantity (li_…:2)`,
        'cimplify orders fulfilments <order>   (lists the line ids)',
      );
    return { line_item_id: m[1], ...(m[2] === undefined ? {} : { quantity: Number(m[2]) }) };
  });
}

function registerOrdersFulfil(orders: Command, x: CommandContext): void {
  orders
    .command('fulfil')
    .alias('fulfill')
    .description('Record a fulfilment event of an order: shipped (the default), delivered, …')
    .argument('<order>', 'the order id (ord_…)')
    .option(
      '--type <type>',
      'shipped, delivered, in_transit, failed_attempt, undeliverable, returned_to_sender, canceled or processing',
      'shipped',
    )
    .option('--lines <lines>', 'line ids, each with a quantity or not (li_a:2,li_b); default every unit left')
    .option('--carrier <name>', 'who carries it')
    .option('--tracking <number>', 'the tracking number')
    .option('--tracking-url <url>', 'where the buyer can follow it')
    .option('--note <text>', 'a note for the buyer')
    .option('--live', 'a live order (default: test mode)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify orders fulfil ord_3f… --lines li_a:2 --carrier DHL --tracking JD0146000062\n' +
        '  $ cimplify orders fulfil ord_3f… --type delivered --note "Left at reception"',
    )
    .action((id: string, opts: FulfilFlags, cmd: Command) => runOrdersFulfil(x.cliOf(cmd), id, opts, x.argv));
}

function fulfilBody(opts: FulfilFlags): PlatformFulfillmentCreateRequest {
  return {
    // An unknown type is left for the API to refuse, naming --type: the contract holds the list.
    type: opts.type as PlatformFulfillmentEventType,
    ...(opts.lines === undefined ? {} : { line_items: parseLines(opts.lines) }),
    ...(opts.carrier ? { carrier: opts.carrier } : {}),
    ...(opts.tracking ? { tracking_number: opts.tracking } : {}),
    ...(opts.trackingUrl ? { tracking_url: opts.trackingUrl } : {}),
    ...(opts.note ? { description: opts.note } : {}),
  };
}

async function runOrdersFulfil(cli: Cli, id: string, opts: FulfilFlags, argv: string[]): Promise<void> {
  const body = fulfilBody(opts);
  const given = opts.lines?.split(',').map((p) => p.trim()) ?? [];
  const words = {
    ...ORDER_WORDS,
    'body.type': `--type "${opts.type}"`,
    // `body.line_items.1.quantity` is said of the entry of --lines that gave it.
    'body.line_items': (rest: string) => {
      const at = /^\.(\d+)/.exec(rest)?.[1];
      return at === undefined ? '--lines' : `--lines ${given[Number(at)]}`;
    },
    'body.carrier': '--carrier',
    'body.tracking_number': '--tracking',
    'body.tracking_url': '--tracking-url',
    'body.description': '--note',
  };
  const { client, businessId, creds } = await cli.api();
  const request = adminCreateOrderFulfillment({
    client,
    path: { business_id: businessId, order_id: id },
    query: { mode: modeOf(opts.live) },
    body,
  });
  const done = (await onOrder(call(creds.apiUrl, request, words), argv, opts.live)).data;
  cli.out.result(done, (d, c) => {
    const f = d.fulfillment;
    const units = f.line_items.map((l) => `${l.line_item_id} ×${l.quantity}`).join(', ');
    const via = [f.carrier, f.tracking_number].filter(Boolean).join(' ');
    return (
      `${c.green(f.type)} ${d.order.order_number} (${d.order.id}): ${units}${via ? ` (${via})` : ''}\n` +
      `Order ${d.order.status}, fulfilment ${d.order.fulfillment?.status ?? '—'}`
    );
  });
}

function registerOrdersFulfilments(orders: Command, x: CommandContext): void {
  orders
    .command('fulfilments')
    .alias('fulfillments')
    .description("Where an order's goods are: each line's units, and the fulfilment events so far")
    .argument('<order>', 'the order id (ord_…)')
    .option('--live', 'a live order (default: test mode)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify orders fulfilments ord_3f…\n' +
        "  $ cimplify orders fulfilments ord_3f… --json | jq '.data.lines'",
    )
    .action((id: string, opts: { live?: boolean }, cmd: Command) =>
      runOrdersFulfilments(x.cliOf(cmd), id, opts, x.argv),
    );
}

function fulfilmentTables(f: PlatformOrderFulfillment, c: Parameters<typeof table>[2]): string {
  if (f.status === 'not_applicable') return 'Nothing to ship: a dine-in or walk-in order, or bookings only';
  const lines = table(
    ['line', 'product', 'ordered', 'fulfilled', 'delivered', 'left'],
    f.lines.map((l) => [l.line_item_id, l.product_name, l.quantity, l.fulfilled, l.delivered, l.remaining]),
    c,
  );
  const events = f.events.length
    ? table(
        ['event', 'type', 'at', 'units', 'carrier', 'tracking'],
        f.events.map((e) => [
          e.id,
          e.type,
          e.occurred_at,
          e.line_items.map((l) => `${l.line_item_id} ×${l.quantity}`).join(', '),
          e.carrier,
          e.tracking_number,
        ]),
        c,
      )
    : c.dim('No fulfilment events yet');
  return `Fulfilment ${f.status}\n${lines}\n${events}`;
}

async function runOrdersFulfilments(cli: Cli, id: string, opts: { live?: boolean }, argv: string[]): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const request = adminListOrderFulfillments({
    client,
    path: { business_id: businessId, order_id: id },
    query: { mode: modeOf(opts.live) },
  });
  const f = (await onOrder(call(creds.apiUrl, request, ORDER_WORDS), argv, opts.live)).data;
  cli.out.result(f, fulfilmentTables);
}
