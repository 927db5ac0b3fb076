// The continue page of a UCP checkout session, at the continue_url its answers give:
// GET {api_url}/ucp/{mode}/{business_id}/checkout-sessions/{chk_id}/continue (flows/ucp/continue.ts decides).
// A page for a person, not for the agent: no UCP-Agent header, the session's unguessable id is what opens it. A
// session with an order goes on to the order's hosted pay page (303); one still being put together shows its lines,
// totals and what is missing (its messages); a canceled or expired one is 410, an unknown one 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { continueCheckout } from '../flows/ucp/continue.js';
import type { UcpCheckoutView } from '../flows/ucp/checkout-view.js';
import type { Services } from '../services.js';
import { html, money, page, redirect, sendHtml, type Raw } from './html.js';

const PATH = /^\/ucp\/(live|test)\/([A-Za-z0-9_-]{1,80})\/checkout-sessions\/(chk_[A-Za-z0-9]{8,64})\/continue$/;

const TOTAL_LABELS: Record<string, string> = {
  subtotal: 'Subtotal',
  items_discount: 'Discounts',
  discount: 'Discount',
  fulfillment: 'Shipping',
  tax: 'Tax',
  fee: 'Fees',
  total: 'Total',
};

function linesTable(view: UcpCheckoutView): Raw {
  const currency = view.doc.currency;
  const rows = view.lines.map((l) => {
    const p = l.priced;
    const title = p ? (p.variant_name ? `${p.name} (${p.variant_name})` : p.name) : l.line.item_id;
    return html`<tr><td>${title}</td><td class="num">${l.line.quantity}</td>
<td class="num">${p ? money(p.line_total, currency) : '—'}</td></tr>`;
  });
  const totals = view.totals.map(
    (t) => html`<tr><th colspan="2">${TOTAL_LABELS[t.type] ?? t.type}</th>
<td class="num" data-total="${t.type}">${money(t.amount, currency)}</td></tr>`,
  );
  return html`<table id="lines"><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`;
}

const STATE_TEXT: Record<string, string> = {
  ready_for_complete: 'Everything is set: your assistant can place the order.',
  complete_in_progress: 'The order is being placed. Reload this page in a moment.',
  incomplete: 'This checkout is not finished yet. Still missing:',
};

function renderSession(view: UcpCheckoutView): string {
  const name = view.business?.name ?? 'Merchant';
  const open = view.messages.filter((m) => m.type === 'error');
  const notes = view.messages.filter((m) => m.type !== 'error');
  const state = html`<p class="notice${view.status === 'ready_for_complete' ? ' ok' : ''}" id="state"
 data-status="${view.status}">${STATE_TEXT[view.status] ?? STATE_TEXT.incomplete}</p>
${open.length ? html`<ul id="missing">${open.map((m) => html`<li>${m.content}</li>`)}</ul>` : ''}`;
  return page(
    `Checkout with ${name}`,
    html`<h1>Your checkout with ${name}</h1>
${linesTable(view)}
${state}
${notes.length ? html`<ul id="notes">${notes.map((m) => html`<li>${m.content}</li>`)}</ul>` : ''}
<p>Ask the assistant you are shopping with to finish it; it sees the same checkout.</p>`,
  );
}

const notFound = () =>
  page('Checkout not found', html`<h1>Checkout not found</h1><p>This checkout link is not valid.</p>`);
const gone = (name: string | null) =>
  page(
    'Checkout ended',
    html`<h1>This checkout has ended</h1><p>It was canceled or it expired${name ? html` at ${name}` : ''}; nothing was
ordered. Ask your assistant to start a new one.</p>`,
  );

/** Handles GET (and HEAD) of a session's continue path; false for anything else. */
export function createUcpContinuePage(opts: { services: Services }) {
  const { services } = opts;
  return async function ucpContinuePage(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const m = PATH.exec(path);
    if (!m) return false;
    const tenant = { business_id: m[2], livemode: m[1] === 'live' };
    const outcome = await continueCheckout(services, tenant, m[3]);
    if (outcome.kind === 'redirect') redirect(res, outcome.url);
    else if (outcome.kind === 'show') sendHtml(res, 200, renderSession(outcome.view));
    else if (outcome.kind === 'gone') sendHtml(res, 410, gone(outcome.business_name));
    else sendHtml(res, 404, notFound());
    return true;
  };
}
