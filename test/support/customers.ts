// Signed-in customers for tests of customer-only routes, written straight into the store (until OTP sign-in
// lands, the customers issue replaces this with the real flow).
import type { Db } from 'mongodb';
import type { CustomerSessionDoc } from '../../src/customers/sessions.js';
import { newId } from '../../src/domain/ids.js';
import { hashSecret, newToken } from '../../src/domain/secrets.js';
import type { TenantContext } from '../../src/store/index.js';

export interface TestCustomer {
  id: string;
  token: string;
  headers: Record<string, string>;
}

export async function createSignedInCustomer(
  db: Db,
  tenant: TenantContext,
  now: Date,
  who: { name?: string; email?: string; phone?: string } = {},
): Promise<TestCustomer> {
  const id = newId('customer');
  await db.collection('customers').insertOne({
    _id: id as never,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    name: who.name ?? 'Ama Mensah',
    email: who.email ?? `${id.toLowerCase()}@example.com`,
    phone: who.phone ?? null,
    created_at: now,
    updated_at: now,
  });
  const token = newToken('st');
  const session: CustomerSessionDoc = {
    _id: newId('session'),
    token_hash: hashSecret(token),
    customer_id: id,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    storefront_session_id: null,
    created_at: now,
    last_used_at: now,
    expires_at: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    revoked_at: null,
  };
  await db.collection<CustomerSessionDoc>('customer_sessions').insertOne(session);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}
