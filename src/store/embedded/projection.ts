// find/findAndModify projections, applied to the typed form so projected values keep their exact types and
// _id stays the first field (mingo's projection moves it).
import { Query } from 'mingo';
import { badValue } from './errors.js';
import { isPlainObject, num, promote, type Doc } from './bson-values.js';

type Tree = { [k: string]: Tree | true | Doc };

function isTruthy(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  return num(v, 1) !== 0;
}

export interface Projector {
  (doc: Doc): Doc;
}

/** Compiles a projection document; returns null when it projects nothing away. */
export function compileProjection(spec: Doc | undefined): Projector | null {
  if (!spec || Object.keys(spec).length === 0) return null;
  let includeId = true;
  let mode: 'include' | 'exclude' | undefined;
  const tree: Tree = {};
  for (const [path, raw] of Object.entries(spec)) {
    const v = promote(raw);
    if (path === '_id' && !isPlainObject(v)) {
      includeId = isTruthy(v);
      continue;
    }
    let leaf: true | Doc;
    if (isPlainObject(v)) {
      if (!('$slice' in v) && !('$elemMatch' in v))
        throw badValue(`Unsupported projection option: ${path}: ${JSON.stringify(v)}`);
      leaf = v;
      if (!mode && '$elemMatch' in v) mode = 'include';
    } else {
      const inc = isTruthy(v);
      if (mode && mode !== (inc ? 'include' : 'exclude')) {
        throw badValue(
          `Cannot do ${inc ? 'inclusion' : 'exclusion'} on field ${path} in ${inc ? 'exclusion' : 'inclusion'} projection`,
        );
      }
      mode = inc ? 'include' : 'exclude';
      leaf = true;
    }
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]];
      if (next === undefined || next === true || '$slice' in next || '$elemMatch' in next)
        node = node[parts[i]] = {} as Tree;
      else node = next as Tree;
    }
    node[parts[parts.length - 1]] = leaf;
  }
  const m = mode ?? 'exclude';
  return (doc: Doc) => {
    const out = m === 'include' ? include(doc, tree, true) : exclude(doc, tree);
    if (!includeId) delete out._id;
    else if (m === 'include' && '_id' in doc && !('_id' in out)) return { _id: doc._id, ...out };
    return out;
  };
}

function isOperatorLeaf(node: unknown): node is Doc {
  return isPlainObject(node) && ('$slice' in node || '$elemMatch' in node);
}

function applyOperatorLeaf(value: unknown, op: Doc): unknown {
  if (!Array.isArray(value)) return value;
  if ('$slice' in op) {
    const s = promote(op.$slice);
    if (Array.isArray(s)) {
      const [skip, n] = s.map(Number);
      const from = skip < 0 ? Math.max(0, value.length + skip) : skip;
      return value.slice(from, from + n);
    }
    const n = Number(s);
    return n >= 0 ? value.slice(0, n) : value.slice(n);
  }
  const q = new Query(promote(op.$elemMatch) as Doc, {});
  const hit = value.find((e) => isPlainObject(e) && q.test(promote(e) as Doc));
  return hit === undefined ? undefined : [hit];
}

function include(doc: Doc, tree: Tree, top: boolean): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const node = tree[key];
    const value = doc[key];
    if (node === undefined) {
      if (top && key === '_id') out._id = value;
      continue;
    }
    if (node === true) out[key] = value;
    else if (isOperatorLeaf(node)) {
      const r = applyOperatorLeaf(value, node);
      if (r !== undefined) out[key] = r;
    } else if (Array.isArray(value)) {
      out[key] = value.filter(isPlainObject).map((e) => include(e, node as Tree, false));
    } else if (isPlainObject(value)) out[key] = include(value, node as Tree, false);
  }
  return out;
}

function exclude(doc: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const node = tree[key];
    const value = doc[key];
    if (node === undefined) out[key] = value;
    else if (node === true) continue;
    else if (isOperatorLeaf(node)) out[key] = applyOperatorLeaf(value, node);
    else if (Array.isArray(value)) out[key] = value.map((e) => (isPlainObject(e) ? exclude(e, node as Tree) : e));
    else if (isPlainObject(value)) out[key] = exclude(value, node as Tree);
    else out[key] = value;
  }
  return out;
}
