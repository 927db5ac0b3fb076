// Platform tag "Test Helpers": the sandbox's helpers for integrators and CI. A trigger makes the real objects that
// lead to a webhook event (test-helpers/triggers.ts); a fixtures file seeds the sandbox from API calls run in order
// (test-helpers/fixtures.ts). Both run the service's own operations in-process, in test mode only.
import type { Handlers } from '../../operations/typing.js';
import { runFixtures } from './test-helpers/fixtures.js';
import { runTrigger } from './test-helpers/triggers.js';

export const handlers = {
  async triggerTestEvent(ctx) {
    return { data: await runTrigger(ctx, ctx.body) };
  },

  async runFixtures(ctx) {
    return { data: await runFixtures(ctx, ctx.body) };
  },
} satisfies Handlers<'platform'>;
