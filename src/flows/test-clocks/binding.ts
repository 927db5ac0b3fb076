// Which test clock a call runs on (docs/test-clocks.md): the one its Cimplify-Test-Clock header names, or the one
// the signed-in storefront customer is attached to. Only sandbox calls may run on a clock; a live call naming one
// is refused. A call on a clock runs with clockBound services: services.clock reads the clock's frozen time, and
// what the call creates is stamped with the clock's id (clockStamp).
import { clockBound } from '../../kernel/clock.js';
import type { Caller } from '../../kernel/caller.js';
import type { SurfaceName } from '../../contract/surfaces.js';
import { forbidden, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { customers } from '../../modules/customers/index.js';
import { findTestClock } from '../../modules/test-clocks/index.js';

const TEST_CLOCK_HEADER = 'cimplify-test-clock';

/** Whether the call acts on sandbox data: a test key (any kind), or a UCP agent on a test-mode URL. */
function inSandbox(caller: Caller): boolean {
  if (caller.key) return !caller.key.livemode;
  if (caller.agent) return !caller.agent.livemode;
  return false;
}

/**
 * The services the call runs with when it is on a test clock; undefined (synchronously) when it is not, which is
 * every live call and every sandbox call without the header or a signed-in customer.
 */
export function bindTestClock(
  services: Services,
  caller: Caller,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  surface: SurfaceName,
): Services | undefined | Promise<Services | undefined> {
  const sent = headers[TEST_CLOCK_HEADER];
  const named = (Array.isArray(sent) ? sent[0] : sent)?.trim() || undefined;
  if (named !== undefined && !inSandbox(caller)) {
    throw forbidden(
      'Cimplify-Test-Clock: test clocks exist only in test mode; send it with a test key (pk_test_, sk_test_, dk_test_) or leave it out',
    );
  }
  const customerId = surface === 'storefront' ? caller.customer?.id : undefined;
  if (!caller.tenant || (named === undefined && (customerId === undefined || !inSandbox(caller)))) return undefined;
  return clockOfCall(services, { business_id: caller.tenant.business_id, livemode: false }, named, customerId);
}

async function clockOfCall(
  services: Services,
  tenant: TenantContext,
  named: string | undefined,
  customerId: string | undefined,
): Promise<Services | undefined> {
  const attached = customerId ? await attachedClock(services, tenant, customerId) : undefined;
  if (named !== undefined && attached && attached !== named) {
    throw validationError(
      `Cimplify-Test-Clock: the signed-in customer is attached to test clock ${attached}; send that one or leave it out`,
    );
  }
  const id = named ?? attached;
  if (!id) return undefined;
  const clock = await findTestClock(services, tenant, id);
  if (!clock) throw validationError(`Cimplify-Test-Clock: no test clock ${id} in this business's sandbox`);
  return clockBound(services, clock._id, clock.frozen_time);
}

async function attachedClock(services: Services, tenant: TenantContext, customerId: string) {
  const c = await customers(services.db, tenant).findOne(
    { _id: customerId, test_clock_id: { $type: 'string' } },
    { projection: { test_clock_id: 1 } },
  );
  return c?.test_clock_id ?? undefined;
}
