import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RateLimiter } from './rate-limit.js';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

test('admits up to the limit in a window, then refuses with Retry-After until the window ends', () => {
  const c = clock();
  const rl = new RateLimiter(c.now);
  const rule = [{ key: 'k', limit: 3, windowMs: 1000 }];
  assert.equal(
    [1, 2, 3].map(() => rl.check(rule).remaining),
    [2, 1, 0],
  );
  const denied = rl.check(rule);
  assert.is(denied.allowed, false);
  assert.is(denied.retryAfterSeconds, 1);
  c.advance(1000);
  assert.is(rl.check(rule).allowed, true);
});

test('several rules: the request must fit all; refused requests are not counted; headers follow the tightest', () => {
  const c = clock(0);
  const rl = new RateLimiter(c.now);
  const rules = (ip: string) => [
    { key: `ip:${ip}`, limit: 2, windowMs: 1000 },
    { key: 'biz:1', limit: 3, windowMs: 60_000 },
  ];
  assert.equal(rl.check(rules('a')), { allowed: true, limit: 2, remaining: 1, resetSeconds: 1, retryAfterSeconds: 0 });
  rl.check(rules('a'));
  assert.is(rl.check(rules('a')).allowed, false); // per-IP full; business still has 1
  const other = rl.check(rules('b'));
  assert.is(other.allowed, true);
  assert.equal([other.limit, other.remaining, other.resetSeconds], [3, 0, 60]);
  const blocked = rl.check(rules('c'));
  assert.is(blocked.allowed, false);
  assert.is(blocked.retryAfterSeconds, 60);
});

test('windows of different keys are independent', () => {
  const rl = new RateLimiter(clock().now);
  const r = (key: string) => [{ key, limit: 1, windowMs: 1000 }];
  assert.ok(rl.check(r('x')).allowed);
  assert.ok(rl.check(r('y')).allowed);
  assert.not.ok(rl.check(r('x')).allowed);
});

test('not enforcing (benchmarks) admits everything and still reports the limit', () => {
  const rl = new RateLimiter(clock().now, false);
  const rule = [{ key: 'k', limit: 1, windowMs: 1000 }];
  for (let i = 0; i < 5; i++) assert.is(rl.check(rule).allowed, true);
  assert.is(rl.check(rule).limit, 1);
});

test.run();
