// `npm run bench:router`: why the server routes with its own compiled matcher instead of openapi-backend's
// router. Both match the same requests against the bundled storefront contract; prints µs per match.
// Then the rate limiter's bookkeeping per request (a publishable call counts against its IP and its business),
// enforcing and off (RATE_LIMITS=off), for one client and for 10,000 clients taking turns.
// (Measured here: openapi-backend ≈ 560 µs per match over the 96 storefront operations, the compiled trie ≈ 1 µs; at 570 µs
// a single core could route at most ~1,700 requests per second before doing any work.)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import OpenAPIBackendModule from 'openapi-backend';
import { RateLimiter, type RateRule } from '../src/http/kit/rate-limit.js';
import { Router } from '../src/http/router.js';

type Json = Record<string, any>;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const doc = JSON.parse(readFileSync(join(root, 'generated', 'openapi', 'storefront.json'), 'utf8')) as Json;

// openapi-backend rejects OAS 3.1 documents in its definition check, so it is initialised with validation off.
const OpenAPIBackend = (OpenAPIBackendModule as unknown as { default?: unknown }).default ?? OpenAPIBackendModule;
const api = new (OpenAPIBackend as new (o: Json) => Json)({
  definition: doc,
  quick: true,
  validate: false,
  strict: false,
});
await api.init();

const router = new Router<string>();
let operations = 0;
for (const [path, item] of Object.entries<Json>(doc.paths)) {
  for (const m of ['get', 'post', 'put', 'patch', 'delete']) {
    if (item[m]) {
      router.add(m, path, item[m].operationId);
      operations++;
    }
  }
}

const requests = [
  { method: 'get', path: '/api/v1/catalogue/products' },
  { method: 'get', path: '/api/v1/catalogue/products/prod_abc123456' },
  { method: 'post', path: '/api/v1/catalogue/composites/comp_1234567/calculate-price' },
  { method: 'delete', path: '/api/v1/webhooks/whk_12345678' },
];
const N = Number(process.argv[2] ?? 20_000);
const time = (fn: (r: { method: string; path: string }) => unknown) => {
  for (let i = 0; i < 1000; i++) fn(requests[i % requests.length]);
  const t = performance.now();
  for (let i = 0; i < N; i++) fn(requests[i % requests.length]);
  return ((performance.now() - t) / N) * 1000;
};
const backend = time((r) => api.router.matchOperation({ ...r, headers: {}, query: {} }));
const trie = time((r) => router.match(r.method, r.path));
console.log(`${operations} operations, ${N} matches each`);
console.log(`openapi-backend router.matchOperation  ${backend.toFixed(2)} µs/match`);
console.log(
  `compiled segment trie (src/http/router) ${trie.toFixed(2)} µs/match  (${(backend / trie).toFixed(0)}× faster)`,
);

// The limiter. Limits are set out of reach so every check takes the admitted path (the one that also counts);
// the clock moves 1 ms per check, so windows roll over as they would under load.
const M = N * 10;
const limiterCost = (enforce: boolean, clients: number) => {
  let t = 1_000_000;
  const limiter = new RateLimiter(() => t, enforce);
  const business: RateRule = { key: 'biz:biz_1:false', limit: 1e12, windowMs: 60_000 };
  // The adapter makes each rule object once per IP (RuleCache in src/http/kit/credentials.ts): the loop reuses them.
  const perClient = Array.from({ length: clients }, (_, i): RateRule[] => [
    { key: `ip:10.0.${i >> 8}.${i & 255}`, limit: 1e12, windowMs: 1000 },
    business,
  ]);
  for (let i = 0; i < 10_000; i++) limiter.check(perClient[i % clients], t++);
  const started = performance.now();
  for (let i = 0; i < M; i++) limiter.check(perClient[i % clients], t++);
  return ((performance.now() - started) / M) * 1000;
};
console.log(`\nrate limiter, ${M} checks each (2 rules: per IP and per business)`);
for (const clients of [1, 10_000]) {
  console.log(
    `${String(clients).padStart(6)} client(s): enforcing ${limiterCost(true, clients).toFixed(3)} µs/check, ` +
      `off ${limiterCost(false, clients).toFixed(3)} µs/check`,
  );
}
