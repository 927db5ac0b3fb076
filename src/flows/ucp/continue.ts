// The continue_url of a UCP checkout session (docs/ucp.md §The continue page): where the buyer takes over from the
// agent, on the business's pages. The session's id is the capability (a `chk_` id is 20 random base62 characters,
// ~119 bits: unguessable), so the page needs no sign-in and no agent. What the buyer gets:
//   - a session with an order (waiting for payment, or completed): the order's hosted pay page, which takes the
//     payment or shows it paid;
//   - canceled (or lapsed now): gone;
//   - otherwise: the session as it stands (lines, totals, what is still missing), read as its agent reads it.
import { currentBusiness } from '../../modules/business/index.js';
import { findUcpCheckout } from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { type UcpCheckoutView, viewCheckout } from './checkout-view.js';
import { lapse } from './holds.js';
import { sessionOrder } from './session-order.js';

export type ContinueOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'show'; view: UcpCheckoutView }
  | { kind: 'gone'; business_name: string | null }
  | { kind: 'not_found' };

export async function continueCheckout(
  services: Services,
  tenant: TenantContext,
  id: string,
): Promise<ContinueOutcome> {
  const found = await findUcpCheckout(services.db, tenant, id);
  if (!found) return { kind: 'not_found' };
  const doc = await lapse(services, tenant, found);
  const business = await currentBusiness(services.db, tenant.business_id);
  if (doc.status === 'canceled') return { kind: 'gone', business_name: business?.name ?? null };
  if (doc.order_id) {
    const order = await sessionOrder(services, doc);
    return order ? { kind: 'redirect', url: order.permalink_url } : { kind: 'not_found' };
  }
  // Read with the extensions its agent negotiated, so the page says what the agent was told.
  const capabilities = Object.fromEntries(
    Object.entries(doc.capabilities).map(([name, version]) => [name, { version }]),
  );
  const view = await viewCheckout(services, { capabilities }, doc, business);
  return { kind: 'show', view };
}
