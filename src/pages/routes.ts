// The hosted pages outside the contract: the pay page at PAY_URL's path, the checkout-session page at
// /checkout/{id} and the UCP checkout's continue page (/ucp/{mode}/{business_id}/checkout-sessions/{id}/continue).
// Hooked into the server's fallback ahead of the static routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationCore } from '../operations/core.js';
import type { Services } from '../services.js';
import { createCheckoutPage } from './checkout-page.js';
import { createPayPage } from './pay-page.js';
import { createUcpContinuePage } from './ucp-continue-page.js';

type Fallback = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean> | boolean;

export interface PageRoutesOptions {
  services: Services;
  /** The operation core: the pages run contract operations (checkout, payment authorization) through it. */
  core: OperationCore;
}

export function createPageRoutes(opts: PageRoutesOptions, next: Fallback): Fallback {
  const { config } = opts.services;
  const secureCookies = config.production;
  // The pay page answers on PAY_URL's path on this host ("/pay" by default; "" when PAY_URL is a bare origin).
  const payPath = new URL(config.payUrl).pathname.replace(/\/+$/, '');
  const pay = createPayPage({ services: opts.services, basePath: payPath, secureCookies });
  const checkout = createCheckoutPage({ ...opts, secureCookies });
  const ucpContinue = createUcpContinuePage({ services: opts.services });
  return async (req, res, path) =>
    (await pay(req, res, path)) ||
    (await checkout(req, res, path)) ||
    (await ucpContinue(req, res, path)) ||
    next(req, res, path);
}
