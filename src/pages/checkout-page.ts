// The hosted checkout page of a checkout session ({base_url}/checkout/{cs_id}): the customer reviews the cart,
// enters contact details and chooses how to pay. Submitting runs the storefront's own checkout operation
// in-process (same validation from the contract, same handler, same idempotency, keyed by the session so a double
// submit cannot create two orders), then sends card payers to the hosted pay page and everyone else to the
// session's success_url; mobile-money payers enter their wallet code on a second step ({page}/authorize). The
// session's URLs are followed (and linked, and passed on to the pay page) only when they pass the return-URL rule
// (modules/business/rules/return-url.ts) with the business's return hosts as they are now; one stored
// before the rule existed, or whose host has left the list since, shows the outcome instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { priceCart, type PricedCart, carts } from '../modules/cart/index.js';
import type { BusinessDoc } from '../modules/business/index.js';
import type { CartDoc } from '../modules/cart/index.js';
import { businesses, isAllowedReturnUrl } from '../modules/business/index.js';
import { orders } from '../modules/orders/index.js';
import type { OrderDoc } from '../modules/orders/index.js';
import { clientIp } from '../http/kit/client-ip.js';
import { httpStatusOf } from '../http/kit/error-status.js';
import { AppError } from '../kernel/errors.js';
import type { Credentials } from '../kernel/caller.js';
import type { OperationCore } from '../operations/core.js';
import {
  checkoutPageUrl,
  completeCheckoutSessionFor,
  findCheckoutSession,
  linkCheckoutSessionOrder,
  sessionStatus,
  successUrlFor,
  type CheckoutSessionDoc,
} from '../modules/checkout-sessions/index.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { csrfValid, issueCsrf } from './csrf.js';
import { html, money, page, readForm, redirect, sendHtml, type Raw } from './html.js';

const SESSION_ID = /^cs_[A-Za-z0-9]{8,64}$/;
const METHODS = [
  { value: 'card', label: 'Card (you will approve the payment on the next page)' },
  { value: 'mobile_money', label: 'Mobile money (you will enter the code from your wallet)' },
  { value: 'cash', label: 'Cash on pickup' },
] as const;
const NETWORKS = [
  { value: 'mtn', label: 'MTN' },
  { value: 'telecel', label: 'Telecel' },
  { value: 'airteltigo', label: 'AirtelTigo' },
  { value: 'vodafone', label: 'Vodafone' },
  { value: 'airtel', label: 'Airtel' },
  { value: 'mpesa', label: 'M-Pesa' },
] as const;

// The page is a set of top-level steps, each given what it needs (the page's options, the loaded session, the
// request) rather than closures inside createCheckoutPage, so that each can be read, and found by tools, on its own.

export interface CheckoutPageOptions {
  services: Services;
  core: OperationCore;
  secureCookies: boolean;
}

interface Loaded {
  cs: CheckoutSessionDoc;
  tenant: TenantContext;
  cart: CartDoc | null;
  priced: PricedCart | null;
  business: BusinessDoc | null;
  /** The session's URLs as followed (success_url with its id filled in), or null when they fail the return-URL rule. */
  successUrl: string | null;
  cancelUrl: string | null;
}

interface FormValues {
  name: string;
  email: string;
  phone: string;
  payment_method: string;
  wallet: string;
  network: string;
}

function cartTable(l: Loaded): Raw {
  if (!l.priced || l.priced.lines.length === 0) return html`<p class="notice">The cart is empty.</p>`;
  const cur = l.priced.pricing.currency;
  const p = l.priced.pricing;
  return html`<table>
<caption class="visually-hidden">Your cart</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${l.priced.lines.map(
    (x) =>
      html`<tr><td>${x.name}${x.variant_name ? html` (${x.variant_name})` : ''}</td><td class="num">${x.line.quantity}</td><td class="num">${money(x.line_total, cur)}</td></tr>`,
  )}</tbody>
</table>
<dl>
  <dt>Subtotal</dt><dd>${money(p.subtotal, cur)}</dd>
  ${p.discount_total ? html`<dt>Discount</dt><dd>-${money(p.discount_total, cur)}</dd>` : ''}
  <dt>Tax</dt><dd>${money(p.tax_total, cur)}</dd>
  <dt>Total</dt><dd id="total">${money(p.total_price, cur)}</dd>
</dl>`;
}

function renderForm(l: Loaded, action: string, token: string, values: FormValues, error?: string): string {
  return page(
    `Checkout: ${l.business?.name ?? ''}`,
    html`<h1>Checkout, ${l.business?.name ?? 'your order'}</h1>
${cartTable(l)}
${error ? html`<p class="notice error" role="alert" id="error">${error}</p>` : ''}
<form method="post" action="${action}">
  <input type="hidden" name="csrf_token" value="${token}">
  <label for="name">Name</label>
  <input type="text" id="name" name="name" required maxlength="200" autocomplete="name" value="${values.name}">
  <label for="email">Email</label>
  <input type="email" id="email" name="email" maxlength="254" autocomplete="email" value="${values.email}" aria-describedby="contact-help">
  <label for="phone">Phone (international, e.g. +233241234567)</label>
  <input type="tel" id="phone" name="phone" maxlength="16" autocomplete="tel" value="${values.phone}" aria-describedby="contact-help">
  <p id="contact-help">Give an email address or a phone number.</p>
  <fieldset>
    <legend>Payment</legend>
    ${METHODS.map(
      (m, i) =>
        html`<div><input type="radio" id="pm-${m.value}" name="payment_method" value="${m.value}"${
          values.payment_method === m.value || (!values.payment_method && i === 0) ? html` checked` : ''
        }> <label for="pm-${m.value}">${m.label}</label></div>`,
    )}
  </fieldset>
  <fieldset>
    <legend>Mobile money wallet (only for mobile money)</legend>
    <label for="wallet">Wallet number</label>
    <input type="tel" id="wallet" name="wallet" maxlength="16" autocomplete="tel" value="${values.wallet}">
    <label for="network">Network</label>
    <select id="network" name="network">${NETWORKS.map(
      (n) => html`<option value="${n.value}"${values.network === n.value ? html` selected` : ''}>${n.label}</option>`,
    )}</select>
  </fieldset>
  <div class="actions">
    <button type="submit" class="primary" id="pay">Place order</button>
    ${l.cancelUrl ? html`<a class="button secondary" href="${l.cancelUrl}" id="cancel">Cancel</a>` : ''}
  </div>
</form>`,
  );
}

function renderClosed(status: string): string {
  const text =
    status === 'complete'
      ? 'This checkout is complete. Thank you!'
      : status === 'failed'
        ? 'The payment for this checkout failed. Please start again from the shop.'
        : 'This checkout has expired. Please start again from the shop.';
  return page(
    'Checkout',
    html`<h1>Checkout</h1><p class="notice" role="status" id="outcome" data-status="${status}">${text}</p>`,
  );
}

const CHECKOUT_ROUTE = /^\/checkout\/([^/]+?)(\/authorize)?$/;
const FORM_EXPIRED = 'This form expired. Please submit it again.';
const EMPTY_FORM: Readonly<FormValues> = {
  name: '',
  email: '',
  phone: '',
  payment_method: 'card',
  wallet: '',
  network: 'mtn',
};

export function createCheckoutPage(opts: CheckoutPageOptions) {
  return function checkoutPage(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    return serveCheckoutPage(opts, req, res, path);
  };
}

/**
 * Answers a request for the checkout page or its authorize step; false (nothing sent) when the path or method is
 * not the page's, so that the page router can try its other pages.
 */
async function serveCheckoutPage(
  opts: CheckoutPageOptions,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const m = CHECKOUT_ROUTE.exec(path);
  if (!m || !SESSION_ID.test(m[1])) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
  const { services } = opts;
  const l = await loadSession(services, m[1]);
  if (!l) {
    sendHtml(
      res,
      404,
      page('Checkout not found', html`<h1>Checkout not found</h1><p>This checkout link is not valid.</p>`),
    );
    return true;
  }
  const status = sessionStatus(l.cs, services.clock.now());
  if (status !== 'open') sendHtml(res, 200, renderClosed(status));
  else if (m[2]) await authorizeStep(opts, l, req, res, path);
  // Back on the page after placing the order: resume the payment step it is waiting for.
  else if (l.cs.order_id && req.method !== 'POST') await resumePlacedOrder(services, l, l.cs.order_id, res);
  else await checkoutStep(opts, l, req, res, path);
  return true;
}

async function loadSession(services: Services, id: string): Promise<Loaded | null> {
  const cs = await findCheckoutSession(services, id);
  if (!cs) return null;
  const tenant = { business_id: cs.business_id, livemode: cs.livemode };
  const [cart, business] = await Promise.all([
    carts(services.db, tenant).findOne({ _id: cs.cart_id }),
    businesses(services.db).findOne({ _id: cs.business_id }),
  ]);
  // The hosted page places a pickup order, which ships nothing, whatever delivery address the cart holds.
  const priced =
    cart && cart.items.length > 0 ? await priceCart(services, tenant, cart, undefined, { shipping: null }) : null;
  const production = services.config.production;
  const hosts = business?.return_url_hosts;
  const success = successUrlFor(cs);
  return {
    cs,
    tenant,
    cart,
    priced,
    business,
    successUrl: isAllowedReturnUrl(success, production, hosts) ? success : null,
    cancelUrl: isAllowedReturnUrl(cs.cancel_url, production, hosts) ? cs.cancel_url : null,
  };
}

/** Sends the payer on to the step the session's order waits for (wallet code, card pay page), or shows its outcome. */
async function resumePlacedOrder(services: Services, l: Loaded, orderId: string, res: ServerResponse): Promise<void> {
  const order = await orders(services.db, l.tenant).findOne({ _id: orderId });
  const waiting = order && (order.payment_status === 'pending' || order.payment_status === 'processing');
  if (waiting && order.payment_method === 'mobile_money')
    redirect(res, `${checkoutPageUrl(services, l.cs._id)}/authorize`);
  else if (waiting && order.payment_method === 'card' && order.payment_id)
    redirect(res, `${services.config.payUrl.replace(/\/+$/, '')}/${order.payment_id}`);
  else sendHtml(res, 200, renderClosed(order?.payment_status === 'failed' ? 'failed' : 'complete'));
}

/** The checkout form itself: GET shows it, POST checks it and places the order. */
async function checkoutStep(
  opts: CheckoutPageOptions,
  l: Loaded,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const csrf = issueCsrf(req, path, opts.secureCookies);
  const showForm = (status: number, values: FormValues, error?: string) =>
    sendHtml(res, status, renderForm(l, path, csrf.token, values, error), { 'set-cookie': csrf.cookie });
  if (req.method !== 'POST') return showForm(200, { ...EMPTY_FORM });
  const form = await readForm(req);
  const values = formValuesOf(form);
  // An expired form is refused before its fields are looked at.
  if (!csrfValid(req, form)) return showForm(403, values, FORM_EXPIRED);
  const problem = problemWith(values);
  if (problem) return showForm(400, values, problem);
  try {
    await placeOrder(opts, l, req, res, values);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const message = err.code === 'VALIDATION_ERROR' ? `Please check your details: ${err.message}` : err.message;
    showForm(httpStatusOf(err), values, message);
  }
}

/** The submitted form, trimmed, with the spaces, brackets and dashes people type in phone numbers taken out. */
function formValuesOf(form: URLSearchParams): FormValues {
  return {
    name: (form.get('name') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
    phone: (form.get('phone') ?? '').replace(/[\s()-]/g, ''),
    payment_method: form.get('payment_method') ?? '',
    wallet: (form.get('wallet') ?? '').replace(/[\s()-]/g, ''),
    network: form.get('network') ?? '',
  };
}

/** What the payer must fix before the order can be placed, in words for the page; undefined when nothing. */
function problemWith(values: FormValues): string | undefined {
  if (!values.name) return 'Please enter your name.';
  if (!values.email && !values.phone) return 'Please give an email address or a phone number.';
  if (!METHODS.some((x) => x.value === values.payment_method)) return 'Please choose how to pay.';
  if (
    values.payment_method === 'mobile_money' &&
    (!values.wallet || !NETWORKS.some((n) => n.value === values.network))
  ) {
    return 'Please give the mobile-money wallet number and its network.';
  }
  return undefined;
}

/** Places the order and sends the payer to the step after it: the wallet code, the pay page, or the success URL. */
async function placeOrder(
  opts: CheckoutPageOptions,
  l: Loaded,
  req: IncomingMessage,
  res: ServerResponse,
  values: FormValues,
): Promise<void> {
  const { services } = opts;
  const result = await runCheckout(opts.core, l, req, values);
  const paid = result.payment_status === 'succeeded';
  if (values.payment_method === 'mobile_money' && !paid) {
    await linkCheckoutSessionOrder(services, l.cs, result.order_id, false);
    redirect(res, `${checkoutPageUrl(services, l.cs._id)}/authorize`);
    return;
  }
  // Card: complete once the pay page settles it. Cash: the order is placed; the business settles it later.
  await linkCheckoutSessionOrder(services, l.cs, result.order_id, paid || !result.redirect_url);
  const next = result.redirect_url ?? l.successUrl;
  if (next) redirect(res, next);
  else sendHtml(res, 200, renderClosed('complete'));
}

/**
 * Who the page acts as when it calls operations: the business's storefront (a publishable stand-in key of the
 * session's business and mode), in the cart's own storefront session and for its signed-in customer, if any.
 */
function credentialsFor(l: Loaded, req: IncomingMessage, sessionId: string, customerId: string | null): Credentials {
  return {
    key: {
      _id: `checkout_session:${l.cs._id}`,
      kind: 'publishable',
      livemode: l.tenant.livemode,
      business_id: l.tenant.business_id,
      business_ids: [l.tenant.business_id],
      scopes: [],
    },
    storefrontSession: sessionId,
    ...(customerId ? { customer: { id: customerId, sessionId: l.cs._id, expiresAt: l.cs.expires_at } } : {}),
    ip: clientIp(req) ?? 'unknown',
  };
}

/**
 * Runs the storefront checkout operation for the session's cart through the operation core, as the cart's own
 * storefront session would: same validation, guard and handler, and an idempotency key per checkout session so
 * a double submit cannot create two orders.
 */
async function runCheckout(core: OperationCore, l: Loaded, req: IncomingMessage, values: FormValues) {
  if (!l.cart) throw new AppError('SERVICE_UNAVAILABLE', 'Checkout is not available right now');
  const customer: Record<string, string> = { name: values.name };
  if (values.email) customer.email = values.email;
  if (values.phone) customer.phone = values.phone;
  const result = await core.invoke('checkout', credentialsFor(l, req, l.cart.session_id, l.cart.customer_id), {
    headers: { 'idempotency-key': `checkout-session:${l.cs._id}` },
    body: {
      cart_id: l.cart._id,
      customer,
      payment_method: values.payment_method,
      order_type: 'pickup',
      ...(values.payment_method === 'mobile_money'
        ? { mobile_money_details: { phone_number: values.wallet, provider: values.network } }
        : {}),
      metadata: {
        ...(l.successUrl ? { success_url: l.successUrl } : {}),
        ...(l.cancelUrl ? { cancel_url: l.cancelUrl } : {}),
        checkout_session_id: l.cs._id,
      },
    },
  });
  return result.data as {
    order_id: string;
    redirect_url: string | null;
    payment_status: string;
    payment_reference: string;
  };
}

/** The wallet-code step of a mobile-money payment: GET shows the form, POST authorizes through the payments module. */
async function authorizeStep(
  opts: CheckoutPageOptions,
  l: Loaded,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const order = l.cs.order_id ? await orders(opts.services.db, l.tenant).findOne({ _id: l.cs.order_id }) : null;
  if (!order || order.payment_method !== 'mobile_money' || !order.payment_id) {
    sendHtml(
      res,
      404,
      page('Checkout', html`<h1>Nothing to authorize</h1><p>This checkout has no mobile-money payment waiting.</p>`),
    );
    return;
  }
  const csrf = issueCsrf(req, path, opts.secureCookies);
  const showForm = (status: number, error?: string) =>
    sendHtml(res, status, renderAuthorizeForm(l, order, path, csrf.token, error), { 'set-cookie': csrf.cookie });
  if (req.method !== 'POST') return showForm(200);
  const body = await readForm(req);
  if (!csrfValid(req, body)) return showForm(403, FORM_EXPIRED);
  const code = (body.get('code') ?? '').trim();
  if (!code) return showForm(400, 'Please enter the code.');
  try {
    await authorizeWithCode(opts, l, req, res, order, code, showForm);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    showForm(httpStatusOf(err), err.message);
  }
}

/**
 * Authorizes the order's mobile-money payment with the wallet code, then follows the outcome: approved completes
 * the session and goes to the success URL, failed goes to the cancel URL, anything else asks for the next code.
 */
async function authorizeWithCode(
  opts: CheckoutPageOptions,
  l: Loaded,
  req: IncomingMessage,
  res: ServerResponse,
  order: OrderDoc,
  code: string,
  showForm: (status: number, error?: string) => void,
): Promise<void> {
  const answer = await opts.core.invoke(
    'authorizePayment',
    credentialsFor(l, req, order.session_id ?? '', order.customer_id),
    {
      body: { reference: order.payment_id, auth_type: 'otp', value: code },
    },
  );
  const outcome = answer.data as { status: string };
  if (outcome.status === 'approved') {
    await completeCheckoutSessionFor(opts.services, l.tenant, order._id);
    if (l.successUrl) redirect(res, l.successUrl);
    else sendHtml(res, 200, renderClosed('complete'));
  } else if (outcome.status === 'failed') {
    if (l.cancelUrl) redirect(res, l.cancelUrl);
    else sendHtml(res, 200, renderClosed('failed'));
  } else showForm(200, 'The payment is still being confirmed; enter the next code if your wallet sent one.');
}

function renderAuthorizeForm(l: Loaded, order: OrderDoc, action: string, token: string, error?: string): string {
  return page(
    'Authorize payment',
    html`<h1>Authorize your mobile-money payment</h1>
<p>Order ${order.order_number}: ${money(order.total_price, order.currency)}.</p>
${error ? html`<p class="notice error" role="alert" id="error">${error}</p>` : ''}
${l.cs.livemode ? '' : html`<p class="notice">Sandbox: the code is 123456.</p>`}
<form method="post" action="${action}">
  <input type="hidden" name="csrf_token" value="${token}">
  <label for="code">Code from your wallet</label>
  <input type="text" id="code" name="code" required maxlength="64" inputmode="numeric" autocomplete="one-time-code">
  <div class="actions"><button type="submit" class="primary" id="authorize">Confirm payment</button></div>
</form>`,
  );
}
