// One JSON request over a keep-alive agent, for the load scripts (bench:checkout, soak): node:http rather than
// fetch, whose per-request cost on the load side would be counted against the machine the server shares.
import { request, type Agent } from 'node:http';

export interface JsonAnswer {
  status: number;
  /** The parsed body; null when empty, `{ error: 'not JSON: …' }` when it is not JSON. */
  json: any;
}

/** Sends `body` as JSON (when given) and parses the answer; with `timeoutMs`, an answer slower than that fails. */
export function sendJson(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs?: number,
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = raw ? JSON.parse(raw) : null;
          } catch {
            json = { error: `not JSON: ${raw.slice(0, 80)}` };
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(text);
  });
}

/** One request with an optional form body (`a=1&b=2`), answering the status and the body as text (for pages). */
export function sendText(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  form?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(form !== undefined && {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(form)),
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}
