// The time of an object on a test clock, for a call that is not bound to that clock: the hosted pay page, a
// provider's callback, a business key without the Cimplify-Test-Clock header. What the call does to the object
// (a payment settled, its events) is dated on the object's clock, so the clock's timeline stays whole.
import { clockBound } from '../../kernel/clock.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { findTestClock } from '../../modules/test-clocks/index.js';

/**
 * The services to act on an object carrying `clockId` with: bound to its clock (its time, and what the call records
 * stamped with it) when the call is not on that clock already; else the call's own. A business acting on a clock's
 * order without the header (fulfilling, cancelling, moving its status, refunding) so dates the change and its events
 * on the clock, where the order lives.
 */
export async function objectServices(
  services: Services,
  tenant: TenantContext,
  clockId: string | undefined,
): Promise<Services> {
  if (!clockId || services.testClock?.id === clockId) return services;
  const clock = await findTestClock(services, { business_id: tenant.business_id, livemode: false }, clockId);
  return clock ? clockBound(services, clock._id, clock.frozen_time) : services;
}
