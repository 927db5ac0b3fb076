// Fixed-window rate limiting, per instance (documented: N instances behind a balancer each enforce the limits, so
// a deployment sizes them per instance or puts a shared limiter in front). Several rules can apply to one request
// (publishable keys: per IP per second and per business per minute); a request is admitted only when every rule
// has room, and only admitted requests are counted, so a client hammering one limit does not burn the others.

export interface RateRule {
  /** Bucket identity, e.g. `ip:1.2.3.4` or `biz:biz_1:live`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The tightest rule's numbers, for the X-RateLimit-* headers. */
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** Seconds until the blocking window ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly now: () => number = Date.now,
    /** Off only for load benchmarks (RATE_LIMITS=off): every request is admitted, headers still report the limits. */
    private readonly enforce = true,
  ) {}

  check(rules: RateRule[]): RateDecision {
    const t = this.now();
    if (!this.enforce) {
      const r = rules[0];
      return { allowed: true, limit: r?.limit ?? 0, remaining: r?.limit ?? 0, resetSeconds: r ? Math.ceil((r.windowMs - (t % r.windowMs)) / 1000) : 0, retryAfterSeconds: 0 };
    }
    this.sweep(t);
    let allowed = true;
    let retryAfterMs = 0;
    const states = rules.map((rule) => {
      const start = t - (t % rule.windowMs);
      const id = `${rule.key}|${rule.windowMs}`;
      let w = this.windows.get(id);
      if (!w || w.start !== start) this.windows.set(id, (w = { start, count: 0 }));
      const resetMs = start + rule.windowMs - t;
      if (w.count >= rule.limit) {
        allowed = false;
        retryAfterMs = Math.max(retryAfterMs, resetMs);
      }
      return { rule, w, resetMs };
    });
    if (allowed) for (const s of states) s.w.count++;

    // Report the rule closest to blocking; on a tie, the one that resets first.
    let tight = states[0];
    for (const s of states) {
      const left = s.rule.limit - s.w.count;
      const tightLeft = tight.rule.limit - tight.w.count;
      if (left < tightLeft || (left === tightLeft && s.resetMs < tight.resetMs)) tight = s;
    }
    if (!tight) return { allowed: true, limit: 0, remaining: 0, resetSeconds: 0, retryAfterSeconds: 0 };
    return {
      allowed,
      limit: tight.rule.limit,
      remaining: Math.max(0, tight.rule.limit - tight.w.count),
      resetSeconds: Math.ceil(tight.resetMs / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }

  /** Drops windows that have ended, at most once a second, so memory follows the active clients only. */
  private sweep(t: number): void {
    if (t - this.lastSweep < 1000) return;
    this.lastSweep = t;
    for (const [id, w] of this.windows) {
      const windowMs = Number(id.slice(id.lastIndexOf('|') + 1));
      if (w.start + windowMs <= t) this.windows.delete(id);
    }
  }
}

/** The interface's Limits table. */
export const RATE_LIMITS = {
  publishablePerIp: { limit: 100, windowMs: 1000 },
  publishablePerBusiness: { limit: 1000, windowMs: 60_000 },
  secretPerKey: { limit: 50, windowMs: 1000 },
} as const;
