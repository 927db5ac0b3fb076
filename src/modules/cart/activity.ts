// Cart writes leave `cart_add` / `cart_remove` signals in the `activity` collection, which the activity
// features (visitor intent, recommendations) read. They are analytics, not lifecycle events: written right after
// the cart write they describe, not in a transaction with it, and a lost one costs a signal, never money.
import type { Db } from 'mongodb';
import { randomBase62 } from '../../kernel/ids.js';
import type { TenantContext } from '../../store/index.js';
import { cartActivity } from './store.js';
import type { CartActivityDoc } from './model.js';
export type { CartActivityDoc } from './model.js';

export interface CartSignal {
  type: 'cart_add' | 'cart_remove';
  product_id: string;
  quantity: number;
  price: number;
}

export async function recordCartActivity(
  db: Db,
  tenant: TenantContext,
  who: { sessionId: string; customerId: string | null },
  signals: CartSignal[],
  now: Date,
): Promise<void> {
  const docs: CartActivityDoc[] = signals
    .filter((s) => s.quantity > 0)
    .map((s) => ({
      _id: `act_${randomBase62(20)}`,
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      session_id: who.sessionId,
      customer_id: who.customerId,
      type: s.type,
      product_id: s.product_id,
      quantity: s.quantity,
      price: s.price,
      created_at: now,
    }));
  if (docs.length) await cartActivity(db, tenant).insertMany(docs);
}
