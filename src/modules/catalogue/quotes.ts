// Price quotes: a configuration priced now and locked for QUOTE_LOCK_MS. Status is derived from expires_at at
// read time; quotes stay readable for QUOTE_READABLE_MS after expiry, then read as unknown (the TTL index sweeps
// them later).
import type { RefreshPriceQuoteData } from '../../../generated/sdk/storefront/types.gen.js';
import { newId } from '../../kernel/ids.js';
import { notFound } from '../../kernel/errors.js';
import type { PriceQuoteDoc } from './model.js';
import type { CatalogueReader } from './reader.js';
import { priceConfiguration, type Configuration } from './configuration.js';
import { presentQuote } from './present.js';

export const QUOTE_LOCK_MS = 15 * 60 * 1000;
export const QUOTE_READABLE_MS = 24 * 60 * 60 * 1000;

/** The configuration a quote prices (refresh sends any of it), as the contract types it. */
export type QuoteFields = NonNullable<RefreshPriceQuoteData['body']>;

async function priced(r: CatalogueReader, cfg: Configuration) {
  await r.location(cfg.location_id);
  return priceConfiguration(r, cfg);
}

export async function createQuote(
  r: CatalogueReader,
  body: QuoteFields & { product_id: string },
  queryLocation: string | undefined,
  now: Date,
) {
  const cfg: Configuration = {
    product_id: body.product_id,
    variant_id: body.variant_id ?? null,
    location_id: body.location_id ?? queryLocation ?? null,
    add_on_option_ids: body.add_on_option_ids ?? [],
    bundle_selections: body.bundle_selections ?? [],
    composite_selections: body.composite_selections ?? [],
    quantity: body.quantity ?? 1,
  };
  const price = await priced(r, cfg);
  const doc: PriceQuoteDoc = {
    _id: newId('priceQuote'),
    ...cfg,
    variant_id: price.variant_id,
    unit_price: price.unit_price,
    subtotal: price.subtotal,
    currency: price.currency,
    expires_at: new Date(now.getTime() + QUOTE_LOCK_MS),
    created_at: now,
  } as PriceQuoteDoc;
  await r.quotes.insertOne(doc);
  return presentQuote(doc, now);
}

async function readableQuote(r: CatalogueReader, quoteId: string, now: Date): Promise<PriceQuoteDoc> {
  const q = (await r.quotes.findOne({ _id: quoteId })) as PriceQuoteDoc | null;
  if (!q || now.getTime() - q.expires_at.getTime() > QUOTE_READABLE_MS)
    throw notFound(`Price quote ${quoteId} not found`);
  return q;
}

export async function getQuote(r: CatalogueReader, quoteId: string, now: Date) {
  return presentQuote(await readableQuote(r, quoteId, now), now);
}

/** Re-prices at current prices with the sent fields replacing the stored ones, and restarts the lock. */
export async function refreshQuote(r: CatalogueReader, quoteId: string, body: QuoteFields, now: Date) {
  const q = await readableQuote(r, quoteId, now);
  const productChanged = body.product_id !== undefined && body.product_id !== q.product_id;
  const cfg: Configuration = {
    product_id: body.product_id ?? q.product_id,
    variant_id: body.variant_id ?? (productChanged ? null : q.variant_id),
    location_id: body.location_id ?? q.location_id,
    add_on_option_ids: body.add_on_option_ids ?? (productChanged ? [] : q.add_on_option_ids),
    bundle_selections: body.bundle_selections ?? (productChanged ? [] : q.bundle_selections),
    composite_selections: body.composite_selections ?? (productChanged ? [] : q.composite_selections),
    quantity: body.quantity ?? q.quantity,
  };
  const price = await priced(r, cfg);
  const update = {
    ...cfg,
    variant_id: price.variant_id,
    unit_price: price.unit_price,
    subtotal: price.subtotal,
    currency: price.currency,
    expires_at: new Date(now.getTime() + QUOTE_LOCK_MS),
  };
  await r.quotes.updateOne({ _id: quoteId }, { $set: update });
  return presentQuote({ ...q, ...update }, now);
}
