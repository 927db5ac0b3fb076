// The hosted pay page at {pay_url}/{payment_reference}: shows the merchant, the amount and the order number with
// Approve and Decline buttons (sandbox card payments, SANDBOX.md). Each button is a real form POST carrying the
// page's CSRF token; it settles the payment through settlePayment and then redirects to the payment's
// success_url (approved) or cancel_url (declined) when the checkout gave them, else shows the outcome. A stored URL
// that fails the return-URL rule (modules/business/rules/return-url.ts) with the business's return hosts
// as they are now (e.g. stored before the rule, or before its host left the list) is never followed: the page
// shows the outcome instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BusinessDoc } from '../modules/business/index.js';
import type { OrderDoc, PaymentDoc } from '../modules/orders/index.js';
import { settlePayment } from '../flows/settle-payment.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { businesses, isAllowedReturnUrl } from '../modules/business/index.js';
import { orders, paymentsAcrossTenants } from '../modules/orders/index.js';
import { completeCheckoutSessionFor } from '../modules/checkout-sessions/index.js';
import { csrfValid, issueCsrf } from './csrf.js';
import { html, money, page, readForm, redirect, sendHtml, type Raw } from './html.js';

const REFERENCE = /^pay_[A-Za-z0-9]{8,64}$/;
const OPEN = new Set(['pending', 'processing']);

interface PayContext {
  payment: PaymentDoc;
  order: OrderDoc | null;
  business: BusinessDoc | null;
  tenant: TenantContext;
}

async function load(services: Services, reference: string): Promise<PayContext | null> {
  if (!REFERENCE.test(reference)) return null;
  // Payment references are unguessable and unique across tenants; the payment names its tenant.
  const payment = await paymentsAcrossTenants(services.db).findOne({ _id: reference });
  if (!payment || payment.method !== 'card') return null;
  const tenant = { business_id: payment.business_id, livemode: payment.livemode };
  const [order, business] = await Promise.all([
    orders(services.db, tenant).findOne({ _id: payment.order_id }),
    businesses(services.db).findOne({ _id: payment.business_id }),
  ]);
  return { payment, order, business, tenant };
}

function summary(c: PayContext): Raw {
  return html`<dl>
  <dt>Merchant</dt><dd id="merchant">${c.business?.name ?? 'Merchant'}</dd>
  <dt>Order</dt><dd id="order-number">${c.order?.order_number ?? c.payment.order_id}</dd>
  <dt>Amount</dt><dd id="amount">${money(c.payment.amount, c.payment.currency)}</dd>
</dl>`;
}

const OUTCOME_TEXT: Record<string, string> = {
  succeeded: 'Payment approved. Thank you!',
  failed: 'Payment declined. No money was taken.',
  cancelled: 'This payment was cancelled.',
  refunded: 'This payment was refunded.',
  partially_refunded: 'This payment was partly refunded.',
};

function renderOutcome(c: PayContext, status: string): string {
  const cls = status === 'succeeded' ? 'ok' : 'error';
  return page(
    `Payment ${status}`,
    html`<h1>Card payment</h1>${summary(c)}
<p class="notice ${cls}" role="status" id="outcome" data-status="${status}">${OUTCOME_TEXT[status] ?? `Payment ${status}.`}</p>`,
  );
}

function renderForm(c: PayContext, action: string, token: string, error?: string): string {
  return page(
    `Pay ${c.business?.name ?? ''}`,
    html`<h1>Card payment</h1>
${summary(c)}
${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
<p class="notice">Sandbox payment page: no card is charged. Approve settles the payment, Decline fails it.</p>
<div class="actions">
  <form method="post" action="${action}/approve">
    <input type="hidden" name="csrf_token" value="${token}">
    <button type="submit" class="primary" id="approve">Approve payment of ${money(c.payment.amount, c.payment.currency)}</button>
  </form>
  <form method="post" action="${action}/decline">
    <input type="hidden" name="csrf_token" value="${token}">
    <button type="submit" class="secondary" id="decline">Decline payment</button>
  </form>
</div>`,
  );
}

export interface PayPageOptions {
  services: Services;
  /** Path prefix of PAY_URL ("/pay", or "" when the pay page has its own host). */
  basePath: string;
  secureCookies: boolean;
}

/** Handles GET {base}/{ref} and POST {base}/{ref}/approve|decline; false for anything else. */
export function createPayPage(opts: PayPageOptions) {
  const { services, basePath } = opts;
  return async function payPage(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (!path.startsWith(`${basePath}/pay_`)) return false;
    const rest = path.slice(basePath.length + 1).split('/');
    const [reference, decision] = rest;
    if (rest.length > 2 || !REFERENCE.test(reference)) return false;
    const pagePath = `${basePath}/${reference}`;
    const isGet = req.method === 'GET' || req.method === 'HEAD';

    if (decision === undefined && !isGet) return false;
    if (decision !== undefined && (req.method !== 'POST' || (decision !== 'approve' && decision !== 'decline')))
      return false;

    const c = await load(services, reference);
    if (!c) {
      sendHtml(
        res,
        404,
        page('Payment not found', html`<h1>Payment not found</h1><p>This payment link is not valid.</p>`),
      );
      return true;
    }

    if (decision === undefined) {
      if (!OPEN.has(c.payment.status)) {
        sendHtml(res, 200, renderOutcome(c, c.payment.status));
        return true;
      }
      const { token, cookie } = issueCsrf(req, pagePath, opts.secureCookies);
      sendHtml(res, 200, renderForm(c, pagePath, token), { 'set-cookie': cookie });
      return true;
    }

    const form = await readForm(req);
    if (!csrfValid(req, form)) {
      const { token, cookie } = issueCsrf(req, pagePath, opts.secureCookies);
      const body = OPEN.has(c.payment.status)
        ? renderForm(c, pagePath, token, 'This form expired. Please press the button again.')
        : renderOutcome(c, c.payment.status);
      sendHtml(res, 403, body, { 'set-cookie': cookie });
      return true;
    }

    let payment = c.payment;
    if (OPEN.has(payment.status)) {
      const outcome = decision === 'approve' ? 'succeeded' : 'failed';
      const settled = await settlePayment(
        services,
        c.tenant,
        payment._id,
        outcome,
        outcome === 'failed' ? 'Declined on the pay page' : undefined,
      );
      payment = settled.payment;
      if (payment.status === 'succeeded') await completeCheckoutSessionFor(services, c.tenant, payment.order_id);
    }
    // A repeated press (back button, double submit) lands on the same outcome without settling twice.
    const target =
      payment.status === 'succeeded' ? payment.success_url : payment.status === 'failed' ? payment.cancel_url : null;
    if (target && isAllowedReturnUrl(target, services.config.production, c.business?.return_url_hosts))
      redirect(res, target);
    else sendHtml(res, 200, renderOutcome({ ...c, payment }, payment.status));
    return true;
  };
}
