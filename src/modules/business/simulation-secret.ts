// The secret of a business's UCP test helpers (docs/ucp.md §Test helpers): the sandbox-only operations that move an
// order along as the business would (mark it shipped), which agents call to test their handling of order events.
// They take no agent negotiation and no key, so a secret guards them: the business reads it in its settings with a
// test-mode key (never with a live one) and hands it to whoever runs the tests; it may set its own. Made on first
// need, so every business has one without setup.
import type { Db } from 'mongodb';
import { notFound } from '../../kernel/errors.js';
import { newToken, safeEqual } from '../../kernel/secrets.js';
import { businesses } from './store.js';

const SECRET = /^[\x21-\x7e]{16,128}$/;

/** Why `secret` cannot be the business's test-helper secret (`field: why`), or null. */
export function simulationSecretViolation(field: string, secret: string): string | null {
  return SECRET.test(secret) ? null : `${field}: must be 16 to 128 printable ASCII characters without spaces`;
}

/** The business's test-helper secret, made now if it has none. */
export async function ucpSimulationSecret(db: Db, businessId: string): Promise<string> {
  const col = businesses(db);
  const found = await col.findOne({ _id: businessId }, { projection: { ucp_simulation_secret: 1 } });
  if (!found) throw notFound(`Business ${businessId} not found`);
  if (found.ucp_simulation_secret) return found.ucp_simulation_secret;
  // Two first readers at once: the first write wins and both answer it.
  await col.updateOne(
    { _id: businessId, ucp_simulation_secret: { $exists: false } },
    { $set: { ucp_simulation_secret: newToken('ucpsim') } },
  );
  const made = await col.findOne({ _id: businessId }, { projection: { ucp_simulation_secret: 1 } });
  return made?.ucp_simulation_secret ?? '';
}

export async function setUcpSimulationSecret(db: Db, businessId: string, secret: string): Promise<void> {
  const done = await businesses(db).updateOne({ _id: businessId }, { $set: { ucp_simulation_secret: secret } });
  if (done.matchedCount !== 1) throw notFound(`Business ${businessId} not found`);
}

/** Whether `given` is the business's test-helper secret (none set yet: nothing is). Constant-time. */
export async function simulationSecretMatches(db: Db, businessId: string, given: string | undefined): Promise<boolean> {
  if (!given) return false;
  const found = await businesses(db).findOne({ _id: businessId }, { projection: { ucp_simulation_secret: 1 } });
  const secret = found?.ucp_simulation_secret;
  return Boolean(secret) && safeEqual(secret!, given);
}
