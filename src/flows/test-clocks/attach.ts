// Attaching a sandbox customer to a test clock: the customer's signed-in calls then run on the clock's time
// (binding.ts), and what they create (carts, orders, subscriptions, bookings, …) carries the clock's id. A customer
// is on one clock at most; deleting the clock deletes the customer with its objects.
import { conflict, notFound } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { customers } from '../../modules/customers/index.js';
import { loadTestClock } from '../../modules/test-clocks/index.js';

export async function attachCustomer(
  services: Services,
  tenant: TenantContext,
  clockId: string,
  customerId: string,
): Promise<{ customer_id: string; test_clock_id: string }> {
  const sandbox: TenantContext = { business_id: tenant.business_id, livemode: false };
  const clock = await loadTestClock(services, sandbox, clockId);
  const coll = customers(services.db, sandbox);
  // null matches a customer that never had the field: on no clock yet.
  await coll.updateOne({ _id: customerId, test_clock_id: null }, { $set: { test_clock_id: clock._id } });
  const c = await coll.findOne({ _id: customerId }, { projection: { test_clock_id: 1 } });
  if (!c) throw notFound(`customer_id: no customer ${customerId} in this business's sandbox`);
  if (c.test_clock_id !== clock._id)
    throw conflict(`customer_id: customer ${customerId} is attached to another test clock (${c.test_clock_id})`);
  return { customer_id: customerId, test_clock_id: clock._id };
}
