// Storefront tag "Places": address autocomplete and the chosen address's details, from the configured provider
// (src/providers/places; Google Places API (New) with the caller's session token passed through, details cached).
// Not configured is 500 INTERNAL and a provider that fails is 503 SERVICE_UNAVAILABLE, as the interface says.
import { notFound, serviceUnavailable } from '../../kernel/errors.js';
import type { Handlers } from '../../operations/typing.js';
import type { OperationContext } from '../../operations/types.js';
import { placesNotConfigured, PlacesUnavailableError, type PlacesProvider } from '../../providers/places/index.js';

/** Input shorter than this (after trimming) gets no predictions and costs no provider call. */
const MIN_INPUT = 3;

function provider(ctx: OperationContext): PlacesProvider {
  const places = ctx.services.places;
  if (!places) throw placesNotConfigured();
  return places;
}

/** The caller's first preferred language (Accept-Language), for the provider's answer. */
function language(ctx: OperationContext): string | undefined {
  const first = ctx.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : undefined;
}

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PlacesUnavailableError)
      throw serviceUnavailable(`The address provider is unavailable: ${err.message}`);
    throw err;
  }
}

export const handlers = {
  async autocompletePlaces(ctx) {
    const input = ctx.body.input.trim();
    if (input.length < MIN_INPUT) return { data: { predictions: [] } };
    const places = provider(ctx);
    // At most 5, best first: the provider interface promises the contract's maxItems.
    const predictions = await upstream(() =>
      places.autocomplete(input, { sessionToken: ctx.body.sessionToken, language: language(ctx) }),
    );
    return { data: { predictions } };
  },

  async getPlaceDetails(ctx) {
    const places = provider(ctx);
    const details = await upstream(() =>
      places.details(ctx.body.place_id, { sessionToken: ctx.body.sessionToken, language: language(ctx) }),
    );
    if (!details) throw notFound(`Place ${ctx.body.place_id} not found`);
    return { data: details };
  },
} satisfies Handlers<'storefront'>;
