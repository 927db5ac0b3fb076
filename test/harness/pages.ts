// The hosted pages (pay page, checkout page, UCP continue page) as a browser meets them over HTTP: redirects not
// followed, a form posted as application/x-www-form-urlencoded with the page's CSRF cookie.

export interface Page {
  status: number;
  html: string;
  /** The cookie the answer sets (`name=value`), if any. */
  cookie: string | null;
  location: string | null;
}

/** GET `url`, or POST `form` to it; with the cookie a browser would send. */
export async function page(url: string, init: { form?: Record<string, string>; cookie?: string | null } = {}) {
  const res = await fetch(url, {
    method: init.form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return {
    status: res.status,
    html: await res.text(),
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? null,
    location: res.headers.get('location'),
  } satisfies Page;
}

/** The CSRF token a page's form carries ('' when it has none). */
export const csrfOf = (html: string) => /name="csrf_token" value="([A-Za-z0-9]+)"/.exec(html)?.[1] ?? '';

/** Opens the pay page at `payUrl` and presses Approve or Decline with the token and cookie it gave. */
export async function pressOnPayPage(payUrl: string, button: 'approve' | 'decline'): Promise<Page> {
  const shown = await page(payUrl);
  return page(`${payUrl}/${button}`, { form: { csrf_token: csrfOf(shown.html) }, cookie: shown.cookie });
}
