// Platform tag "Test Clocks": sandbox time travel (docs/test-clocks.md). Clocks live in the area
// src/modules/test-clocks; attaching customers, advancing and deleting cross areas (src/flows/test-clocks). Only a
// test-mode business key may use them.
import { requireTenant, type Caller } from '../../kernel/caller.js';
import { forbidden, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { Handlers } from '../../operations/typing.js';
import type { TenantContext } from '../../store/index.js';
import {
  createTestClock,
  listTestClocks,
  loadTestClock,
  presentDeletedTestClock,
  presentTestClock,
} from '../../modules/test-clocks/index.js';
import { startAdvance } from '../../flows/test-clocks/advance.js';
import { attachCustomer } from '../../flows/test-clocks/attach.js';
import { deleteTestClock } from '../../flows/test-clocks/delete.js';

/**
 * The business's sandbox, for a test-mode key; a live key is refused whatever mode it asks for. The clocks' own
 * operations run on real time (a clock's created_at and expiry, an advance's lease), never on a clock.
 */
function sandboxOf({ caller, services }: { caller: Caller; services: Services }): TenantContext {
  const { business_id } = requireTenant(caller);
  if (caller.key?.livemode !== false)
    throw forbidden('Test clocks exist only in test mode: use a test-mode business key (dk_test_…)');
  if (services.testClock)
    throw validationError('Cimplify-Test-Clock: the test clock operations run on real time; leave the header out');
  return { business_id, livemode: false };
}

export const handlers = {
  async listTestClocks(ctx) {
    const rows = await listTestClocks(ctx.services, sandboxOf(ctx));
    return { data: { test_clocks: rows.map(presentTestClock) } };
  },

  async createTestClock(ctx) {
    const c = await createTestClock(ctx.services, sandboxOf(ctx), {
      frozen_time: new Date(ctx.body.frozen_time),
      name: ctx.body.name,
    });
    return { status: 201, data: presentTestClock(c) };
  },

  async getTestClock(ctx) {
    return { data: presentTestClock(await loadTestClock(ctx.services, sandboxOf(ctx), ctx.params.clock_id)) };
  },

  async deleteTestClock(ctx) {
    const id = ctx.params.clock_id;
    const objects = await deleteTestClock(ctx.services, sandboxOf(ctx), id);
    return { data: presentDeletedTestClock(id, objects) };
  },

  async advanceTestClock(ctx) {
    const c = await startAdvance(ctx.services, sandboxOf(ctx), ctx.params.clock_id, new Date(ctx.body.frozen_time));
    return { data: presentTestClock(c) };
  },

  async attachTestClockCustomer(ctx) {
    return {
      data: await attachCustomer(ctx.services, sandboxOf(ctx), ctx.params.clock_id, ctx.body.customer_id),
    };
  },
} satisfies Handlers<'platform'>;
