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
  | { kind: 'found'; route: Route<T>; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

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
  }

  match(method: string, path: string): MatchResult<T> {
    const segments = splitPath(path);
    const values: string[] = [];
    const node = this.walk(this.root, segments, 0, values);
    if (!node) return { kind: 'not-found' };
    const route = node.routes.get(method.toUpperCase()) ?? (method.toUpperCase() === 'HEAD' ? node.routes.get('GET') : undefined);
    if (!route) return { kind: 'method-not-allowed', allowed: [...node.routes.keys()] };
    const params: Record<string, string> = {};
    for (let i = 0; i < route.paramNames.length; i++) params[route.paramNames[i]] = values[i];
    return { kind: 'found', route, params };
  }

  private walk(node: Node<T>, segments: string[], i: number, values: string[]): Node<T> | undefined {
    if (i === segments.length) return node.routes.size > 0 ? node : undefined;
    const seg = segments[i];
    const stat = node.statics.get(seg);
    if (stat) {
      const found = this.walk(stat, segments, i + 1, values);
      if (found) return found;
    }
    if (node.param && seg !== '') {
      let decoded: string;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        return undefined;
      }
      values.push(decoded);
      const found = this.walk(node.param, segments, i + 1, values);
      if (found) return found;
      values.pop();
    }
    return undefined;
  }
}
