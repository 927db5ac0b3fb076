// CSRF protection of the hosted pages' forms: a double-submit token per page (per payment, per checkout session).
// GET sets a random token in an HttpOnly, SameSite=Strict cookie scoped to that page's path and writes the same
// token into the form; a POST must carry both and they must match (constant time). Another site can neither
// read the token nor make the browser send the cookie with a cross-site POST.
import type { IncomingMessage } from 'node:http';
import { cookies } from '../http/kit/credentials.js';
import { randomBase62 } from '../kernel/ids.js';
import { safeEqual } from '../kernel/secrets.js';

const TOKEN = /^[A-Za-z0-9]{32}$/;
export const CSRF_COOKIE = 'page_csrf';

/** The token for this page: the browser's current one when valid, else a new one, and the cookie to set. */
export function issueCsrf(req: IncomingMessage, path: string, secure: boolean): { token: string; cookie: string } {
  const existing = cookies(req)[CSRF_COOKIE];
  const token = existing && TOKEN.test(existing) ? existing : randomBase62(32);
  const attrs = [`Path=${path}`, 'HttpOnly', 'SameSite=Strict', 'Max-Age=86400', ...(secure ? ['Secure'] : [])];
  return { token, cookie: `${CSRF_COOKIE}=${token}; ${attrs.join('; ')}` };
}

export function csrfValid(req: IncomingMessage, form: URLSearchParams): boolean {
  const cookie = cookies(req)[CSRF_COOKIE];
  const field = form.get('csrf_token');
  return !!cookie && !!field && TOKEN.test(cookie) && safeEqual(cookie, field);
}
