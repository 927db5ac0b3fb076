// Indicative rates and locked quotes for a business, from the configured rate provider (services.fx).
//
// A business keeps no list of the currencies it accepts: it accepts every currency the provider serves
// (provider.currencies()), and its own currency is always a valid base. Rates are shown, and quotes convert, at
// the provider's rate rounded to 10 significant digits (rules.ts publishedRate), so a quote's converted amount can
// be checked from the rate it shows. A provider that cannot answer throws FxUnavailableError (503 for the API).
import { isKnownCurrency } from '../../kernel/currencies.js';
import { notFound, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import type { Services } from '../../services.js';
import { FxUnavailableError } from '../../providers/fx/index.js';
import type { TenantContext } from '../../store/index.js';
import { businesses } from '../business/index.js';
import type { FxQuoteDoc } from './model.js';
import { publishedRate, quoteAmounts } from './rules.js';
import { fxQuotes } from './store.js';

export interface IndicativeRates {
  base: string;
  rates: Record<string, string>;
  as_of: Date;
}

async function businessCurrency(services: Services, tenant: TenantContext): Promise<string> {
  const business = await businesses(services.db).findOne({ _id: tenant.business_id }, { projection: { currency: 1 } });
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  return business.currency;
}

/** The provider's rate for `from` → `to` as shown; a rate that cannot be shown is the provider's failure. */
function shownRate(provider: Services['fx'], from: string, to: string, rate: string): string {
  try {
    return publishedRate(rate);
  } catch (err) {
    if (err instanceof RangeError)
      throw new FxUnavailableError(`${provider.description}: the ${from}→${to} rate ${rate} is out of range`, {
        cause: err,
      });
    throw err;
  }
}

/** 400 naming `field` unless `code` is the business's currency or one it accepts. */
function assertAccepted(field: string, code: string, home: string, accepted: string[]): void {
  if (code === home) return;
  if (!isKnownCurrency(code) || !accepted.includes(code)) {
    throw validationError(
      `${field}: ${code} is not a currency this business accepts (${[...new Set([home, ...accepted])].sort().join(', ')})`,
    );
  }
}

/** Rates from `base` (the business's currency by default) to every other accepted currency. */
export async function indicativeRates(
  services: Services,
  tenant: TenantContext,
  base: string | undefined,
): Promise<IndicativeRates> {
  const [home, accepted] = await Promise.all([businessCurrency(services, tenant), services.fx.currencies()]);
  const from = base ?? home;
  assertAccepted('base', from, home, accepted);
  const symbols = accepted.filter((c) => c !== from);
  const table = await services.fx.latest(from, symbols);
  const rates: Record<string, string> = {};
  for (const symbol of symbols) rates[symbol] = shownRate(services.fx, from, symbol, table.rates[symbol]);
  return { base: from, rates, as_of: table.as_of };
}

export interface QuoteRequest {
  from_currency: string;
  to_currency: string;
  /** Money text, more than zero (the contract checks both). */
  amount: string;
}

/**
 * Locks the provider's current rate for `amount`: converts it with the service's fee (rules.ts quoteAmounts) and
 * stores the quote, valid for FX_QUOTE_TTL_SECONDS from now.
 */
export async function createFxQuote(
  services: Services,
  tenant: TenantContext,
  request: QuoteRequest,
): Promise<FxQuoteDoc> {
  const { from_currency: from, to_currency: to } = request;
  if (from === to) throw validationError(`to_currency: must differ from from_currency (${from})`);
  const amount = toMinor(request.amount);
  if (amount <= 0) throw validationError('amount: must be greater than zero');
  const [home, accepted] = await Promise.all([businessCurrency(services, tenant), services.fx.currencies()]);
  assertAccepted('from_currency', from, home, accepted);
  assertAccepted('to_currency', to, home, accepted);

  const table = await services.fx.latest(from, [to]);
  const rate = shownRate(services.fx, from, to, table.rates[to]);
  let amounts;
  try {
    amounts = quoteAmounts(amount, from, to, rate, services.config.fx.feeBps);
  } catch (err) {
    if (err instanceof RangeError)
      throw validationError(`amount: ${request.amount} ${from} is too large to convert to ${to}`);
    throw err;
  }
  if (amounts.converted === 0)
    throw validationError(
      `amount: ${request.amount} ${from} comes to less than the smallest amount of ${to} at ${rate}`,
    );

  const now = services.clock.now();
  const quote: FxQuoteDoc = {
    _id: newId('fxQuote'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    from_currency: from,
    to_currency: to,
    rate,
    amount,
    converted_amount: amounts.converted,
    fee: amounts.fee,
    total_amount: amounts.total,
    expires_at: new Date(now.getTime() + services.config.fx.quoteTtlSeconds * 1000),
    created_at: now,
    used_by_order_id: null,
  };
  await fxQuotes(services.db, tenant).insertOne(quote);
  return quote;
}

/** The business's quote `id` in this mode; 404 NOT_FOUND when there is none (never made, or deleted after expiry). */
export async function readFxQuote(services: Services, tenant: TenantContext, id: string): Promise<FxQuoteDoc> {
  const quote = await fxQuotes(services.db, tenant).findOne({ _id: id });
  if (!quote) throw notFound(`FX quote ${id} not found`);
  return quote;
}
