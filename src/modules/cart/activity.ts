// Cart writes are session signals too: each records `cart_add` / `cart_remove` through the activity module, which
// folds them into the session's intent and keeps them for recommendations. Analytics, not lifecycle events: written
// right after the cart write they describe, not in a transaction with it, and a lost one costs a signal, never money.
import type { Services } from '../../kernel/services.js';
import type { TenantContext } from '../../store/index.js';
import { recordSignals } from '../activity/record.js';

export interface CartSignal {
  type: 'cart_add' | 'cart_remove';
  product_id: string;
  quantity: number;
  /** Unit price at the time, integer minor units of the cart currency. */
  price: number;
}

export async function recordCartActivity(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  sessionId: string,
  signals: CartSignal[],
): Promise<void> {
  const kept = signals.filter((s) => s.quantity > 0);
  if (kept.length) await recordSignals(services, tenant, sessionId, kept);
}
