// A UCP agent for the checkout tests: its profile served by a loopback host (test/ucp/profile-server.ts), and the
// checkout operations over real HTTP through the harness (every answer checked against the contract there).
import { randomUUID } from 'node:crypto';
import type { Harness } from '../../harness/harness.js';
import { agentProfile, type ProfileServer } from '../profile-server.js';

export interface UcpReply {
  status: number;
  json: any;
  headers: Headers;
}

export interface UcpAgent {
  create(body: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  get(id: string): Promise<UcpReply>;
  update(id: string, body: unknown, headers?: Record<string, string>): Promise<UcpReply>;
  cancel(id: string, headers?: Record<string, string>): Promise<UcpReply>;
  /** Any request under the business's UCP base. */
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<UcpReply>;
}

export const ALL_CHECKOUT = ['checkout', 'fulfillment', 'discount', 'buyer_consent', 'order'];

/**
 * An agent whose profile (offering `capabilities`) the host serves at `path`, buying from `businessId` in `mode`.
 */
export function ucpAgent(
  h: Harness,
  host: ProfileServer,
  businessId: string,
  opts: { path?: string; capabilities?: string[]; mode?: 'test' | 'live'; webhook?: string } = {},
): UcpAgent {
  const path = opts.path ?? `/agents/${randomUUID()}.json`;
  host.set(path, {
    body: agentProfile(opts.capabilities ?? ALL_CHECKOUT, opts.webhook),
    headers: { 'cache-control': 'max-age=3600' },
  });
  const base = `${h.url}/ucp/${opts.mode ?? 'test'}/${businessId}`;
  const send = async (method: string, rest: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await h.fetch(`${base}${rest}`, {
      method,
      headers: {
        'ucp-agent': `profile="${host.origin}${path}"`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return {
    send,
    create: (body, headers) => send('POST', '/checkout-sessions', body, headers),
    get: (id) => send('GET', `/checkout-sessions/${id}`),
    update: (id, body, headers) => send('PUT', `/checkout-sessions/${id}`, body, headers),
    cancel: (id, headers) => send('POST', `/checkout-sessions/${id}/cancel`, undefined, headers),
  };
}

/** The amount of the `type` entry of a totals list (undefined when absent). */
export const amountOf = (totals: { type: string; amount: number }[], type: string) =>
  totals.find((t) => t.type === type)?.amount;

/** One line of `item`, `quantity` units. */
export const line = (item: string, quantity = 1) => ({ item: { id: item }, quantity });
