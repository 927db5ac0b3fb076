// Agent profiles, fetched and kept (docs/ucp.md §Negotiation). A UCP agent names its profile URL on every request;
// the profile is fetched once and reused while fresh, so negotiation costs a map lookup on the hot path.
//
// The fetch is a request to an address the agent chose, so it is guarded as webhook deliveries are: the connection
// goes through the webhooks area's guarded lookup (a public address; outside production loopback too), an IP
// literal is checked the same way, https only in production, no redirect followed (a 3xx is a failure), a 3-s
// connect and 5-s total limit, at most 256 kB read, JSON only. The outcome is a UCP refusal from the catalogue:
//   - invalid_profile_url (400): the host does not resolve, or resolves to an address the mode does not allow;
//   - profile_unreachable (424): timeout, connection failure, a non-2xx answer, a redirect;
//   - profile_malformed (422): not JSON, larger than the cap, or not a profile (rules/agent-profile.ts);
//   - version_unsupported (422): a release this service does not speak.
//
// The cache: by URL, in this process, at most 1000 entries (least recently used out first), fresh for the
// answer's Cache-Control max-age (s-maxage first) but never less than 60 s nor more than 1 h, on the services' clock
// (tests move the harness clock). A failure is kept too and answered again without a fetch until its backoff ends
// (10 s, doubling per failure in a row, at most 5 min), so an agent with a broken profile costs one fetch per
// backoff, not one per request. Concurrent requests for one URL share one fetch.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Clock } from '../../kernel/clock.js';
import { AppError } from '../../kernel/errors.js';
import { guardedLookup, isAllowedAddress, UnsafeAddressError } from '../webhooks/index.js';
import { type AgentProfile, readAgentProfile } from './rules/agent-profile.js';

export interface ProfileFetchLimits {
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxEntries: number;
}

export const PROFILE_FETCH_LIMITS: ProfileFetchLimits = Object.freeze({
  connectTimeoutMs: 3_000,
  totalTimeoutMs: 5_000,
  maxBytes: 256 * 1024,
  maxEntries: 1_000,
});

export const TTL_FLOOR_MS = 60_000;
export const TTL_CAP_MS = 3_600_000;
const BACKOFF_FIRST_MS = 10_000;
const BACKOFF_MAX_MS = 300_000;

type Entry =
  | { kind: 'profile'; profile: AgentProfile; freshUntil: number }
  | { kind: 'failure'; code: AppError['code']; message: string; retryAt: number; failures: number };

/** What one fetch gives: the document's text and how long it may be kept, or a refusal. */
interface Fetched {
  body: string;
  ttlMs: number;
}

export class AgentProfiles {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<AgentProfile>>();
  /** When each origin's profile was last fetched again ahead of time for an unknown signing key. */
  private readonly forcedAt = new Map<string, number>();
  private readonly limits: ProfileFetchLimits;

  constructor(
    private readonly clock: Clock,
    private readonly production: boolean,
    limits: Partial<ProfileFetchLimits> = {},
  ) {
    this.limits = { ...PROFILE_FETCH_LIMITS, ...limits };
  }

  /** The agent's profile at `url` (a URL the UCP-Agent rule accepted), from the cache or fetched; or a refusal. */
  get(url: string): Promise<AgentProfile> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(url);
    if (entry) {
      // Most recently used last: the first key is the one to drop.
      this.entries.delete(url);
      this.entries.set(url, entry);
      if (entry.kind === 'profile' && now < entry.freshUntil) return Promise.resolve(entry.profile);
      if (entry.kind === 'failure' && now < entry.retryAt)
        return Promise.reject(new AppError(entry.code, entry.message));
    }
    return this.shared(url, entry);
  }

  /**
   * The profile fetched again before its time, because a request is signed with a key it does not list (the agent
   * may have just rotated). UCP allows this at most once per TTL floor per origin, so an agent sending unknown kids
   * cannot make us fetch on every request: inside that window the answer is null (the key is not found).
   */
  async refetchForUnknownKey(url: string): Promise<AgentProfile | null> {
    const origin = new URL(url).origin;
    const now = this.clock.now().getTime();
    const last = this.forcedAt.get(origin);
    if (last !== undefined && now - last < TTL_FLOOR_MS) return null;
    if (this.forcedAt.size >= this.limits.maxEntries) this.forcedAt.clear();
    this.forcedAt.set(origin, now);
    return this.shared(url, this.entries.get(url));
  }

  /** Forgets every kept profile and failure (tests; an operator clearing a bad state). */
  clear(): void {
    this.entries.clear();
    this.forcedAt.clear();
  }

  /** One fetch of `url` at a time: requests arriving meanwhile share it. */
  private shared(url: string, previous: Entry | undefined): Promise<AgentProfile> {
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.refresh(url, previous).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async refresh(url: string, previous: Entry | undefined): Promise<AgentProfile> {
    try {
      const fetched = await fetchProfile(url, this.production, this.limits);
      const profile = parseProfile(fetched.body);
      this.keep(url, { kind: 'profile', profile, freshUntil: this.clock.now().getTime() + fetched.ttlMs });
      return profile;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const failures = previous?.kind === 'failure' ? previous.failures + 1 : 1;
      const wait = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
      const retryAt = this.clock.now().getTime() + wait;
      this.keep(url, { kind: 'failure', code: err.code, message: err.message, retryAt, failures });
      throw err;
    }
  }

  private keep(url: string, entry: Entry): void {
    this.entries.delete(url);
    this.entries.set(url, entry);
    while (this.entries.size > this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The profile in `body`, or profile_malformed / version_unsupported. */
function parseProfile(body: string): AgentProfile {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    throw new AppError('UCP_PROFILE_MALFORMED', 'The agent profile is not valid JSON');
  }
  const reading = readAgentProfile(doc);
  if (reading.ok) return reading.profile;
  const code = reading.failure === 'malformed' ? 'UCP_PROFILE_MALFORMED' : 'UCP_VERSION_UNSUPPORTED';
  throw new AppError(code, `The agent profile is not usable: ${reading.problem}`);
}

/**
 * How long an answer may be kept, from its Cache-Control: s-maxage, else max-age, within the floor and the cap;
 * no-store, no-cache, private (which a profile must not use) and no max-age at all give the floor.
 */
export function profileTtlMs(cacheControl: string | undefined): number {
  const directives = new Map<string, string>();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  const raw = directives.get('s-maxage') ?? directives.get('max-age');
  const seconds = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 0;
  return Math.min(Math.max(seconds * 1000, TTL_FLOOR_MS), TTL_CAP_MS);
}

const unreachable = (message: string) => new AppError('UCP_PROFILE_UNREACHABLE', message);

/** One GET of the profile, with the guards of the header; resolves to its text and lifetime, or rejects. */
function fetchProfile(raw: string, production: boolean, limits: ProfileFetchLimits): Promise<Fetched> {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:'))
    return Promise.reject(new AppError('UCP_INVALID_PROFILE_URL', 'The agent profile URL must use https'));
  // An IP literal is connected to without a lookup, so the address rule is applied here.
  if (isIP(host) && !isAllowedAddress(host, production))
    return Promise.reject(notPublic(new UnsafeAddressError(host, host)));
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(production),
      headers: { accept: 'application/json', 'user-agent': 'Storefront-UCP/1' },
    });
    const fail = (err: AppError) => {
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy();
      reject(err);
    };
    const total = setTimeout(
      () => fail(unreachable(`The agent profile did not arrive within ${limits.totalTimeoutMs} ms`)),
      limits.totalTimeoutMs,
    );
    const connect = setTimeout(
      () => fail(unreachable(`Could not connect to the agent profile's host within ${limits.connectTimeoutMs} ms`)),
      limits.connectTimeoutMs,
    );
    req.on('socket', (socket) =>
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect)),
    );
    req.on('error', (err) => fail(connectionFailure(err)));
    req.on('response', (res) => {
      clearTimeout(connect);
      readAnswer(res, limits.maxBytes).then(
        (body) => {
          clearTimeout(total);
          resolve({ body, ttlMs: profileTtlMs(headerOf(res, 'cache-control')) });
        },
        (err: AppError) => fail(err),
      );
    });
    req.end();
  });
}

const headerOf = (res: IncomingMessage, name: string) => {
  const v = res.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

function notPublic(err: UnsafeAddressError): AppError {
  return new AppError('UCP_INVALID_PROFILE_URL', `The agent profile URL is not reachable from here: ${err.message}`);
}

function connectionFailure(err: Error): AppError {
  if (err instanceof UnsafeAddressError) return notPublic(err);
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND')
    return new AppError('UCP_INVALID_PROFILE_URL', "The agent profile URL's host does not resolve");
  return unreachable(`Could not fetch the agent profile: ${err.message || code || 'connection failed'}`);
}

/** The answer's body when it is a 2xx JSON document within the cap; a refusal otherwise. */
function readAnswer(res: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const status = res.statusCode ?? 0;
    const refuse = (err: AppError) => {
      res.destroy();
      reject(err);
    };
    if (status >= 300 && status < 400)
      return refuse(unreachable(`The agent profile answered HTTP ${status}: redirects are not followed`));
    if (status < 200 || status >= 300) return refuse(unreachable(`The agent profile answered HTTP ${status}`));
    const type = (headerOf(res, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && !type.endsWith('+json'))
      return refuse(
        new AppError(
          'UCP_PROFILE_MALFORMED',
          `The agent profile must be JSON (application/json), not ${type || 'untyped'}`,
        ),
      );
    const tooLarge = () =>
      new AppError('UCP_PROFILE_MALFORMED', `The agent profile is larger than ${Math.round(maxBytes / 1024)} kB`);
    if (Number(headerOf(res, 'content-length') ?? 0) > maxBytes) return refuse(tooLarge());
    const chunks: Buffer[] = [];
    let read = 0;
    res.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) return refuse(tooLarge());
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', (err) => reject(unreachable(`Could not read the agent profile: ${err.message}`)));
    res.on('close', () => {
      if (!res.complete) reject(unreachable('The agent profile answer was cut short'));
    });
  });
}
