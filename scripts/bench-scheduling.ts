// `npm run bench:scheduling`: the availability map over the real HTTP path (issue 13). A service with 10 staff
// members, 30-minute appointments on a 15-minute grid, open 08:00–20:00 every day (Europe/London), and 10,000
// confirmed bookings filling those 10 members' calendars over the next 45 days; then sequential
// GET /api/v1/scheduling/availability requests for spans of 1, 7 and 31 days from tomorrow: p50 / p99 / mean of
// each, the ratio of each p50 to the shortest span's, and the server's CPU per request (its main thread, the
// embedded store's worker thread, the rest: mostly V8's parallel GC). Goal: 31-day p50 under 20 ms, cost linear in
// days × staff.
//
//   npm run bench:scheduling -- [--days 1,7,31] [--requests 200] [--warmup 30] [--staff 5,10,20]
//                               [--bookings 10000] [--kinds 1] [--cpu-prof DIR]
//
// --days and --staff take one number or a comma-separated list; --requests is the measured requests per case.
// Staff scaling: after the span runs, another 10,000 bookings fill 10 more staff members' calendars the same way,
// and the longest span is measured for services of 5, 10 and 20 of those (equally busy) members, so the read and
// the rules have twice the work per step; the ratios against the 10-staff figure show the cost per member.
//
// The bookings are of other services the same staff perform ("Colour 1" … "Colour K", --kinds, one by default), so
// they occupy the staff without filling the measured services' own capacity (1: a single booking of the measured
// service would otherwise close every overlapping slot for all 10 members). Each member has 22 or 23 of the 24
// half-hours of a day booked, so most slots need the staff loop to look at several members before one is free, and
// some find none. A staff member's day is read as its bookings' busy blocks merged per service (days.ts): with one
// kind a busy day merges into a few blocks; with --kinds 24 neighbouring bookings are mostly of different services
// and hardly merge, the worst case for that read.
//
// The server runs in a child process (this script with --serve) on a fresh embedded store in a temporary
// DATA_DIR, rate limits off (one client IP), logging silent, real clock; requests go one at a time over one
// keep-alive connection on 127.0.0.1, so each figure is one request's latency with nothing queued before it.
// --cpu-prof writes V8 CPU profiles of the server's threads to DIR (summarise with scripts/cpu-profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchServer } from './lib/bench-server.js';
import { cpuDelta, pct, threadCpu } from './lib/proc.js';

const ZONE = 'Europe/London';
const OPEN = '08:00';
const CLOSE = '20:00';
/** Half-hour positions of a working day (08:00–20:00). */
const POSITIONS = 24;
const BOOKING_DAYS = 45;
const MAX_STAFF = 20;

const { values: opts } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    days: { type: 'string', default: '1,7,31' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    staff: { type: 'string', default: '5,10,20' },
    bookings: { type: 'string', default: '10000' },
    kinds: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
  },
  strict: true,
});

const list = (s: string, name: string) => {
  const out = s.split(',').map((x) => Number(x.trim()));
  if (out.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--${name}: a comma-separated list of positive integers, got "${s}"`);
  return out;
};
const int = (s: string, name: string, min = 1) => {
  const n = Number(s);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name}: an integer ≥ ${min}, got "${s}"`);
  return n;
};

interface Ready {
  url: string;
  key: string;
  /** Measured services by staff count: "Cut (N staff)" uses members 1..N. */
  services: Record<string, string>;
  start_date: string;
  bookings: number;
  /** How many other services the bookings are of (as the server booked them). */
  kinds: number;
  seconds: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The server side (child process).

/** mulberry32: a small seeded PRNG, so every run books the same calendar. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function serve(): Promise<void> {
  const { Temporal } = await import('temporal-polyfill');
  const { createBusiness } = await import('../src/flows/create-business.js');
  const { newId } = await import('../src/kernel/ids.js');
  const { bookings, serviceRecords } = await import('../src/modules/scheduling/store.js');
  const { rebuildDays } = await import('../src/modules/scheduling/days.js');
  type BookingDoc = import('../src/modules/scheduling/model.js').BookingDoc;

  const totalBookings = int(opts.bookings, 'bookings');
  const kinds = int(opts.kinds, 'kinds');
  const staffCounts = list(opts.staff, 'staff');
  if (Math.max(...staffCounts) > MAX_STAFF) throw new Error(`--staff: at most ${MAX_STAFF}`);

  const t0 = performance.now();
  const { server, stop } = await startBenchServer('scheduling');
  try {
    await seed();
  } catch (err) {
    console.error(err);
    await stop(1);
  }

  async function seed(): Promise<void> {
    const { db } = server.services;
    const { business, credentials } = await createBusiness(
      { client: server.services.store.client, db, now: () => server.services.clock.now() },
      { name: 'Bench Salon', timezone: ZONE, currency: 'GBP' },
    );
    const tenant = { business_id: business._id, livemode: false };

    // The catalogue, over the platform API like any business would load it.
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day_of_week: d, start_time: OPEN, end_time: CLOSE }));
    const staffRefs = Array.from({ length: MAX_STAFF }, (_, i) => `s${String(i + 1).padStart(2, '0')}`);
    const section = (staff: string[]) => ({
      duration_minutes: 30,
      slot_interval_minutes: 15,
      capacity: 1,
      min_notice_minutes: 0,
      max_advance_days: 90,
      locations: [{ location: 'salon', weekly_hours: everyDay }],
      staff,
    });
    const doc = {
      version: 1,
      locations: [{ ref: 'salon', name: 'Salon', timezone: ZONE }],
      staff: staffRefs.map((ref) => ({
        ref,
        name: `Stylist ${ref}`,
        schedules: [{ location: 'salon', weekly_hours: everyDay }],
      })),
      products: [
        ...staffCounts.map((n) => ({
          slug: `cut-${n}`,
          name: `Cut (${n} staff)`,
          type: 'service',
          price: '30.00',
          service: section(staffRefs.slice(0, n)),
        })),
        ...Array.from({ length: kinds }, (_, i) => ({
          slug: `colour-${i + 1}`,
          name: `Colour ${i + 1}`,
          type: 'service',
          price: '60.00',
          service: section(staffRefs),
        })),
      ],
    };
    const imported = await fetch(`${server.url}/v1/businesses/${business._id}/catalogue/import?mode=test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credentials.business_key}`, 'content-type': 'application/json' },
      body: JSON.stringify(doc),
    });
    if (imported.status !== 200) throw new Error(`catalogue import: ${imported.status} ${await imported.text()}`);

    const records = await serviceRecords(db, tenant).find({}).toArray();
    const colours = Array.from({ length: kinds }, (_, i) => records.find((r) => r.name === `Colour ${i + 1}`)!);
    const colour = colours[0];
    const services = Object.fromEntries(
      staffCounts.map((n) => [String(n), records.find((r) => r.name === `Cut (${n} staff)`)!._id]),
    );
    const location = colour.locations[0].location_id;

    // The calendar starts tomorrow (local date of the zone), so no slot of the first day is already in the past.
    const startDate = Temporal.Now.plainDateISO(ZONE).add({ days: 1 });
    const random = rng(13);

    /** `count` bookings of the Colour services (one at random each) spread evenly over the given staff members (service order) and BOOKING_DAYS days:
     * each member-day gets ⌊count / (days × members)⌋ or one more, at distinct random half-hours of the day. */
    async function book(staffIds: string[], count: number): Promise<void> {
      const cells = BOOKING_DAYS * staffIds.length;
      const base = Math.floor(count / cells);
      let extra = count - base * cells;
      if (base + (extra > 0 ? 1 : 0) > POSITIONS)
        throw new Error(
          `${count} bookings do not fit ${staffIds.length} staff × ${BOOKING_DAYS} days × ${POSITIONS} half-hours`,
        );
      const now = new Date();
      const docs: BookingDoc[] = [];
      for (let d = 0; d < BOOKING_DAYS; d++) {
        const opening = startDate
          .add({ days: d })
          .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(OPEN) }).epochMilliseconds;
        for (const staffId of staffIds) {
          const k = base + (extra-- > 0 ? 1 : 0);
          // A partial Fisher–Yates shuffle picks k distinct half-hours.
          const pos = Array.from({ length: POSITIONS }, (_, i) => i);
          for (let i = 0; i < k; i++) {
            const j = i + Math.floor(random() * (POSITIONS - i));
            [pos[i], pos[j]] = [pos[j], pos[i]];
          }
          for (const p of pos.slice(0, k)) {
            // Buffers are 0, so the blocked interval is the appointment itself.
            const starts = new Date(opening + p * 30 * 60_000);
            const ends = new Date(starts.getTime() + 30 * 60_000);
            const kind = colours[Math.floor(random() * kinds)];
            docs.push({
              ...tenant,
              _id: newId('booking'),
              order_id: newId('order'),
              line_item_id: newId('lineItem'),
              service_id: kind._id,
              product_id: kind.product_id,
              variant_id: null,
              staff_id: staffId,
              location_id: location,
              timezone: ZONE,
              customer_id: null,
              status: 'confirmed',
              starts_at: starts,
              ends_at: ends,
              blocks_from: starts,
              blocks_until: ends,
              participant_count: 1,
              resources: [],
              history: [],
              version: 1,
              cancellation_reason: null,
              created_at: now,
              updated_at: now,
              cancelled_at: null,
            });
          }
        }
      }
      for (let i = 0; i < docs.length; i += 1000) await bookings(db, tenant).insertMany(docs.slice(i, i + 1000));
      // The day documents listing them, built as for a data directory written before they existed.
      await rebuildDays(db, now);
    }

    const firstTen = colour.staff_ids.slice(0, 10);
    await book(firstTen, totalBookings);
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a failure ends this child process, rightly
    process.on('message', async (m: { op: string }) => {
      if (m.op !== 'more-staff') return;
      // Members 11–20 get as busy as the first ten.
      await book(colour.staff_ids.slice(10, MAX_STAFF), totalBookings);
      process.send!({ op: 'done', bookings: await bookings(db, tenant).countDocuments({}) });
    });
    const ready: Ready = {
      url: server.url,
      key: credentials.publishable_key,
      services,
      start_date: startDate.toString(),
      bookings: await bookings(db, tenant).countDocuments({}),
      kinds,
      seconds: (performance.now() - t0) / 1000,
    };
    process.send!({ op: 'ready', ready });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The load side (this process).

function get(agent: Agent, url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Case {
  label: string;
  service: string;
  span: number;
  samples: number[];
  /** Server CPU ms over the measured requests: main thread, busiest other thread (the store's worker), the rest. */
  cpu: [number, number, number];
  slots: number;
  days: number;
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00.000Z`); // UTC midnight of a literal date: no process-zone parsing
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Warm-up, then `requests` rounds; each round asks every case once (interleaved, so drift of the machine's speed
 * hits every case alike). The server's thread CPU is read around each request and charged to its case. */
async function measure(ready: Ready, pid: number, cases: Case[], requests: number, warmup: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'x-api-key': ready.key };
  const url = (c: Case) =>
    `${ready.url}/api/v1/scheduling/availability?service_id=${c.service}&start_date=${ready.start_date}&end_date=${addDays(ready.start_date, c.span - 1)}`;
  for (const c of cases) {
    const first = await get(agent, url(c), headers);
    if (first.status !== 200) throw new Error(`${c.label}: ${first.status} ${first.body}`);
    const days = (JSON.parse(first.body) as { data: { days: { available: boolean; slot_count: number }[] } }).data.days;
    c.days = days.length;
    c.slots = days.reduce((n, d) => n + d.slot_count, 0);
  }
  for (let i = 0; i < warmup; i++) for (const c of cases) await get(agent, url(c), headers);
  for (let i = 0; i < requests; i++) {
    for (const c of cases) {
      const cpu0 = threadCpu(pid);
      const t0 = performance.now();
      const r = await get(agent, url(c), headers);
      const ms = performance.now() - t0;
      const cpu1 = threadCpu(pid);
      if (r.status !== 200) throw new Error(`${c.label}: ${r.status} ${r.body}`);
      c.samples.push(ms);
      cpuDelta(pid, cpu0, cpu1).forEach((v, k) => (c.cpu[k] += v));
    }
  }
  agent.destroy();
}

function row(c: Case, base: Case | undefined, ratioName: string) {
  const s = [...c.samples].sort((a, b) => a - b);
  const p50 = pct(s, 50);
  const n = c.samples.length;
  const out: Record<string, string | number> = {
    case: c.label,
    days: c.days,
    'bookable slots': c.slots,
    'p50 ms': p50.toFixed(1),
    'p99 ms': pct(s, 99).toFixed(1),
    'mean ms': (s.reduce((a, b) => a + b, 0) / n).toFixed(1),
    'server CPU ms/req (main + store + rest)': c.cpu.map((v) => (v / n).toFixed(1)).join(' + '),
  };
  if (base) {
    const b = [...base.samples].sort((x, y) => x - y);
    out[ratioName] = (p50 / pct(b, 50)).toFixed(2);
  }
  return out;
}

async function main(): Promise<void> {
  if (opts.serve) return serve();
  const spans = list(opts.days, 'days');
  if (Math.max(...spans) > 62) throw new Error('--days: at most 62 (the availability map limit)');
  const requests = int(opts.requests, 'requests');
  const warmup = int(opts.warmup, 'warmup', 0);
  const staffCounts = list(opts.staff, 'staff');
  if (Math.max(...staffCounts) > MAX_STAFF) throw new Error(`--staff: at most ${MAX_STAFF}`);
  // Ten members' calendars hold at most 10 × BOOKING_DAYS × POSITIONS half-hour bookings.
  if (int(opts.bookings, 'bookings') > 10 * BOOKING_DAYS * POSITIONS)
    throw new Error(`--bookings: at most ${10 * BOOKING_DAYS * POSITIONS}`);
  if (!staffCounts.includes(10)) staffCounts.push(10); // the span runs measure the 10-staff service
  const profArgs = opts['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', opts['cpu-prof']] : [];
  const childArgs = [
    ...profArgs,
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--serve',
    '--staff',
    staffCounts.join(','),
    '--bookings',
    opts.bookings,
    '--kinds',
    opts.kinds,
  ];
  const child: ChildProcess = spawn(process.execPath, childArgs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
    const load0 = loadavg()[0].toFixed(2);
    console.log(
      `Seeded in ${ready.seconds.toFixed(1)} s: ${ready.bookings} bookings of ${ready.kinds} other service(s) on 10 staff over ${BOOKING_DAYS} days from ${ready.start_date} (${ZONE}, ` +
        `open ${OPEN}–${CLOSE}, 30-min slots every 15 min). ${requests} sequential requests per case after ${warmup} warm-up rounds, Node ${process.version}.`,
    );

    const spanCases: Case[] = spans.map((span) => ({
      label: `${span} day${span > 1 ? 's' : ''}, 10 staff`,
      service: ready.services['10'],
      span,
      samples: [],
      cpu: [0, 0, 0],
      slots: 0,
      days: 0,
    }));
    await measure(ready, child.pid!, spanCases, requests, warmup);
    const shortest = spanCases.reduce((a, b) => (b.span < a.span ? b : a));
    console.log(`\nSpans (10 staff, ${ready.bookings} bookings); ratio = p50 / p50 of ${shortest.span} day(s):`);
    console.table(spanCases.map((c) => row(c, shortest, `p50 ÷ ${shortest.span}-day`)));

    const longest = Math.max(...spans);
    child.send({ op: 'more-staff' });
    const more = (await next('done')) as { bookings: number };
    const staffCases: Case[] = [...staffCounts]
      .sort((a, b) => a - b)
      .map((n) => ({
        label: `${longest} days, ${n} staff`,
        service: ready.services[String(n)],
        span: longest,
        samples: [],
        cpu: [0, 0, 0],
        slots: 0,
        days: 0,
      }));
    await measure(ready, child.pid!, staffCases, requests, warmup);
    const ten = staffCases.find((c) => c.label.endsWith(' 10 staff'));
    console.log(
      `\nStaff (${longest} days, ${more.bookings} bookings, members 11–20 as busy as 1–10); ratio = p50 / p50 with 10 staff:`,
    );
    console.table(staffCases.map((c) => row(c, ten, 'p50 ÷ 10-staff')));
    console.log(`\n1-min load average ${load0} before, ${loadavg()[0].toFixed(2)} after.`);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

await main();
