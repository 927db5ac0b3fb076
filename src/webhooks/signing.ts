// The two signatures every delivery carries: the service's own hex HMAC of the raw body, and the Standard Webhooks
// scheme (`v1,` + base64 HMAC of "id.timestamp.body") so receivers can use stock verification libraries.
import { createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: well inside the contract's `whsec_[A-Za-z0-9+/=_-]{24,128}`. */
export function newWebhookSecret(): string {
  return 'whsec_' + randomBytes(32).toString('base64url');
}

export function serviceSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Keyed with the secret string's bytes (the whole `whsec_…` string), as X-Service-Signature is. */
export function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', secret).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
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
