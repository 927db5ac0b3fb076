// The time of an object on a test clock, for a call that is not bound to that clock: the hosted pay page, a
// provider's callback, a business key without the Cimplify-Test-Clock header. What the call does to the object
// (a payment settled, its events) is dated on the object's clock, so the clock's timeline stays whole.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { findTestClock } from '../../modules/test-clocks/index.js';

/** Now, for an object carrying `clockId`: its clock's frozen time, or the call's own time (on no clock, or gone). */
export async function objectNow(services: Services, tenant: TenantContext, clockId: string | undefined): Promise<Date> {
  if (!clockId || services.testClock?.id === clockId) return services.clock.now();
  const clock = await findTestClock(services, { business_id: tenant.business_id, livemode: false }, clockId);
  return clock?.frozen_time ?? services.clock.now();
}
