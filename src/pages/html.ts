// Server-rendered HTML for the hosted pages: every interpolated value goes through escapeHtml, the layout is
// plain semantic HTML with visible focus, and the responses forbid framing and scripts.
import type { ServerResponse } from 'node:http';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as a template literal prints it (text, numbers)
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A tagged template that escapes every interpolation except values already wrapped by `raw()`. */
export interface Raw {
  readonly __html: string;
}
export const raw = (html: string): Raw => ({ __html: html });
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0];
  values.forEach((v, i) => {
    const rendered = Array.isArray(v) ? v.map(renderValue).join('') : renderValue(v);
    out += rendered + strings[i + 1];
  });
  return raw(out);
}
function renderValue(v: unknown): string {
  return v && typeof v === 'object' && '__html' in v ? (v as Raw).__html : escapeHtml(v);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f4; color: #1c1917; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #57534e; } dd { margin: 0; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  th, td { text-align: left; padding: .3rem 0; } td.num, th.num { text-align: right; }
  label { display: block; margin: .8rem 0 .2rem; font-weight: 600; }
  input[type=text], input[type=email], input[type=tel] { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #a8a29e; border-radius: 6px; }
  fieldset { border: 1px solid #d6d3d1; border-radius: 6px; margin-top: 1rem; } fieldset label { display: inline; font-weight: normal; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button, a.button { font-size: 1rem; padding: .7rem 1.4rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; text-decoration: none; }
  .primary { background: #166534; color: #fff; } .secondary { background: #fff; color: #991b1b; border-color: #991b1b; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }
  .notice { padding: .8rem; border-radius: 6px; background: #fef3c7; } .error { background: #fee2e2; }
  .ok { background: #dcfce7; }
`;

export function page(title: string, body: Raw): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.__html}
</main>
</body>
</html>`;
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // No scripts at all; the pages are forms. Framing is refused so the pay buttons cannot be clickjacked.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0, ...headers });
  res.end();
}

/** Reads an application/x-www-form-urlencoded body (small: the pages' forms only). */
export function readForm(req: import('node:http').IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new Error('form too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function money(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${currency} ${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
