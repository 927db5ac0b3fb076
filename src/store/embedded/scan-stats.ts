// Which commands make the engine look at many documents. Off by default: findRecords then pays one null check per
// call. On (EMBEDDED_SCAN_LOG=<min examined> in the environment, or `{ scanStats: 1, min: <n> }` at run time), every
// planned read (find, count, distinct, aggregate's leading stages and $lookup's foreign side, the selection of
// update, delete and findAndModify) adds its keys and documents examined to a table by namespace, command, filter
// shape, sort and plan, and a single call that examines at least <min> documents is logged to stderr, once per
// shape per LOG_EVERY_MS with what that shape did since its last line. `{ scanStats: 1 }` answers the table, worst
// first, and this thread's memory; `reset: true` empties the table, `min: -1` turns it off. `storage: true` adds
// what the stored documents hold per collection: their BSON bytes against the memory their Buffers keep alive (a
// small Buffer is a slice of a shared 8 kB pool slab, and one live slice keeps the whole slab), and index entries.
//
// Filter shapes keep field names and operators only, never values: the log may be read by people who must not
// see customers' data, and shapes with different values are the same query to an index.
import { getHeapStatistics } from 'node:v8';
import { isPlainObject, num, type Doc } from './bson-values.js';
import type { Collection } from './collection.js';

/** One planned read as findRecords saw it. */
export interface ScanEvent {
  ns: string;
  filter: Doc;
  sort: Array<[string, number]> | undefined;
  /** 'id', 'ixscan <name>', 'collscan', or 'natural'. */
  plan: string;
  keysExamined: number;
  docsExamined: number;
  returned: number;
  /** Matches sorted in memory (no index gave the order). */
  sortedInMemory: boolean;
  /** Documents in the collection when it ran: examined growing with this is the signature of a missing index. */
  collectionSize: number;
}

interface Row {
  ns: string;
  command: string;
  shape: string;
  sort: string;
  plan: string;
  calls: number;
  keysExamined: number;
  docsExamined: number;
  returned: number;
  maxDocsExamined: number;
  sortedInMemory: number;
  lastCollectionSize: number;
  /** Since the row's last log line. */
  sinceLog: { calls: number; docsExamined: number; over: number };
  loggedAt: number;
}

const LOG_EVERY_MS = 10_000;
const MAX_ROWS = 5_000;

function parseMin(v: string | undefined): number | null {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Minimum documents examined by one call for it to be logged; null: collection is off. */
let min: number | null = parseMin(process.env.EMBEDDED_SCAN_LOG);
let since = new Date();
const rows = new Map<string, Row>();
/** The command being run: set by the engine around each handler, read only when collection is on. */
let current: Doc | null = null;

export function scanStatsOn(): boolean {
  return min !== null;
}

export function setCurrentCommand(body: Doc | null): void {
  current = body;
}

/** `{ a: 1, b: { $gt: 2 }, $or: [...] }` → `{ a, b: { $gt }, $or: [ {...}, ... ] }`. */
export function filterShape(v: unknown): string {
  if (Array.isArray(v)) return `[ ${v.map(filterShape).join(', ')} ]`;
  if (!isPlainObject(v)) return '';
  const parts: string[] = [];
  for (const [k, val] of Object.entries(v)) {
    const logical = (k === '$and' || k === '$or' || k === '$nor') && Array.isArray(val);
    const operators =
      isPlainObject(val) && Object.keys(val).length > 0 && Object.keys(val).every((x) => x.startsWith('$'));
    if (logical) parts.push(`${k}: ${filterShape(val)}`);
    else if (operators && k !== '$expr') parts.push(`${k}: { ${Object.keys(val).join(', ')} }`);
    else parts.push(k);
  }
  return `{ ${parts.join(', ')} }`;
}

function sortShape(sort: ScanEvent['sort']): string {
  return sort ? sort.map(([f, d]) => `${f}:${d}`).join(',') : '';
}

export function recordScan(e: ScanEvent): void {
  if (min === null) return;
  const body = current;
  const command = body ? (Object.keys(body)[0] ?? '?') : 'internal';
  const shape = filterShape(e.filter);
  const sort = sortShape(e.sort);
  const key = `${e.ns}\0${command}\0${shape}\0${sort}\0${e.plan}`;
  let r = rows.get(key);
  if (!r) {
    if (rows.size >= MAX_ROWS) rows.clear();
    r = {
      ns: e.ns,
      command,
      shape,
      sort,
      plan: e.plan,
      calls: 0,
      keysExamined: 0,
      docsExamined: 0,
      returned: 0,
      maxDocsExamined: 0,
      sortedInMemory: 0,
      lastCollectionSize: 0,
      sinceLog: { calls: 0, docsExamined: 0, over: 0 },
      loggedAt: 0,
    };
    rows.set(key, r);
  }
  r.calls++;
  r.keysExamined += e.keysExamined;
  r.docsExamined += e.docsExamined;
  r.returned += e.returned;
  if (e.docsExamined > r.maxDocsExamined) r.maxDocsExamined = e.docsExamined;
  if (e.sortedInMemory) r.sortedInMemory++;
  r.lastCollectionSize = e.collectionSize;
  r.sinceLog.calls++;
  r.sinceLog.docsExamined += e.docsExamined;
  const over = Math.max(e.docsExamined, e.keysExamined) >= min;
  if (over) r.sinceLog.over++;
  const now = Date.now();
  if (over && now - r.loggedAt >= LOG_EVERY_MS) {
    const s = r.sinceLog;
    console.error(
      `[embedded scan] ${r.ns} ${command} ${shape}${sort ? ` sort ${sort}` : ''} ${e.plan}: examined ${e.keysExamined} keys, ${e.docsExamined} docs, ` +
        `returned ${e.returned} of ${e.collectionSize}${e.sortedInMemory ? ', sorted in memory' : ''}; ` +
        `since last line ${s.calls} calls (${s.over} over ${min}), ${s.docsExamined} docs examined`,
    );
    r.loggedAt = now;
    r.sinceLog = { calls: 0, docsExamined: 0, over: 0 };
  }
}

/** Walks every document: on request only. */
function storageOf(collections: Iterable<Collection>): Doc {
  const backing = new Set<ArrayBufferLike>();
  let backingBytes = 0;
  let docs = 0;
  let rawBytes = 0;
  let indexEntries = 0;
  const byCollection: Doc[] = [];
  for (const c of collections) {
    let cRaw = 0;
    let cBacking = 0;
    for (const r of c.docs.values()) {
      cRaw += r.raw.length;
      const ab = r.raw.buffer;
      if (!backing.has(ab)) {
        backing.add(ab);
        cBacking += ab.byteLength;
      }
    }
    let entries = 0;
    for (const idx of c.indexes.values()) entries += idx.list.size;
    docs += c.docs.size;
    rawBytes += cRaw;
    backingBytes += cBacking;
    indexEntries += entries;
    if (c.docs.size > 0)
      byCollection.push({
        ns: c.ns,
        docs: c.docs.size,
        rawBytes: cRaw,
        newBackingBytes: cBacking,
        indexes: c.indexes.size,
        indexEntries: entries,
      });
  }
  byCollection.sort((a, b) => (b.docs as number) - (a.docs as number));
  return { docs, rawBytes, backingBuffers: backing.size, backingBytes, indexEntries, byCollection };
}

/** `{ scanStats: 1, [min: n], [reset: true], [limit: n], [storage: true] }`. */
export function scanStatsCommand(body: Doc, collections?: () => Iterable<Collection>): Doc {
  if (body.min !== undefined && body.min !== null) {
    const n = num(body.min, -1);
    min = n >= 0 ? n : null;
    if (min === null) current = null;
  }
  if (body.reset === true) {
    rows.clear();
    since = new Date();
  }
  const limit = num(body.limit, 30) > 0 ? num(body.limit, 30) : 30;
  const top = [...rows.values()]
    .sort((a, b) => b.docsExamined + b.keysExamined - (a.docsExamined + a.keysExamined))
    .slice(0, limit)
    .map((r) => ({
      ns: r.ns,
      command: r.command,
      filter: r.shape,
      sort: r.sort,
      plan: r.plan,
      calls: r.calls,
      keysExamined: r.keysExamined,
      docsExamined: r.docsExamined,
      returned: r.returned,
      maxDocsExamined: r.maxDocsExamined,
      avgDocsExamined: r.calls ? Math.round(r.docsExamined / r.calls) : 0,
      sortedInMemory: r.sortedInMemory,
      collectionSize: r.lastCollectionSize,
    }));
  const mem = process.memoryUsage();
  const heap = getHeapStatistics();
  return {
    enabled: min !== null,
    min: min ?? -1,
    since,
    memory: {
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      heapTotal: mem.heapTotal,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
      heapSizeLimit: heap.heap_size_limit,
    },
    top,
    ...(body.storage === true && collections ? { storage: storageOf(collections()) } : {}),
    ok: 1,
  };
}
