// `npm run bench:activity`: session activity at shop scale (issue 16). A business with 10,000 products (100
// categories of 100, one in ten with counted stock, a fifth of those sold out) and 1,000,000 recorded events over
// about 50,000 sessions and the last 30 days, plus 5,000 orders over 180 days, written straight into the store;
// then:
//   1. the recommendations job once (recomputeAllRelated): its duration and what it computed;
//   2. ingestion: POST /api/v1/activity/events with batches of 20 events, one session per 5 batches, at a few
//      concurrencies: events per second and the batch latency p50/p99;
//   3. GET /api/v1/activity/recommendations one request at a time over one keep-alive connection, for sessions with
//      activity (those of step 2: views, cart adds) and for sessions without (a new session id each time): p50/p99
//      and mean, interleaved round by round. Goal: p50 under 5 ms.
//
//   npm run bench:activity -- [--events 1000000] [--products 10000] [--orders 5000] [--batches 400]
//                             [--concurrency 1,4,16] [--requests 500] [--warmup 50]
//
// Browsing is modelled, not uniform: categories and the products within one are Zipf-popular, a session mostly
// stays in its first category, and cart adds are of products the session viewed; orders are baskets of 1 to 4
// products of one category. A seeded PRNG makes every run the same data. The server runs in a child process (this
// script with --serve) on a fresh embedded store in a temporary DATA_DIR, rate limits off (one client IP), logging
// silent, the job worker off (the job is run once, on request), real clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchServer } from './lib/bench-server.js';
import { sendRaw } from './lib/http.js';
import { pct } from './lib/proc.js';

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    events: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '5000' },
    batches: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '1,4,16' },
    requests: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '50' },
  },
  strict: true,
});

const int = (s: string, name: string, min = 1) => {
  const n = Number(s);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name}: an integer ≥ ${min}, got "${s}"`);
  return n;
};

const CATEGORIES = 100;
const DAY = 24 * 60 * 60 * 1000;
const BATCH_EVENTS = 20;
const BATCHES_PER_SESSION = 5;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newSessionId = () => `sess_${[...randomBytes(32)].map((b) => BASE62[b % 62]).join('')}`;

/** mulberry32: a small seeded PRNG, so every run seeds the same data. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws 0 … n−1 with probability ∝ 1 / (i + 1)^s. */
function zipf(n: number, s: number, random: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative.push((sum += 1 / (i + 1) ** s));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** The browsing model shared by the seed (server side) and the ingested batches (load side). */
function browsing(productIds: string[], categoryIds: string[], seed: number) {
  const random = rng(seed);
  const perCategory = Math.ceil(productIds.length / CATEGORIES);
  const category = zipf(CATEGORIES, 0.8, random);
  const within = zipf(perCategory, 1, random);
  const productOf = (c: number) => productIds[Math.min(productIds.length - 1, c * perCategory + within())];
  /** One session's events, `n` of them: mostly product views, in its home category four times out of five. */
  function session(n: number): { type: string; product_id?: string; category_id?: string; query?: string }[] {
    const home = category();
    const viewed: string[] = [];
    const out: { type: string; product_id?: string; category_id?: string; query?: string }[] = [];
    for (let i = 0; i < n; i++) {
      const x = random();
      if (x < 0.07 && viewed.length)
        out.push({ type: 'cart_add', product_id: viewed[Math.floor(random() * viewed.length)] });
      else if (x < 0.13)
        out.push({ type: 'category_view', category_id: categoryIds[random() < 0.8 ? home : category()] });
      else if (x < 0.15) out.push({ type: 'search', query: 'espresso' });
      else {
        const p = productOf(random() < 0.8 ? home : category());
        viewed.push(p);
        out.push({ type: 'product_view', product_id: p });
      }
    }
    return out;
  }
  /** An order's products: 1 to 4 of one category. */
  const basket = () => {
    const c = category();
    return Array.from({ length: 1 + Math.floor(random() * 4) }, () => productOf(c));
  };
  return { random, session, basket, productOf, category };
}

interface Ready {
  url: string;
  key: string;
  products: string[];
  categories: string[];
  seeded: { products: number; events: number; sessions: number; orders: number; seconds: number };
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process).

async function serve(): Promise<void> {
  const { createBusiness } = await import('../src/flows/create-business.js');
  const { newId, randomBase62 } = await import('../src/kernel/ids.js');
  const catalogue = await import('../src/modules/catalogue/store.js');
  const { orders } = await import('../src/modules/orders/store.js');
  const { activityEvents } = await import('../src/modules/activity/store.js');
  const { recomputeAllRelated } = await import('../src/modules/activity/recommendations.js');
  const { relatedDocs } = await import('../src/modules/activity/related-store.js');
  type ProductDoc = import('../src/modules/catalogue/model.js').ProductDoc;
  type InventoryLevelDoc = import('../src/modules/catalogue/model.js').InventoryLevelDoc;
  type OrderDoc = import('../src/modules/orders/model.js').OrderDoc;
  type ActivityEventDoc = import('../src/modules/activity/model.js').ActivityEventDoc;

  const totalEvents = int(opts.events, 'events');
  const productCount = int(opts.products, 'products', CATEGORIES);
  const orderCount = int(opts.orders, 'orders', 0);

  const t0 = performance.now();
  const { server } = await startBenchServer('activity');

  const { db } = server.services;
  const { business, credentials } = await createBusiness(
    { client: server.services.store.client, db, now: () => server.services.clock.now() },
    { name: 'Bench Activity', timezone: 'Africa/Accra' },
  );
  const tenant = { business_id: business._id, livemode: false };
  const now = Date.now();
  const at = new Date(now);

  // The catalogue: category c holds products c × 100 … c × 100 + 99; every tenth product's stock is counted (the
  // fourth of each ten, so not always a category's best seller), and a fifth of those have none left.
  const categoryIds = Array.from({ length: CATEGORIES }, () => newId('category'));
  const products: ProductDoc[] = Array.from({ length: productCount }, (_, i) => {
    const name = `Product ${i}`;
    return {
      _id: newId('product'),
      ...tenant,
      created_at: at,
      updated_at: at,
      name,
      slug: `product-${i}`,
      description: '',
      category_id: categoryIds[Math.floor(i / (productCount / CATEGORIES))],
      taxonomy_ids: [],
      tags: [],
      images: [],
      default_price: 1000 + i,
      compare_at_price: null,
      currency: 'GHS',
      product_type: 'product',
      inventory_type: i % 10 === 3 ? 'tracked' : 'none',
      is_active: true,
      archived: false,
      is_featured: false,
      attributes: {},
      properties: {},
      variant_axes: [],
      add_ons: [],
      location_ids: [],
      location_prices: {},
      schedules: [],
      billing_plan_ids: [],
      low_stock_threshold: null,
      bundle_id: null,
      composite_id: null,
      service_id: null,
      search_text: name.toLowerCase(),
    };
  });
  for (let i = 0; i < products.length; i += 1000)
    await catalogue.products(db, tenant).insertMany(products.slice(i, i + 1000));
  const levels: InventoryLevelDoc[] = products
    .filter((p) => p.inventory_type === 'tracked')
    .map((p, k) => ({
      _id: `inv_${randomBase62(16)}`,
      ...tenant,
      product_id: p._id,
      variant_id: null,
      location_id: 'loc_bench',
      quantity_on_hand: k % 5 === 0 ? 0 : 50,
      quantity_reserved: 0,
      updated_at: at,
    }));
  await catalogue.inventoryLevels(db, tenant).insertMany(levels);

  const ids = products.map((p) => p._id);
  const model = browsing(ids, categoryIds, 7);
  // Sessions of about 20 events (1 + an exponential tail), starting anywhere in the last 29.5 days (inside the
  // 30-day TTL the embedded store sweeps on the real clock), one event every 30 s.
  let written = 0;
  let sessions = 0;
  let docs: ActivityEventDoc[] = [];
  const events = activityEvents(db, tenant);
  while (written < totalEvents) {
    const n = Math.min(totalEvents - written, 1 + Math.floor(-Math.log(1 - model.random()) * 19));
    const session = newSessionId();
    const start = now - DAY / 24 - model.random() * 29.5 * DAY;
    model.session(n).forEach((e, i) => {
      const doc: ActivityEventDoc = {
        _id: newId('activityEvent'),
        ...tenant,
        session_id: session,
        type: e.type as ActivityEventDoc['type'],
        created_at: new Date(start + i * 30_000),
      };
      if (e.product_id) doc.product_id = e.product_id;
      if (e.category_id) doc.category_id = e.category_id;
      if (e.type === 'cart_add') doc.quantity = 1;
      docs.push(doc);
    });
    written += n;
    sessions++;
    if (docs.length >= 10_000) {
      await events.insertMany(docs, { ordered: false });
      docs = [];
    }
  }
  if (docs.length) await events.insertMany(docs, { ordered: false });

  const orderDocs: OrderDoc[] = [];
  for (let i = 0; i < orderCount; i++) {
    const created = new Date(now - model.random() * 180 * DAY);
    const items = model.basket().map((product_id) => ({
      id: newId('lineItem'),
      product_id,
      product_name: 'x',
      variant_id: null,
      variant_name: null,
      quantity: 1 + Math.floor(model.random() * 2),
      unit_price: 1000,
      total: 1000,
      add_on_option_ids: [],
      special_instructions: null,
      scheduled_start: null,
      scheduled_end: null,
      staff_id: null,
      billing_plan_id: null,
    }));
    orderDocs.push({
      _id: newId('order'),
      ...tenant,
      order_number: `B-${i + 1}`,
      status: i % 20 === 0 ? 'cancelled' : 'completed',
      order_type: 'pickup',
      items,
      subtotal: 1000 * items.length,
      discount_amount: 0,
      tax_amount: 0,
      total_price: 1000 * items.length,
      currency: 'GHS',
      customer: { name: null, email: null, phone: null, notes: null },
      customer_id: null,
      delivery_address: null,
      payment_method: 'card',
      payment_status: 'succeeded',
      payment_id: null,
      refunded_amount: 0,
      bill_token_hash: 'x',
      session_id: null,
      cart_id: 'cart_bench',
      location_id: null,
      special_instructions: null,
      metadata: {},
      coupon: null,
      reservations: [],
      reservation_expires_at: null,
      pay_currency: null,
      fx_quote_id: null,
      created_at: created,
      updated_at: created,
      cancelled_at: null,
      cancel_reason: null,
    });
  }
  for (let i = 0; i < orderDocs.length; i += 1000) await orders(db, tenant).insertMany(orderDocs.slice(i, i + 1000));

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a failure ends this child process, as it should
  process.on('message', async (m: { op: string }) => {
    if (m.op !== 'job') return;
    (globalThis as { gc?: () => void }).gc?.();
    const heap0 = process.memoryUsage().heapUsed;
    let peak = heap0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50);
    const j0 = performance.now();
    const tenants = await recomputeAllRelated(server.services);
    const seconds = (performance.now() - j0) / 1000;
    clearInterval(sampler);
    const related = await relatedDocs(db, tenant).countDocuments({});
    process.send!({
      op: 'job',
      tenants,
      seconds,
      related,
      heapPeakMb: (peak - heap0) / 1048576,
      rssMb: process.memoryUsage().rss / 1048576,
    });
  });
  const ready: Ready = {
    url: server.url,
    key: credentials.publishable_key,
    products: ids,
    categories: categoryIds,
    seeded: {
      products: products.length,
      events: written,
      sessions,
      orders: orderDocs.length,
      seconds: (performance.now() - t0) / 1000,
    },
  };
  process.send!({ op: 'ready', ready });
}

// ---------------------------------------------------------------------------------------------------------------
// The load side (this process).

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** `batches` batches of 20 events from `concurrency` clients, each client a new session every 5 batches. */
async function ingest(
  ready: Ready,
  concurrency: number,
  batches: number,
  model: ReturnType<typeof browsing>,
  sessionsOut: string[],
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      let session = '';
      let events: ReturnType<typeof model.session> = [];
      for (let i = next++; i < batches; i = next++) {
        if (events.length === 0) {
          session = newSessionId();
          sessionsOut.push(session);
          events = model.session(BATCH_EVENTS * BATCHES_PER_SESSION);
        }
        const body = JSON.stringify({ events: events.splice(0, BATCH_EVENTS) });
        const s0 = performance.now();
        const r = await sendRaw(
          agent,
          `${ready.url}/api/v1/activity/events`,
          'POST',
          { 'x-api-key': ready.key, 'x-session-id': session },
          { type: 'application/json', text: body },
        );
        samples.push(performance.now() - s0);
        if (r.status !== 200) throw new Error(`POST /api/v1/activity/events: ${r.status} ${r.text}`);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  const s = sorted(samples);
  return {
    concurrency,
    batches,
    'events/s': Math.round((batches * BATCH_EVENTS) / seconds),
    'batch p50 ms': pct(s, 50).toFixed(1),
    'batch p99 ms': pct(s, 99).toFixed(1),
  };
}

async function main(): Promise<void> {
  const concurrencies = opts.concurrency.split(',').map((x) => int(x.trim(), 'concurrency'));
  const batches = int(opts.batches, 'batches');
  const requests = int(opts.requests, 'requests');
  const warmup = int(opts.warmup, 'warmup', 0);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=8192',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
      '--events',
      opts.events,
      '--products',
      opts.products,
      '--orders',
      opts.orders,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const next = (op: string) =>
    new Promise<any>((resolve, reject) => {
      const onMessage = (m: { op: string }) => {
        if (m.op !== op) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  try {
    const ready = ((await next('ready')) as { ready: Ready }).ready;
    const s = ready.seeded;
    console.log(
      `Seeded in ${s.seconds.toFixed(1)} s: ${s.products} products, ${s.events} events over ${s.sessions} sessions (30 days), ${s.orders} orders (180 days). Node ${process.version}.`,
    );

    child.send({ op: 'job' });
    const job = await next('job');
    console.log(
      `\nRecommendations job (recomputeAllRelated): ${job.seconds.toFixed(1)} s for ${job.tenants} tenant(s), ${job.related} documents written; ` +
        `heap peak ${job.heapPeakMb.toFixed(0)} MB above the heap before it; server RSS ${job.rssMb.toFixed(0)} MB after it.`,
    );

    const model = browsing(ready.products, ready.categories, 11);
    const active: string[] = [];
    const rows = [];
    for (const c of concurrencies) rows.push(await ingest(ready, c, batches, model, active));
    console.log(
      `\nIngestion: POST /api/v1/activity/events, ${BATCH_EVENTS} events a batch, a new session every ${BATCHES_PER_SESSION} batches:`,
    );
    console.table(rows);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const cases = [
      {
        label: 'session with activity',
        session: (i: number) => active[i % active.length],
        samples: [] as number[],
        count: 0,
      },
      { label: 'session without activity', session: () => newSessionId(), samples: [] as number[], count: 0 },
    ];
    for (let i = 0; i < warmup + requests; i++) {
      for (const c of cases) {
        const t0 = performance.now();
        const r = await sendRaw(agent, `${ready.url}/api/v1/activity/recommendations`, 'GET', {
          'x-api-key': ready.key,
          'x-session-id': c.session(i),
        });
        const ms = performance.now() - t0;
        if (r.status !== 200) throw new Error(`GET /api/v1/activity/recommendations: ${r.status} ${r.text}`);
        if (i < warmup) continue;
        c.samples.push(ms);
        c.count += (JSON.parse(r.text) as { data: { recommendations: unknown[] } }).data.recommendations.length;
      }
    }
    agent.destroy();
    console.log(
      `\nGET /api/v1/activity/recommendations (limit 10), ${requests} sequential requests per case after ${warmup} warm-up rounds:`,
    );
    console.table(
      cases.map((c) => {
        const x = sorted(c.samples);
        return {
          case: c.label,
          'p50 ms': pct(x, 50).toFixed(2),
          'p99 ms': pct(x, 99).toFixed(2),
          'mean ms': mean(x).toFixed(2),
          'recommendations/answer': (c.count / requests).toFixed(1),
          goal: `p50 < 5 ms: ${pct(x, 50) < 5 ? 'met' : 'MISSED'}`,
        };
      }),
    );
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

if (opts.serve) await serve();
else await main();
