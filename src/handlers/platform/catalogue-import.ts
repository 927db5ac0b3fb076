// Platform tag "Catalogue Import": load a business's own catalogue from one JSON document (src/modules/catalogue-import).
import { forbidden, notFound, validationError } from '../../kernel/errors.js';
import { requireTenant, tenantInMode } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  ImportValidationError,
  UnknownBusinessError,
  describeProblem,
  importCatalogue,
} from '../../modules/catalogue-import/index.js';

export const handlers = {
  async importCatalogue(ctx) {
    const tenant = requireTenant(ctx.caller);
    const businessId = ctx.params.business_id;
    if (businessId !== tenant.business_id) throw forbidden(`This key does not act for business ${businessId}`);
    // Test unless `mode=live`, which a test-mode key may not ask for.
    const { livemode } = tenantInMode(ctx.caller, ctx.query.mode, 'test');
    const dryRun = ctx.query.dry_run === true;
    const { store, db, clock } = ctx.services;
    try {
      const result = await importCatalogue(
        { client: store.client, db, now: () => clock.now() },
        { business_id: businessId, livemode },
        ctx.body,
        { dryRun },
      );
      if (!dryRun) ctx.services.catalogueCache.invalidate({ business_id: businessId, livemode });
      return { data: result };
    } catch (err) {
      if (err instanceof ImportValidationError) throw validationError(describeProblem(err.problems[0]));
      if (err instanceof UnknownBusinessError) throw notFound(`Business ${businessId} not found`);
      throw err;
    }
  },
} satisfies Handlers<'platform'>;
