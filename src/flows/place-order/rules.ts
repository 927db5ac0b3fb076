// The checkout body's rules that its schema cannot state (the schema already enforces types, enums, lengths,
// the contact's email-or-phone and pay_currency ⇔ fx_quote_id). Pure: each violation is a message
// `field: why`, answered 400 VALIDATION_ERROR.
import type { CheckoutRequest } from '../../../generated/sdk/storefront/types.gen.js';
import { returnUrlViolation } from '../../modules/business/index.js';

/** The checkout body, as the contract types it. */
export type CheckoutBody = CheckoutRequest;

/**
 * The first rule the body breaks, or null. `headerKey` is the Idempotency-Key header, when sent; `production` is
 * the service's mode (return URLs must be https there); `returnHosts` the business's return hosts (empty: any).
 */
export function checkoutRuleViolation(
  body: CheckoutBody,
  headerKey: string | undefined,
  production: boolean,
  returnHosts: readonly string[] = [],
): string | null {
  if (headerKey !== undefined && body.idempotency_key !== undefined && headerKey !== body.idempotency_key) {
    return 'idempotency_key: must equal the Idempotency-Key header when both are sent';
  }
  const c = body.customer;
  if (!c.email?.trim() && !c.phone?.trim()) return 'customer: email or phone is required';
  if (body.payment_method === 'mobile_money') {
    const mm = body.mobile_money_details;
    if (!mm) return 'mobile_money_details: required when payment_method is mobile_money';
    if (mm.provider === 'other' && !mm.provider_other?.trim())
      return 'mobile_money_details.provider_other: required when provider is other';
  }
  if ((body.order_type ?? 'pickup') === 'delivery') {
    if (!body.address_info?.street_address?.trim()) return 'address_info.street_address: required for delivery orders';
    if (!body.address_info?.city?.trim()) return 'address_info.city: required for delivery orders';
  }
  if (body.pay_currency !== undefined && body.fx_quote_id === undefined)
    return 'fx_quote_id: required with pay_currency';
  if (body.fx_quote_id !== undefined && body.pay_currency === undefined)
    return 'pay_currency: required with fx_quote_id';
  // Where the hosted pay page redirects after Approve / Decline (an open redirect otherwise).
  for (const key of ['success_url', 'cancel_url'] as const) {
    const value = body.metadata?.[key];
    if (value === undefined) continue;
    const violation = returnUrlViolation(`metadata.${key}`, value, production, returnHosts);
    if (violation) return violation;
  }
  return null;
}

/** Whether the body carries a return URL (only then are the business's return hosts needed). */
export const hasReturnUrl = (body: CheckoutBody): boolean =>
  body.metadata?.success_url !== undefined || body.metadata?.cancel_url !== undefined;

/** The stored delivery or pickup address: the members given, without the pickup location (kept on the order). */
export function storedAddress(info: CheckoutBody['address_info']): Record<string, string> | null {
  if (!info) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(info)) if (k !== 'location_id' && typeof v === 'string' && v !== '') out[k] = v;
  return Object.keys(out).length ? out : null;
}
