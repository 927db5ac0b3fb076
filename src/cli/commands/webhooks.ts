// webhooks listen: the business's events, forwarded to a URL on this machine (a receiver being built on a laptop
// with no public address), as `stripe listen` does. The events come over the platform's authenticated event stream
// (GET /v1/businesses/{business_id}/events/stream, Server-Sent Events); each is POSTed to --forward-to with the body
// and the signature headers a real delivery carries (X-Service-Signature, webhook-id/-timestamp/-signature), signed
// with a secret of this CLI's: made on the first run, kept in the profile, so a receiver configured with it keeps
// working across restarts. It is printed at start (on stderr); --print-secret prints it alone.
//
// A dropped stream is opened again with Last-Event-ID, so no event is missed or repeated across a reconnection.
// Ctrl-C ends the run (exit 0) with the count of what was forwarded.
import type { Command } from 'commander';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { newWebhookSecret, signatureHeaders } from '../../kernel/webhook-signing.js';
import { writeConfig } from '../config.js';
import { healthHint, type Cli, type Credentials, type CommandContext } from '../context.js';
import { CliError, codeForApi } from '../errors.js';

const RECONNECT_MS = [500, 1000, 2000, 5000];
const FORWARD_TIMEOUT_MS = 10_000;

/** The profile's listen secret, made and saved on first use. A key given by flag or environment has no profile to
 * keep one in: its secret lives in the profile of that name all the same (made for the business it acts for). */
async function listenSecret(cli: Cli, creds: Credentials): Promise<string> {
  // The configuration this run read for its credentials: changed and written back whole.
  const config = await cli.config();
  const profile = config.profiles[creds.profile];
  if (profile?.listen_secret && profile.business_id === creds.businessId) return profile.listen_secret;
  const secret = newWebhookSecret();
  if (profile && profile.business_id === creds.businessId) {
    profile.listen_secret = secret;
    await writeConfig(cli.configPath, config);
  }
  return secret;
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(
      'INVALID_INPUT',
      `--forward-to: "${raw}" is not a URL`,
      'cimplify webhooks listen --forward-to http://localhost:3000/webhooks',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError('INVALID_INPUT', `--forward-to: an http(s) URL, not ${url.protocol}`);
  return url;
}

export function registerWebhooks(program: Command, x: CommandContext): void {
  const webhooks = program
    .command('webhooks')
    .description('Webhook events')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify webhooks listen --forward-to http://localhost:3000/webhooks\n  $ cimplify webhooks listen --print-secret',
    );
  registerWebhooksListen(webhooks, x);
}

/** webhooks listen's flags. */
interface ListenFlags {
  forwardTo?: string;
  events?: string;
  live?: boolean;
  printSecret?: boolean;
}

function registerWebhooksListen(webhooks: Command, x: CommandContext): void {
  webhooks
    .command('listen')
    .description("Forward the business's events to a local URL, signed with a secret that stays the same across runs")
    .option('--forward-to <url>', 'where to POST each event (e.g. http://localhost:3000/webhooks)')
    .option('--events <types>', 'only these event types, comma-separated (e.g. order.created,payment.completed)')
    .option('--live', "live events (default: the sandbox's, test mode, as the orders commands)")
    .option('--print-secret', 'print the signing secret and exit')
    .addHelpText(
      'after',
      `
Examples:
  $ cimplify webhooks listen --forward-to http://localhost:3000/webhooks
  $ cimplify webhooks listen --forward-to http://localhost:3000/hooks --events order.created,payment.completed
  $ cimplify webhooks listen --print-secret --json | jq -r .data.secret`,
    )
    .action((opts: ListenFlags, cmd: Command) => runWebhooksListen(x.cliOf(cmd), opts));
}

/** A run of `webhooks listen`: what it forwards where, and where it is (Ctrl-C, reconnections, counts). */
interface Listener {
  cli: Cli;
  creds: Credentials;
  secret: string;
  target: URL;
  /** The event types asked for (--events); none is every type. */
  types: string[] | undefined;
  live: boolean;
  counts: { forwarded: number; failed: number };
  /** The id of the last event received, sent as Last-Event-ID when the stream is opened again. */
  lastEventId?: string;
  /** Ctrl-C (or SIGTERM) was seen: the run ends once the stream is closed and what was received is forwarded. */
  stopping: boolean;
  /** Aborts the stream being opened or read. */
  current?: AbortController;
  /** Reconnections since the stream last opened, for the wait before the next one. */
  attempt: number;
  /** The stream opened once, and "Ready!" was said: a failure to reach the API after it is no longer fatal. */
  announced: boolean;
}

async function runWebhooksListen(cli: Cli, opts: ListenFlags): Promise<void> {
  const creds = await cli.credentials();
  const secret = await listenSecret(cli, creds);
  if (opts.printSecret) {
    cli.out.result({ secret }, (d) => d.secret);
    return;
  }
  if (!opts.forwardTo)
    throw new CliError(
      'INVALID_INPUT',
      '--forward-to is required (or --print-secret)',
      'cimplify webhooks listen --forward-to http://localhost:3000/webhooks',
    );
  const target = checkUrl(opts.forwardTo);
  const types = opts.events
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const counts = { forwarded: 0, failed: 0 };
  const l: Listener = {
    cli,
    creds,
    secret,
    target,
    types,
    live: Boolean(opts.live),
    counts,
    stopping: false,
    attempt: 0,
    announced: false,
  };
  const stop = () => {
    l.stopping = true;
    l.current?.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await listen(l);
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  cli.out.result(counts, (d) => `Stopped: ${d.forwarded} forwarded, ${d.failed} failed`);
}

/** The business's event stream, opened again whenever it drops, each event forwarded, until Ctrl-C. */
async function listen(l: Listener): Promise<void> {
  const { cli, creds } = l;
  const streamUrl = new URL(
    `${creds.apiUrl.replace(/\/+$/, '')}/v1/businesses/${encodeURIComponent(creds.businessId)}/events/stream`,
  );
  streamUrl.searchParams.set('mode', l.live ? 'live' : 'test');
  if (l.types?.length) streamUrl.searchParams.set('types', l.types.join(','));
  while (!l.stopping) {
    const res = await openStream(l, streamUrl);
    if (!res) continue;
    // A process shutting down (503) or a key at its limit of open streams (429) is for later, not fatal: another
    // process answers a reconnection, and a stream of this key closes.
    if (res.status === 503 || res.status === 429) {
      await res.arrayBuffer().catch(() => undefined);
      const after = Number(res.headers.get('retry-after'));
      cli.out.info(cli.out.ce.yellow(`The event stream answered ${res.status}; reconnecting`));
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 30) * 1000 : nextDelay(l));
      continue;
    }
    if (!res.ok || !res.body) throw await streamRefused(res);
    l.attempt = 0;
    if (!l.announced) announce(l);
    await forwardAll(l, res.body);
    if (!l.stopping) {
      cli.out.info(cli.out.ce.yellow('Stream ended; reconnecting'));
      await sleep(nextDelay(l));
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long to wait before the next reconnection: longer each time, up to the last of RECONNECT_MS. */
const nextDelay = (l: Listener) => RECONNECT_MS[Math.min(l.attempt++, RECONNECT_MS.length - 1)];

/**
 * The stream's response, from Last-Event-ID on; none when it could not be reached, after the wait before trying
 * again (or at Ctrl-C). Not reaching the API before the stream ever opened is the run's end: NETWORK_ERROR.
 */
async function openStream(l: Listener, streamUrl: URL): Promise<Response | undefined> {
  const { cli, creds } = l;
  l.current = new AbortController();
  try {
    return await fetch(streamUrl, {
      headers: {
        authorization: `Bearer ${creds.apiKey}`,
        accept: 'text/event-stream',
        ...(l.lastEventId ? { 'last-event-id': l.lastEventId } : {}),
      },
      signal: l.current.signal,
    });
  } catch (err) {
    if (l.stopping) return undefined;
    if (!l.announced)
      throw new CliError('NETWORK_ERROR', `Cannot reach the API at ${creds.apiUrl}`, healthHint(creds.apiUrl));
    cli.out.info(
      cli.out.ce.yellow(`Stream lost (${(err as { cause?: { code?: string } }).cause?.code ?? 'error'}); reconnecting`),
    );
    await sleep(nextDelay(l));
    return undefined;
  }
}

/** A stream the API refused (its key, its business, its query): the run's end, in the API's words. */
async function streamRefused(res: Response): Promise<CliError> {
  const envelope = (await res.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string } }
    | undefined;
  return new CliError(
    codeForApi(envelope?.error?.code ?? (res.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL')),
    envelope?.error?.message ?? `The event stream answered HTTP ${res.status}`,
    res.status === 401 ? 'cimplify login' : undefined,
  );
}

/** The first time the stream opens: what is forwarded where, and the secret the receiver checks signatures with. */
function announce(l: Listener): void {
  const c = l.cli.out.ce;
  l.announced = true;
  l.cli.out.info(
    `${c.green('Ready!')} Forwarding ${l.types?.length ? l.types.join(', ') : 'all'} ${l.live ? 'live' : 'test-mode'} events of ${l.creds.businessId} to ${l.target.href}`,
  );
  l.cli.out.info(
    `Your webhook signing secret is ${c.bold(l.secret)} (it stays the same across runs; --print-secret prints it). Ctrl-C to stop.`,
  );
}

/** Reads the stream until it ends, breaks or Ctrl-C aborts it; resolves once every event received is forwarded. */
async function forwardAll(l: Listener, body: ReadableStream<Uint8Array>): Promise<void> {
  // Events are forwarded one at a time, in order: a receiver sees them as the business recorded them.
  let chain = Promise.resolve();
  const parser = createParser({
    onEvent(m) {
      if (m.id) l.lastEventId = m.id;
      chain = chain.then(() => forward(l, m));
    },
  });
  try {
    const decoder = new TextDecoder();
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>)
      parser.feed(decoder.decode(chunk, { stream: true }));
  } catch {
    // the stream broke (or Ctrl-C aborted it)
  }
  await chain;
}

/** POSTs one event to the target, signed as a real delivery is, and says how the receiver answered. */
async function forward(l: Listener, m: EventSourceMessage): Promise<void> {
  const { cli, counts } = l;
  const c = cli.out.ce;
  const id = m.id ?? '';
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'cimplify-cli webhooks listen',
    ...signatureHeaders(l.secret, id, new Date(), m.data),
  };
  try {
    const res = await fetch(l.target, {
      method: 'POST',
      headers,
      body: m.data,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    if (res.ok) counts.forwarded++;
    else counts.failed++;
    cli.out.info(
      `${c.dim(new Date().toISOString())}  --> ${m.event ?? 'message'} ${id}  ${res.ok ? c.green(`[${res.status}]`) : c.red(`[${res.status}]`)}`,
    );
  } catch (err) {
    counts.failed++;
    const reason = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    cli.out.info(
      `${c.dim(new Date().toISOString())}  --> ${m.event ?? 'message'} ${id}  ${c.red(`[ERROR ${reason}]`)}`,
    );
  }
}
