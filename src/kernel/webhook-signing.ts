// The webhook signature format (part of the contract): the webhooks area signs deliveries with it, and the CLI
// signs what it forwards in `webhooks listen`, so it sits in the kernel where both reach it without loading an area.
//
// The two signatures every delivery carries: the service's own hex HMAC of the raw body, and the Standard Webhooks
// scheme (`v1,` + base64 HMAC of "id.timestamp.body") so receivers can use stock verification libraries.
//
// The two are keyed differently, each the way its receivers expect: X-Service-Signature with the bytes of the whole
// `whsec_…` string (the interface: "keyed with the secret"), webhook-signature with the bytes the part after
// `whsec_` encodes in base64, which is how Standard Webhooks libraries read a `whsec_` secret.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** 32 random bytes in standard base64 (44 characters), the form Standard Webhooks libraries decode. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

export function serviceSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The HMAC key of the Standard Webhooks signature: the secret's base64 part, decoded. (Node's decoder also reads
 * the base64url secrets issued before secrets were standard base64, to the same bytes.) */
export function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', standardKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

export function signatureHeaders(secret: string, eventId: string, now: Date, body: string): Record<string, string> {
  const ts = Math.floor(now.getTime() / 1000);
  return {
    'x-service-signature': serviceSignature(secret, body),
    'webhook-id': eventId,
    'webhook-timestamp': String(ts),
    'webhook-signature': standardSignature(secret, eventId, ts, body),
  };
}
