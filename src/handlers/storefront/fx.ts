// Storefront tag "FX": indicative rates and locked quotes (src/modules/fx), from the configured rate provider
// (src/providers/fx: a table by default, or the Frankfurter service). A provider that cannot answer is 503
// SERVICE_UNAVAILABLE, retryable, as the interface says; checkout claims the quotes (src/flows/place-order).
import { serviceUnavailable } from '../../kernel/errors.js';
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { FxUnavailableError } from '../../providers/fx/index.js';
import { presentFxQuote, presentFxRates, createFxQuote, indicativeRates, readFxQuote } from '../../modules/fx/index.js';

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof FxUnavailableError) throw serviceUnavailable(`Exchange rates are unavailable: ${err.message}`);
    throw err;
  }
}

export const handlers = {
  async getFxRates(ctx) {
    const rates = await upstream(() => indicativeRates(ctx.services, requireTenant(ctx.caller), ctx.query.base));
    return { data: presentFxRates(rates) };
  },

  async createFxQuote(ctx) {
    const quote = await upstream(() => createFxQuote(ctx.services, requireTenant(ctx.caller), ctx.body));
    return { status: 201, data: presentFxQuote(quote, ctx.services.clock.now()) };
  },

  async getFxQuote(ctx) {
    const quote = await readFxQuote(ctx.services, requireTenant(ctx.caller), ctx.params.quote_id);
    return { data: presentFxQuote(quote, ctx.services.clock.now()) };
  },
} satisfies Handlers<'storefront'>;
