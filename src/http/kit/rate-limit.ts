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

const NO_RULES: RateDecision = Object.freeze({
  allowed: true,
  limit: 0,
  remaining: 0,
  resetSeconds: 0,
  retryAfterSeconds: 0,
});

export class RateLimiter {
  /** Windows by length, then by bucket key: no key strings are built per request. */
  private readonly windows = new Map<number, Map<string, Window>>();
  private lastSweep = 0;
  /** Scratch space for one check (checks are synchronous, so one is enough). */
  private readonly hit: Window[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    /** Off only for load benchmarks (RATE_LIMITS=off): every request is admitted, headers still report the limits. */
    private readonly enforce = true,
  ) {}

  /** `t`: the time of the request in ms, when the caller has already read the clock. */
  check(rules: readonly RateRule[], t: number = this.now()): RateDecision {
    if (!this.enforce) {
      const r = rules[0];
      return {
        allowed: true,
        limit: r?.limit ?? 0,
        remaining: r?.limit ?? 0,
        resetSeconds: r ? Math.ceil((r.windowMs - (t % r.windowMs)) / 1000) : 0,
        retryAfterSeconds: 0,
      };
    }
    if (rules.length === 0) return NO_RULES;
    this.sweep(t);
    let allowed = true;
    let retryAfterMs = 0;
    const hit = this.hit;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      const start = t - (t % rule.windowMs);
      let byKey = this.windows.get(rule.windowMs);
      if (!byKey) this.windows.set(rule.windowMs, (byKey = new Map()));
      let w = byKey.get(rule.key);
      if (!w) byKey.set(rule.key, (w = { start, count: 0 }));
      else if (w.start !== start) {
        w.start = start;
        w.count = 0;
      }
      hit[i] = w;
      if (w.count >= rule.limit) {
        allowed = false;
        retryAfterMs = Math.max(retryAfterMs, start + rule.windowMs - t);
      }
    }
    if (allowed) for (let i = 0; i < rules.length; i++) hit[i].count++;

    // Report the rule closest to blocking; on a tie, the one that resets first.
    let tight = 0;
    let tightLeft = rules[0].limit - hit[0].count;
    let tightReset = hit[0].start + rules[0].windowMs - t;
    for (let i = 1; i < rules.length; i++) {
      const left = rules[i].limit - hit[i].count;
      const reset = hit[i].start + rules[i].windowMs - t;
      if (left < tightLeft || (left === tightLeft && reset < tightReset)) {
        tight = i;
        tightLeft = left;
        tightReset = reset;
      }
    }
    const limit = rules[tight].limit;
    return {
      allowed,
      limit,
      remaining: Math.max(0, tightLeft),
      resetSeconds: Math.ceil(tightReset / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }

  /** Drops windows that have ended, at most once a second, so memory follows the active clients only. */
  private sweep(t: number): void {
    if (t - this.lastSweep < 1000) return;
    this.lastSweep = t;
    for (const [windowMs, byKey] of this.windows) {
      for (const [key, w] of byKey) if (w.start + windowMs <= t) byKey.delete(key);
    }
  }
}

/** The interface's Limits table. */
export const RATE_LIMITS = {
  publishablePerIp: { limit: 100, windowMs: 1000 },
  publishablePerBusiness: { limit: 1000, windowMs: 60_000 },
  /**
   * Fairness inside the business budget: one IP may use at most a quarter of it per minute, so a single client
   * (staying under its own 100/s) cannot spend the whole 1,000/min and lock every other shopper out.
   */
  publishablePerBusinessPerIp: { limit: 250, windowMs: 60_000 },
  secretPerKey: { limit: 50, windowMs: 1000 },
} as const;
