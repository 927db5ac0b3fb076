// Platform tag "Catalogue Import": load a business's own catalogue from one JSON document (src/catalogue-import).
import type { Handler } from '../../http/app.js';
import { forbidden, notFound, unauthorized, validationError } from '../../http/errors.js';
import { ImportValidationError, UnknownBusinessError, describeProblem, importCatalogue } from '../../catalogue-import/index.js';

const importCatalogueHandler: Handler = async (ctx) => {
  const tenant = ctx.caller.tenant;
  if (!tenant) throw unauthorized();
  const businessId = ctx.params.business_id as string;
  if (businessId !== tenant.business_id) throw forbidden(`This key does not act for business ${businessId}`);
  const livemode = ctx.query.mode === 'live';
  const { store, db, clock } = ctx.services;
  try {
    const result = await importCatalogue(
      { client: store.client, db, now: () => clock.now() },
      { business_id: businessId, livemode },
      ctx.body,
      { dryRun: ctx.query.dry_run === true },
    );
    if (ctx.query.dry_run !== true) ctx.services.catalogueCache.invalidate({ business_id: businessId, livemode });
    return { data: result };
  } catch (err) {
    if (err instanceof ImportValidationError) throw validationError(describeProblem(err.problems[0]));
    if (err instanceof UnknownBusinessError) throw notFound(`Business ${businessId} not found`);
    throw err;
  }
};

export const handlers: Record<string, Handler> = { importCatalogue: importCatalogueHandler };
