// The Prism mock's hosted pages, so that following the links a mock answer gives works:
//
//   GET  /pay/{payment_reference}             the pay page of a card checkout (`redirect_url`), also as the 3-D
//        /pay/{payment_reference}/3ds         Secure step of the authorization example: Approve and Decline
//   POST /pay/{payment_reference}/approve     → 303 to the checkout's metadata.success_url, else the outcome
//   POST /pay/{payment_reference}/decline     → 303 to metadata.cancel_url, else the outcome
//   GET  /checkout/{checkout_session_id}      the hosted checkout page of a checkout session (`url`): Pay and Cancel
//   POST /checkout/{id}/pay                   → 303 to success_url ({CHECKOUT_SESSION_ID} replaced)
//   POST /checkout/{id}/cancel                → 303 to cancel_url
//
// The real pages (src/pages) look the payment or session up and settle it; the mock keeps nothing, so the return
// URLs travel in the link's query (the mock's answers put them there) and are followed only when the server's
// return-URL rule allows them. Nothing is settled, so no CSRF token is needed. Layout and escaping are the
// server's (src/pages/html.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedReturnUrl } from '../../src/modules/business/rules/return-url.js';
import { CHECKOUT_SESSION_ID_PLACEHOLDER } from '../../src/modules/checkout-sessions/checkout-sessions.js';
import { html, page, readForm, redirect, sendHtml, type Raw } from '../../src/pages/html.js';

const PAYMENT = /^pay_[A-Za-z0-9]{8,64}$/;
const SESSION = /^cs_[A-Za-z0-9]{8,64}$/;

/** The link's return URLs (`success_url`, `cancel_url`), and the query that carries them on. */
function returnsOf(req: IncomingMessage): { back: URLSearchParams; query: string } {
  const given = new URL(req.url ?? '/', 'http://mock').searchParams;
  const back = new URLSearchParams();
  for (const name of ['success_url', 'cancel_url']) {
    const value = given.get(name);
    if (value) back.set(name, value);
  }
  return { back, query: back.size > 0 ? `?${back}` : '' };
}

const NOTICE = html`<p class="notice">Mock page (<code>npm run mock</code>): nothing is stored or charged.</p>`;

function choice(
  title: string,
  what: Raw,
  buttons: { action: string; id: string; label: string; cls: string }[],
): string {
  return page(
    `${title} (mock)`,
    html`<h1>${title}</h1>
${what}
${NOTICE}
<div class="actions">
${buttons.map(
  (b) => html`  <form method="post" action="${b.action}">
    <button type="submit" class="${b.cls}" id="${b.id}">${b.label}</button>
  </form>
`,
)}</div>`,
  );
}

function outcome(title: string, what: Raw, status: string, text: string): string {
  return page(
    `${title}: ${status}`,
    html`<h1>${title}</h1>
${what}
<p class="notice ${status === 'succeeded' ? 'ok' : 'error'}" role="status" id="outcome" data-status="${status}">${text}</p>`,
  );
}

/** Handles the mock's pages; false for anything else (the caller's next route). */
export async function mockPages(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const [, base, id, step, ...more] = path.split('/');
  if (more.length > 0) return false;
  const isGet = req.method === 'GET' || req.method === 'HEAD';

  if (base === 'pay' && PAYMENT.test(id ?? '')) {
    const { back, query } = returnsOf(req);
    const what = html`<dl><dt>Payment</dt><dd id="reference">${id}</dd></dl>`;
    if ((step === undefined || step === '3ds') && isGet) {
      sendHtml(
        res,
        200,
        choice('Card payment', what, [
          { action: `/pay/${id}/approve${query}`, id: 'approve', label: 'Approve payment', cls: 'primary' },
          { action: `/pay/${id}/decline${query}`, id: 'decline', label: 'Decline payment', cls: 'secondary' },
        ]),
      );
      return true;
    }
    if ((step === 'approve' || step === 'decline') && req.method === 'POST') {
      await readForm(req).catch(() => undefined);
      const target = back.get(step === 'approve' ? 'success_url' : 'cancel_url');
      if (target && isAllowedReturnUrl(target, false)) redirect(res, target);
      else if (step === 'approve')
        sendHtml(res, 200, outcome('Card payment', what, 'succeeded', 'Payment approved. Thank you!'));
      else sendHtml(res, 200, outcome('Card payment', what, 'failed', 'Payment declined. No money was taken.'));
      return true;
    }
    return false;
  }

  if (base === 'checkout' && SESSION.test(id ?? '')) {
    const { back, query } = returnsOf(req);
    const what = html`<dl><dt>Checkout session</dt><dd id="session">${id}</dd></dl>`;
    if (step === undefined && isGet) {
      sendHtml(
        res,
        200,
        choice('Checkout', what, [
          { action: `/checkout/${id}/pay${query}`, id: 'pay', label: 'Pay', cls: 'primary' },
          { action: `/checkout/${id}/cancel${query}`, id: 'cancel', label: 'Cancel', cls: 'secondary' },
        ]),
      );
      return true;
    }
    if ((step === 'pay' || step === 'cancel') && req.method === 'POST') {
      await readForm(req).catch(() => undefined);
      const target =
        step === 'pay'
          ? back.get('success_url')?.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, id)
          : back.get('cancel_url');
      if (target && isAllowedReturnUrl(target, false)) redirect(res, target);
      else if (step === 'pay') sendHtml(res, 200, outcome('Checkout', what, 'succeeded', 'Paid. Thank you!'));
      else sendHtml(res, 200, outcome('Checkout', what, 'cancelled', 'Checkout cancelled.'));
      return true;
    }
    return false;
  }
  return false;
}
