// Signers of deliveries to agents. A delivery to an endpoint the business registered is signed with that endpoint's
// shared secret (kernel/webhook-signing.ts); a delivery to an AI agent has no shared secret: it is signed with the
// business's own keys by the area that keeps them (UCP: RFC 9421 with the ucp area's signing keys). That area sits
// above this one, so its signer is handed in at composition (src/server.ts) by kind, and this area never imports it.
import type { Services } from '../../services.js';
import type { DeliveryDoc } from './model.js';

/** One attempt of a delivery to an agent, as its signer sees it. */
export interface AgentMessage {
  business_id: string;
  livemode: boolean;
  method: 'POST';
  url: string;
  /** What the attempt sends, lower-case: the delivery's own headers, content-type, webhook-id, webhook-timestamp. */
  headers: Record<string, string>;
  body: string;
  /** When the attempt is made (the services' clock). */
  now: Date;
}

/** Returns the headers that sign `message` (added to what it sends). */
export type DeliverySigner = (services: Services, message: AgentMessage) => Promise<Record<string, string>>;

declare module '../../services.js' {
  interface Services {
    /** Signers of deliveries to agents, by kind (`ucp`), given at composition. */
    deliverySigners?: Readonly<Record<string, DeliverySigner>>;
  }
}

export function signerFor(services: Services, kind: string): DeliverySigner | undefined {
  return services.deliverySigners?.[kind];
}

/**
 * The headers of one attempt of an agent delivery: its own, the Standard Webhooks id (the same on every attempt of
 * the event) and timestamp (this attempt's, as receivers judge freshness by it), then the signer's.
 */
export async function agentAttemptHeaders(
  services: Services,
  row: DeliveryDoc & { agent: NonNullable<DeliveryDoc['agent']> },
  now: Date,
): Promise<Record<string, string>> {
  const signer = signerFor(services, row.agent.signer);
  if (!signer) throw new Error(`no signer of kind "${row.agent.signer}" is registered`);
  const headers = {
    ...row.agent.headers,
    'content-type': 'application/json',
    'webhook-id': row.event_id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
  };
  const message: AgentMessage = {
    business_id: row.business_id,
    livemode: row.livemode,
    method: 'POST',
    url: row.agent.url,
    headers,
    body: row.agent.body,
    now,
  };
  return { ...headers, ...(await signer(services, message)) };
}
