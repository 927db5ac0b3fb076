// Cart writes are session signals too: each records `cart_add` / `cart_remove` through the activity module, which
// folds them into the session's intent and keeps them for recommendations. Analytics, not lifecycle events: queued
// behind the cart write they describe and written with others within milliseconds (activity/record.ts), not in a
// transaction with it; a lost one costs a signal, never money.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { queueSignals } from '../activity/record.js';

export interface CartSignal {
  type: 'cart_add' | 'cart_remove';
  product_id: string;
  quantity: number;
  /** Unit price at the time, integer minor units of the cart currency. */
  price: number;
}

export function recordCartActivity(
  services: Pick<Services, 'db' | 'clock' | 'store' | 'logger'>,
  tenant: TenantContext,
  sessionId: string,
  signals: CartSignal[],
): void {
  const kept = signals.filter((s) => s.quantity > 0);
  if (kept.length) queueSignals(services, tenant, sessionId, kept);
}
