// Index structures. Every index keeps its entries in a SortedList (equality, range and ordered scans);
// unique indexes additionally keep a hash of their key tuples so a duplicate check is one map lookup
// rather than a scan (the prototype's scan made 10k inserts take 87 s).
import { CommandError, ErrorCodes, badValue } from './errors.js';
import {
  HIGH,
  LOW,
  OFF_PLAIN_PATH,
  compareValues,
  keyOf,
  pathValues,
  plainPathValue,
  promote,
  type Doc,
} from './bson-values.js';
import { SortedList } from './sorted-list.js';
import { compileFilter, type Matcher } from './query-engine.js';

export interface IndexSpec {
  v?: number;
  key: Record<string, number>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Doc;
}

export interface Entry {
  k: unknown[];
  id: string | typeof LOW | typeof HIGH;
}

/** Index key directions arrive as 1/-1 or, from some clients, 'asc'/'desc'. */
export function normaliseDirection(v: unknown): number {
  if (typeof v === 'string') {
    const s = v.toLowerCase();
    if (s === 'asc' || s === 'ascending') return 1;
    if (s === 'desc' || s === 'descending') return -1;
    if (s === 'hashed') return 1;
    throw new CommandError(ErrorCodes.BadValue, `Index type '${v}' is not supported by the embedded server`);
  }
  const n = Number(promote(v));
  if (!Number.isFinite(n) || n === 0) throw badValue(`Values in the index key pattern can't be 0 or non-numeric`);
  return n > 0 ? 1 : -1;
}

export function defaultIndexName(key: Record<string, number>): string {
  return Object.entries(key)
    .map(([k, d]) => `${k}_${d}`)
    .join('_');
}

function stringifyKey(names: string[], values: unknown[]): string {
  const body = names.map((n, i) => `${n}: ${JSON.stringify(values[i] ?? null)}`).join(', ');
  return `{ ${body} }`;
}

export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly dirs: number[];
  private readonly parts: string[][];
  readonly list: SortedList<Entry>;
  private readonly uniqueMap: Map<string, string> | null;
  /** Which documents a partial index holds: the filter as queries match it (array elements included). */
  private readonly partial: Matcher | null;
  multikey = false;

  constructor(
    spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => spec.key[f]);
    this.parts = this.fields.map((f) => f.split('.'));
    this.uniqueMap = spec.unique ? new Map() : null;
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : null;
    const dirs = this.dirs;
    this.list = new SortedList<Entry>((a, b) => {
      for (let i = 0; i < dirs.length; i++) {
        const x = a.k[i];
        const y = b.k[i];
        if (x === LOW || y === HIGH) return x === y ? 0 : -1;
        if (x === HIGH || y === LOW) return 1;
        const c = compareValues(x, y);
        if (c) return c * dirs[i];
      }
      const ia = a.id;
      const ib = b.id;
      if (ia === ib) return 0;
      if (ia === LOW || ib === HIGH) return -1;
      if (ia === HIGH || ib === LOW) return 1;
      return ia < ib ? -1 : 1;
    });
  }

  get name(): string {
    return this.spec.name;
  }

  /** Key tuples a document contributes (several when an indexed field holds an array). */
  keysFor(view: Doc): unknown[][] | null {
    if (this.partial && !this.partial.test(view)) return null;
    let tuples: unknown[][] = [[]];
    let allMissing = true;
    for (const parts of this.parts) {
      const vals = pathValues(view, parts);
      if (vals.length > 1) this.multikey = true;
      const uniq = vals.length > 1 ? dedupe(vals) : vals;
      if (uniq.length !== 1 || uniq[0] !== undefined) allMissing = false;
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of uniq) next.push([...t, v === undefined ? null : v]);
      tuples = next;
    }
    if (this.spec.sparse && allMissing) return null;
    return tuples;
  }

  /** Throws E11000 when `view` would collide with a different document on this unique index. */
  checkUnique(view: Doc, docKey: string): void {
    if (!this.uniqueMap) return;
    const tuples = this.keysFor(view);
    if (!tuples) return;
    for (const t of tuples) {
      const owner = this.uniqueMap.get(keyOf(t));
      if (owner !== undefined && owner !== docKey) throw this.duplicateError(t);
    }
  }

  /** The document that holds a unique key (keyOf of its tuple) in the committed state. */
  uniqueOwner(tupleKey: string): string | undefined {
    return this.uniqueMap?.get(tupleKey);
  }

  duplicateError(tuple: unknown[]): CommandError {
    const keyValue: Doc = {};
    const keyPattern: Doc = {};
    this.fields.forEach((f, i) => {
      keyValue[f] = tuple[i];
      keyPattern[f] = this.dirs[i];
    });
    return new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${this.name} dup key: ${stringifyKey(this.fields, tuple)}`,
      { extra: { keyPattern, keyValue } },
    );
  }

  add(view: Doc, docKey: string): void {
    this.addTuples(this.keysFor(view), docKey);
  }

  remove(view: Doc, docKey: string): void {
    this.removeTuples(this.keysFor(view), docKey);
  }

  /** Moves a document's entries from its old version to its new one: nothing to do when its keys are the same
   * (most updates touch no indexed field, and an entry moved is two searches and two splices). */
  replace(before: Doc, after: Doc, docKey: string): void {
    // Most often the indexed fields hold the same single values before and after: seen without building either
    // version's key tuples (those were about a tenth of what the store thread allocated in a UCP checkout).
    if (!this.partial && this.parts.every((parts) => sameScalar(scalarAt(before, parts), scalarAt(after, parts)))) {
      return;
    }
    const old = this.keysFor(before);
    const now = this.keysFor(after);
    if (sameTuples(old, now)) return;
    this.removeTuples(old, docKey);
    this.addTuples(now, docKey);
  }

  private addTuples(tuples: unknown[][] | null, docKey: string): void {
    if (!tuples) return;
    for (const t of tuples) {
      this.list.insert({ k: t, id: docKey });
      this.uniqueMap?.set(keyOf(t), docKey);
    }
  }

  private removeTuples(tuples: unknown[][] | null, docKey: string): void {
    if (!tuples) return;
    for (const t of tuples) {
      this.list.remove({ k: t, id: docKey });
      if (this.uniqueMap) {
        const k = keyOf(t);
        if (this.uniqueMap.get(k) === docKey) this.uniqueMap.delete(k);
      }
    }
  }

  /** Entries between two (possibly partial) key bounds, in index order or reversed. */
  scan(start: unknown[], end: unknown[], reverse = false): Iterable<Entry> {
    const n = this.fields.length;
    const lo: Entry = { k: pad(start, n, LOW), id: LOW };
    const hi: Entry = { k: pad(end, n, HIGH), id: HIGH };
    return this.list.range(lo, hi, reverse);
  }

  describe(): Doc {
    const out: Doc = { v: 2, key: this.spec.key, name: this.spec.name };
    if (this.spec.unique) out.unique = true;
    if (this.spec.sparse) out.sparse = true;
    if (this.spec.expireAfterSeconds !== undefined) out.expireAfterSeconds = this.spec.expireAfterSeconds;
    if (this.spec.partialFilterExpression) out.partialFilterExpression = this.spec.partialFilterExpression;
    return out;
  }
}

function pad(values: unknown[], n: number, fill: unknown): unknown[] {
  if (values.length >= n) return values;
  const out = values.slice();
  while (out.length < n) out.push(fill);
  return out;
}

/** Stands for a value that is not a single scalar (an array or another object on the way, a document, an array or
 * another BSON type at the end): replace() then compares whole key tuples. */
const COMPOUND = OFF_PLAIN_PATH;

/** The value a dotted path reaches when it is a single scalar (`undefined` when missing), else COMPOUND. */
function scalarAt(doc: Doc, parts: readonly string[]): unknown {
  const v = plainPathValue(doc, parts);
  if (v === null || typeof v !== 'object') return v;
  return v instanceof Date ? v : COMPOUND;
}

function sameScalar(x: unknown, y: unknown): boolean {
  if (x === COMPOUND || y === COMPOUND) return false;
  if (x === y) return true;
  return x instanceof Date && y instanceof Date && x.getTime() === y.getTime();
}

function dedupe(vals: unknown[]): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const v of vals) {
    const k = keyOf(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
}

/** Two specs describe the same index when their key patterns match (name and options may differ). */
export function sameKey(a: Record<string, number>, b: Record<string, number>): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

/** Whether two documents' key tuples are the same entries (same values, in the same order). */
function sameTuples(a: unknown[][] | null, b: unknown[][] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    for (let j = 0; j < x.length; j++) if (keyOf(x[j]) !== keyOf(y[j])) return false;
  }
  return true;
}
