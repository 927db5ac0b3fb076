// One request over a keep-alive agent, for the load scripts (bench:checkout, bench:ucp, soak): node:http rather than
// fetch, whose per-request cost on the load side would be counted against the machine the server shares.
import { request, type Agent } from 'node:http';

export interface JsonAnswer {
  status: number;
  /** The parsed body; null when empty, `{ error: 'not JSON: …' }` when it is not JSON. */
  json: any;
}

/** Sends `body` as JSON (when given) and parses the answer; with `timeoutMs`, an answer slower than that fails. */
export async function sendJson(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs?: number,
): Promise<JsonAnswer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const r = await sendRaw(
    agent,
    url,
    method,
    headers,
    text === undefined ? undefined : { type: 'application/json', text },
    timeoutMs,
  );
  let json: unknown = null;
  try {
    json = r.text ? JSON.parse(r.text) : null;
  } catch {
    json = { error: `not JSON: ${r.text.slice(0, 80)}` };
  }
  return { status: r.status, json };
}

/** One request with an optional form body (`a=1&b=2`), answering the status and the body as text (for pages). */
export function sendText(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  form?: string,
): Promise<{ status: number; text: string }> {
  return sendRaw(
    agent,
    url,
    method,
    headers,
    form === undefined ? undefined : { type: 'application/x-www-form-urlencoded', text: form },
  );
}

/** One request with an optional body of the given content type, answering the status and the body as text. */
export function sendRaw(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: { type: string; text: string },
  timeoutMs?: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(body && { 'content-type': body.type, 'content-length': String(Buffer.byteLength(body.text)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(body?.text);
  });
}
