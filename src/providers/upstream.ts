// One request to an outside service, the way every provider makes it: bounded by the provider's timeout, and by
// the caller's signal when it gives one. The caller giving up is rethrown as the caller's own reason (the shopper
// left, shutdown: not an outage); a timeout or a service that cannot be reached becomes UpstreamUnreachable, which
// each provider words as its own error type. Statuses and bodies are the provider's to judge.
export interface UpstreamAnswer {
  status: number;
  text: string;
}

/** The service did not answer: `timedOut`, or it could not be reached. `message` says which, for the provider to prefix. */
export class UpstreamUnreachable extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamUnreachable';
  }
}

export async function exchange(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<UpstreamAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new UpstreamUnreachable(`did not answer within ${timeoutMs} ms`, true, { cause: err });
    throw new UpstreamUnreachable(`could not be reached: ${describe(err)}`, false, { cause: err });
  }
}

/** fetch's own message is a bare "fetch failed"; what went wrong (refused, DNS, reset) is in its cause. */
function describe(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause;
  const parts = [err, cause]
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever else was thrown, as it prints
    .map((e) => (e instanceof Error ? e.message : e === undefined ? '' : String(e)))
    .filter(Boolean);
  return parts.join(': ') || 'unknown error';
}
