// Hosted checkout sessions (POST /v1/checkout/sessions): a merchant's server hands us a cart and two URLs and
// gets back a page URL to send the customer to. The session is `open` until the order it created is paid
// (`complete`) or 24 hours pass (`expired`, derived from expires_at when read; the TTL index sweeps the document a
// week later, so a late visitor still sees "expired" rather than "not found").
import { carts } from '../cart/index.js';
import { newId } from '../../kernel/ids.js';
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { checkoutSessions, checkoutSessionsAcrossTenants } from './store.js';
import { returnUrlViolation, returnHostsOf } from '../business/index.js';
import type { CheckoutSessionDoc } from './model.js';
export type { CheckoutSessionDoc } from './model.js';

export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export function sessionStatus(doc: CheckoutSessionDoc, now: Date): CheckoutSessionStatus {
  if (doc.status === 'complete') return 'complete';
  return now.getTime() >= doc.expires_at.getTime() ? 'expired' : 'open';
}

export function checkoutPageUrl(services: Services, id: string): string {
  return `${services.config.baseUrl.replace(/\/+$/, '')}/checkout/${id}`;
}

export function presentCheckoutSession(services: Services, doc: CheckoutSessionDoc) {
  return {
    id: doc._id,
    url: checkoutPageUrl(services, doc._id),
    cart_id: doc.cart_id,
    status: sessionStatus(doc, services.clock.now()),
    expires_at: doc.expires_at.toISOString(),
    success_url: doc.success_url,
    cancel_url: doc.cancel_url,
  };
}

/** The literal in a session's success_url replaced by the session id (see successUrlFor). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * The return-URL rule (business/rules/return-url.ts) for a session's URLs, with the business's return hosts: success_url is
 * checked as it will be followed, with the placeholder replaced by an id of the real shape, so whatever is accepted
 * here is also accepted when the checkout page passes it on to the storefront checkout.
 */
export function checkoutSessionUrlViolation(
  input: { success_url: string; cancel_url: string },
  production: boolean,
  hosts: readonly string[] = [],
): string | null {
  const sampleId = `cs_${'0'.repeat(20)}`; // the shape of newId('checkoutSession')
  return (
    returnUrlViolation(
      'success_url',
      input.success_url.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, sampleId),
      production,
      hosts,
    ) ?? returnUrlViolation('cancel_url', input.cancel_url, production, hosts)
  );
}

export async function createCheckoutSession(
  services: Services,
  tenant: TenantContext,
  input: { cart_id: string; success_url: string; cancel_url: string },
): Promise<CheckoutSessionDoc> {
  const hosts = await returnHostsOf(services.db, tenant.business_id);
  const violation = checkoutSessionUrlViolation(input, services.config.production, hosts);
  if (violation) throw validationError(violation);
  const cart = await carts(services.db, tenant).findOne({ _id: input.cart_id });
  if (!cart) throw notFound(`Cart ${input.cart_id} not found`);
  if (cart.status !== 'active' || cart.items.length === 0) throw conflict(`Cart ${input.cart_id} is empty`);
  const now = services.clock.now();
  const doc: CheckoutSessionDoc = {
    _id: newId('checkoutSession'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    cart_id: cart._id,
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    status: 'open',
    order_id: null,
    created_at: now,
    updated_at: now,
    expires_at: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS),
  };
  await checkoutSessions(services.db, tenant).insertOne(doc);
  return doc;
}

/** The session for its page (ids are unguessable and unique across tenants; the document names its tenant). */
export async function findCheckoutSession(services: Services, id: string): Promise<CheckoutSessionDoc | null> {
  return checkoutSessionsAcrossTenants(services.db).findOne({ _id: id });
}

export async function linkCheckoutSessionOrder(
  services: Services,
  doc: CheckoutSessionDoc,
  orderId: string,
  paid: boolean,
): Promise<void> {
  const now = services.clock.now();
  // By id, as the page found it (see findCheckoutSession).
  await checkoutSessionsAcrossTenants(services.db).updateOne(
    { _id: doc._id, status: 'open' },
    { $set: { order_id: orderId, updated_at: now, ...(paid ? { status: 'complete' } : {}) } },
  );
}

/** Called when an order's payment settles: its hosted checkout session, if any, is complete. */
export async function completeCheckoutSessionFor(
  services: Services,
  tenant: TenantContext,
  orderId: string,
): Promise<void> {
  await checkoutSessions(services.db, tenant).updateOne(
    { order_id: orderId, status: 'open' },
    { $set: { status: 'complete', updated_at: services.clock.now() } },
  );
}

/** success_url with the literal {CHECKOUT_SESSION_ID} replaced. */
export function successUrlFor(doc: CheckoutSessionDoc): string {
  return doc.success_url.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, doc._id);
}
