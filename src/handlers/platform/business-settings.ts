// Platform tag "Business Settings": the business's settings, one set for both modes (business key; settings:read to
// read, settings:write to change). The rules live in src/modules/business/settings.ts. The secret of the UCP test
// helpers (sandbox-only) is part of `ucp` for test-mode keys alone: read, and set, with a dk_test_ key only.
import { type Caller, requireTenant } from '../../kernel/caller.js';
import { forbidden, validationError } from '../../kernel/errors.js';
import type { Handlers } from '../../operations/typing.js';
import type { Services } from '../../services.js';
import {
  type BusinessSettings,
  getBusinessSettings,
  setUcpSimulationSecret,
  simulationSecretViolation,
  ucpSimulationSecret,
  updateBusinessSettings,
} from '../../modules/business/index.js';

const isTestKey = (caller: Caller) => caller.key?.livemode === false;

/** The settings as `caller` sees them: with the test helpers' secret for a test-mode key. */
async function shown(services: Services, caller: Caller, businessId: string, settings: BusinessSettings) {
  if (!isTestKey(caller)) return settings;
  return {
    ...settings,
    ucp: { ...settings.ucp, simulation_secret: await ucpSimulationSecret(services.db, businessId) },
  };
}

export const handlers = {
  async getBusinessSettings(ctx) {
    const { business_id } = requireTenant(ctx.caller);
    const settings = await getBusinessSettings(ctx.services.db, business_id);
    return { data: await shown(ctx.services, ctx.caller, business_id, settings) };
  },

  async updateBusinessSettings(ctx) {
    const { business_id } = requireTenant(ctx.caller);
    const { db, clock, config } = ctx.services;
    const { simulation_secret: secret, ...ucp } = ctx.body.ucp ?? {};
    if (secret !== undefined) {
      if (!isTestKey(ctx.caller))
        throw forbidden(
          'ucp.simulation_secret: the test helpers are sandbox-only; set it with a test-mode key (dk_test_…)',
        );
      const violation = simulationSecretViolation('ucp.simulation_secret', secret);
      if (violation) throw validationError(violation);
    }
    const change = ctx.body.ucp === undefined ? ctx.body : { ...ctx.body, ucp };
    const settings = await updateBusinessSettings(db, business_id, change, clock.now(), config.production);
    if (secret !== undefined) await setUcpSimulationSecret(db, business_id, secret);
    return { data: await shown(ctx.services, ctx.caller, business_id, settings) };
  },
} satisfies Handlers<'platform'>;
