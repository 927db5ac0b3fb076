// A path matcher compiled once from the bundled OpenAPI paths: a segment trie where a static segment beats a
// `{param}` segment at the same depth (so `/composites/by-product/{id}` wins over `/composites/{id}`), with
// backtracking when the static branch dead-ends. Matching costs one split and one walk, independent of how many
// operations the contract has (openapi-backend's router scans every operation per request).

export interface Route<T> {
  method: string;
  template: string;
  paramNames: string[];
  value: T;
}

interface Node<T> {
  statics: Map<string, Node<T>>;
  param?: Node<T>;
  routes: Map<string, Route<T>>;
}

export type MatchResult<T> =
  | {
      kind: 'found';
      route: Route<T>;
      params: Record<string, string>;
      /** A parameter whose segment is not valid percent-encoding (its value is then the raw segment). */
      malformed?: string;
    }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

const NO_VALUES: string[] = [];
const RECENT_PATHS = 2048;

const newNode = <T>(): Node<T> => ({ statics: new Map(), routes: new Map() });

function splitPath(path: string): string[] {
  // Leading slash gives an empty first segment; a trailing slash is not significant.
  const parts = path.split('/');
  parts.shift();
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export class Router<T> {
  private readonly root: Node<T> = newNode();
  /**
   * Nodes of templates without parameters, by path. The walk tries static segments first at every depth, so when
   * a request path is exactly such a template it ends at that node: one Map lookup gives the same answer.
   */
  private readonly exact = new Map<string, Node<T>>();
  /**
   * Recent walks that matched a template with parameters, by path: a storefront reads the same product and
   * category paths over and over. Bounded; emptied when full.
   */
  private readonly recent = new Map<string, { node: Node<T>; values: string[]; bad?: number }>();

  add(method: string, template: string, value: T): void {
    const paramNames: string[] = [];
    let node = this.root;
    for (const seg of splitPath(template)) {
      const m = /^\{([^}]+)\}$/.exec(seg);
      if (m) {
        paramNames.push(m[1]);
        node = node.param ??= newNode();
      } else {
        let next = node.statics.get(seg);
        if (!next) node.statics.set(seg, (next = newNode()));
        node = next;
      }
    }
    const upper = method.toUpperCase();
    if (node.routes.has(upper)) throw new Error(`duplicate route ${upper} ${template}`);
    node.routes.set(upper, { method: upper, template, paramNames, value });
    if (paramNames.length === 0) {
      const segments = splitPath(template);
      if (!segments.includes('')) this.exact.set('/' + segments.join('/'), node);
    }
  }

  match(method: string, path: string): MatchResult<T> {
    // A trailing slash is not significant: `/a/b/` is `/a/b`.
    const trimmed = path.length > 1 && path.charCodeAt(path.length - 1) === 47 ? path.slice(0, -1) : path;
    let node = this.exact.get(trimmed);
    let values = NO_VALUES;
    let bad: number | undefined;
    if (node === undefined) {
      const seen = this.recent.get(path);
      if (seen !== undefined) ({ node, values, bad } = seen);
      else {
        values = [];
        const malformed: number[] = [];
        node = this.walk(this.root, splitPath(path), 0, values, malformed);
        if (!node) return { kind: 'not-found' };
        bad = malformed[0];
        if (this.recent.size >= RECENT_PATHS) this.recent.clear();
        this.recent.set(path, bad === undefined ? { node, values } : { node, values, bad });
      }
    }
    const upper = method === 'GET' || method === 'POST' ? method : method.toUpperCase();
    const route = node.routes.get(upper) ?? (upper === 'HEAD' ? node.routes.get('GET') : undefined);
    if (!route) return { kind: 'method-not-allowed', allowed: [...node.routes.keys()] };
    const params: Record<string, string> = {};
    for (let i = 0; i < route.paramNames.length; i++) params[route.paramNames[i]] = values[i];
    return bad === undefined
      ? { kind: 'found', route, params }
      : { kind: 'found', route, params, malformed: route.paramNames[bad] };
  }

  /**
   * A segment that is not valid percent-encoding still fills a parameter (raw), with its index in `malformed`:
   * the request did address this operation, and its adapter says which parameter is wrong rather than "no route".
   */
  private walk(
    node: Node<T>,
    segments: string[],
    i: number,
    values: string[],
    malformed: number[],
  ): Node<T> | undefined {
    if (i === segments.length) return node.routes.size > 0 ? node : undefined;
    const seg = segments[i];
    const stat = node.statics.get(seg);
    if (stat) {
      const found = this.walk(stat, segments, i + 1, values, malformed);
      if (found) return found;
    }
    if (node.param && seg !== '') {
      let decoded = seg;
      let ok = true;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        ok = false;
        malformed.push(values.length);
      }
      values.push(decoded);
      const found = this.walk(node.param, segments, i + 1, values, malformed);
      if (found) return found;
      values.pop();
      if (!ok) malformed.pop();
    }
    return undefined;
  }
}
