// The layering rules of src/, checked from the code's own imports as the TypeScript compiler reads and resolves
// them (type imports count: a type names the module it comes from as much as a value does):
//
//   kernel → store → providers → services → modules → flows → operations → handlers → transports → composition root
//
// `services` is src/services.ts, what every area is given (the store, configuration, the clock, the providers).
// The transports are http (src/http, and each area's HTTP route module `src/modules/<area>/routes.ts` or
// `routes/`), mcp, cli, pages and jobs; the composition root is src/server.ts, src/main.ts and src/seed. The rules:
//
//   upward-import           a file imports only from its own layer or the layers before it;
//   transport-sibling       a transport does not import another transport (the composition root wires them), except
//                           HTTP's shared tools in src/http/kit/, which the transports served over HTTP use;
//   front-door              from outside an area, only its front door (`src/modules/<area>/index.ts`) is imported;
//                           the HTTP layer and the composition root also mount the area's route module, and pure
//                           rules use another area's pure rules directly;
//   cli-client              the CLI (a client of the HTTP API) imports only the kernel and itself;
//   own-front-door          inside an area, files import each other, never their own front door (a cycle);
//   area-order              one area uses another only as src/modules/areas.ts declares (a DAG, checked too);
//   pure-rules              pure rules (src/modules/<area>/rules/, model.ts) import nothing with I/O (value imports);
//   store-access            a collection is reached only through the store layer: no `.collection(` outside it;
//   embedded-self-contained src/store/embedded imports nothing outside itself,
//   embedded-hidden         and nothing outside src/store imports it;
//   cycle                   no import cycles between files (inside the embedded server only value imports count:
//                           it is one component whose parts name each other's types by design).
//
//   npm run check:layers            exit 1 and one line per violation when a rule is broken
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { filesUnder } from '../src/kernel/files.js';
import { AREAS } from '../src/modules/areas.js';

export interface Violation {
  file: string;
  line: number;
  rule: string;
  detail: string;
}

export interface SourceFile {
  /** Path relative to the repository root, with `/`. */
  path: string;
  text: string;
}

/** The declared order of the areas: which areas each may use. */
export type AreaOrder = Readonly<Record<string, readonly string[]>>;

const RANK = {
  kernel: 0,
  store: 1,
  providers: 2,
  services: 3,
  modules: 4,
  flows: 5,
  operations: 6,
  handlers: 7,
  http: 8,
  mcp: 8,
  cli: 8,
  pages: 8,
  jobs: 8,
  root: 9,
} as const;
type Layer = keyof typeof RANK;
const TRANSPORTS: ReadonlySet<Layer> = new Set(['http', 'mcp', 'cli', 'pages', 'jobs']);

/** HTTP's shared tools (reading bodies, credentials, client addresses, rate limits, error statuses): every transport
 * served over HTTP (mcp, pages) uses them; the rest of src/http is the adapter itself, which no other transport imports. */
const isHttpKit = (path: string) => path.startsWith('src/http/kit/');

const AREA_FILE = /^src\/modules\/([^/]+)\/(.+)$/;
const isRoutes = (inner: string) => inner === 'routes.ts' || inner.startsWith('routes/');

/** The area a path under src/modules belongs to, and the path inside it. */
function areaOf(path: string): { area: string; inner: string } | undefined {
  const m = AREA_FILE.exec(path);
  return m ? { area: m[1], inner: m[2] } : undefined;
}

/** The layer of a path under src/ (the contract descriptions sit with the kernel: generation reads them too). */
export function layerOf(path: string): Layer {
  const top = path.split('/')[1];
  const area = areaOf(path);
  if (area) return isRoutes(area.inner) ? 'http' : 'modules';
  if (path === 'src/services.ts') return 'services';
  switch (top) {
    case 'kernel':
    case 'contract':
      return 'kernel';
    case 'store':
    case 'providers':
    case 'flows':
    case 'operations':
    case 'handlers':
    case 'http':
    case 'mcp':
    case 'cli':
    case 'pages':
    case 'jobs':
      return top;
    default:
      return 'root';
  }
}

const isPure = (path: string) => /^src\/modules\/[^/]+\/(rules\/[^/]+|model)\.ts$/.test(path);
const IO_PACKAGES =
  /^(mongodb|agenda|@agendajs\/|node:(fs|net|http|https|dns|child_process|worker_threads)|fs|net|http|https|dns)/;

interface Import {
  spec: string;
  line: number;
  /** Names types only (`import type`, `export type`, every named binding `type`, or an `import('…').T` type). */
  typeOnly: boolean;
}

const namesTypesOnly = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((e) => e.isTypeOnly);

function importOf(node: ts.Node): { spec: ts.Expression; typeOnly: boolean } | undefined {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    const typeOnly =
      clause !== undefined &&
      (clause.isTypeOnly ||
        (clause.name === undefined &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          namesTypesOnly(bindings.elements)));
    return { spec: node.moduleSpecifier, typeOnly };
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
    const clause = node.exportClause;
    const typeOnly =
      node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && namesTypesOnly(clause.elements));
    return { spec: node.moduleSpecifier, typeOnly };
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length > 0) {
    return { spec: node.arguments[0], typeOnly: false };
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    return { spec: node.argument.literal, typeOnly: true };
  }
  return undefined;
}

/** Every import of a file, as the compiler parses it: declarations, re-exports, `import()` calls and types. */
function importsOf(file: SourceFile): Import[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Import[] = [];
  const visit = (node: ts.Node) => {
    const found = importOf(node);
    if (found && ts.isStringLiteralLike(found.spec)) {
      const line = source.getLineAndCharacterOfPosition(found.spec.getStart(source)).line + 1;
      out.push({ spec: found.spec.text, line, typeOnly: found.typeOnly });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Resolves relative imports with the compiler's own module resolution (tsconfig's NodeNext: `./x.js` names
 * `./x.ts`), over the files given, so a planted tree in a test resolves as the repository does.
 */
function resolverFor(files: SourceFile[]): (from: string, spec: string) => string | undefined {
  const VIRTUAL = '/repository';
  const known = new Set(files.map((f) => `${VIRTUAL}/${f.path}`));
  const dirs = new Set<string>();
  for (const f of known) for (let d = posix.dirname(f); d !== '/'; d = posix.dirname(d)) dirs.add(d);
  const host: ts.ModuleResolutionHost = {
    fileExists: (p) => known.has(p),
    readFile: () => undefined,
    directoryExists: (d) => dirs.has(d),
  };
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  return (from, spec) => {
    if (!spec.startsWith('.')) return undefined;
    const resolved = ts.resolveModuleName(
      spec,
      `${VIRTUAL}/${from}`,
      options,
      host,
      undefined,
      undefined,
      ts.ModuleKind.ESNext,
    );
    const name = resolved.resolvedModule?.resolvedFileName;
    return name?.startsWith(`${VIRTUAL}/`) ? name.slice(VIRTUAL.length + 1) : undefined;
  };
}

/** The areas' declared order, itself checked: every area named exists and the order has no cycle. */
export function checkAreaOrder(order: AreaOrder): Violation[] {
  const out: Violation[] = [];
  const at = (detail: string) => out.push({ file: 'src/modules/areas.ts', line: 1, rule: 'area-order', detail });
  for (const [area, uses] of Object.entries(order)) {
    for (const used of uses) if (!(used in order)) at(`${area} uses ${used}, which is not an area`);
  }
  const state = new Map<string, 1 | 2>();
  const visit = (area: string, path: string[]) => {
    state.set(area, 1);
    for (const used of order[area] ?? []) {
      if (state.get(used) === 1) at(`the order has a cycle: ${[...path.slice(path.indexOf(used)), used].join(' → ')}`);
      else if (!state.has(used)) visit(used, [...path, used]);
    }
    state.set(area, 2);
  };
  for (const area of Object.keys(order)) if (!state.has(area)) visit(area, [area]);
  return out;
}

interface Edge {
  from: string;
  to: string;
  line: number;
  typeOnly: boolean;
}

/** The rules one import breaks. */
function importViolations(edge: Edge, order: AreaOrder): Omit<Violation, 'file' | 'line'>[] {
  const { from, to, typeOnly } = edge;
  const out: Omit<Violation, 'file' | 'line'>[] = [];
  if (from.startsWith('src/store/embedded/') && !to.startsWith('src/store/embedded/')) {
    return [{ rule: 'embedded-self-contained', detail: `the embedded server imports ${to}` }];
  }
  if (!to.startsWith('src/')) return out;
  if (to.startsWith('src/store/embedded/') && !from.startsWith('src/store/')) {
    out.push({ rule: 'embedded-hidden', detail: `only the store layer may start the embedded server (${to})` });
  }
  const layerFrom = layerOf(from);
  const layerTo = layerOf(to);
  if (RANK[layerTo] > RANK[layerFrom]) {
    out.push({ rule: 'upward-import', detail: `${layerFrom} imports ${layerTo}: ${to}` });
  } else if (layerFrom !== layerTo && TRANSPORTS.has(layerFrom) && TRANSPORTS.has(layerTo) && !isHttpKit(to)) {
    out.push({ rule: 'transport-sibling', detail: `${layerFrom} imports ${layerTo}: ${to}` });
  }
  if (layerFrom === 'cli' && !['kernel', 'cli'].includes(layerTo)) {
    // The CLI is a client of the HTTP API: every command starts a process, which must not load the server.
    out.push({ rule: 'cli-client', detail: `the CLI imports ${to}: it reaches the service over HTTP only` });
  }
  const source = areaOf(from);
  const target = areaOf(to);
  if (target && source?.area === target.area && target.inner === 'index.ts' && source.inner !== 'index.ts') {
    out.push({ rule: 'own-front-door', detail: `${target.area} imports its own front door; import the file itself` });
  }
  if (target && source?.area !== target.area) {
    // The HTTP adapter and the composition root mount an area's route module; pure rules may use another area's
    // pure rules as they are (nothing behind them to bypass, and the front door would bring the store along).
    const mounted = isRoutes(target.inner) && (layerFrom === 'http' || layerFrom === 'root');
    const pureToPure = isPure(from) && isPure(to);
    if (target.inner !== 'index.ts' && !mounted && !pureToPure) {
      out.push({
        rule: 'front-door',
        detail: `${to} is inside ${target.area}: import src/modules/${target.area}/index.ts`,
      });
    }
    if (source && layerFrom === 'modules' && !(order[source.area] ?? []).includes(target.area)) {
      out.push({
        rule: 'area-order',
        detail: `${source.area} may not use ${target.area} (src/modules/areas.ts)${typeOnly ? ', type import' : ''}`,
      });
    }
  }
  if (isPure(from) && !typeOnly && !isPure(to) && !to.startsWith('src/kernel/') && !to.startsWith('src/contract/')) {
    out.push({ rule: 'pure-rules', detail: `pure rules import ${to}, which is not pure` });
  }
  return out;
}

function cycles(graph: Map<string, string[]>): Violation[] {
  const out: Violation[] = [];
  // Depth-first search, each cycle reported once at the file where it closes.
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 1);
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      if (!graph.has(m)) continue;
      if (state.get(m) === 1) {
        const cycle = stack.slice(stack.indexOf(m));
        out.push({ file: n, line: 1, rule: 'cycle', detail: [...cycle, m].join(' → ') });
      } else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 2);
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return out;
}

function collectionViolations(f: SourceFile): Violation[] {
  if (f.path.startsWith('src/store/')) return [];
  const out: Violation[] = [];
  const re = /\.collection\s*(<[^>()]*>)?\s*\(/g;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
    const line = f.text.slice(0, m.index).split('\n').length;
    out.push({ file: f.path, line, rule: 'store-access', detail: 'a collection reached outside src/store' });
  }
  return out;
}

export function checkLayers(files: SourceFile[], order: AreaOrder = AREAS): Violation[] {
  const violations: Violation[] = checkAreaOrder(order);
  const resolve = resolverFor(files);
  const src = files.filter((f) => f.path.startsWith('src/') && !/\.test\.ts$/.test(f.path));
  const graph = new Map<string, string[]>();
  for (const f of src) {
    const inEmbedded = f.path.startsWith('src/store/embedded/');
    const edges: string[] = [];
    for (const { spec, line, typeOnly } of importsOf(f)) {
      const to = resolve(f.path, spec);
      if (!to) {
        if (isPure(f.path) && !typeOnly && IO_PACKAGES.test(spec)) {
          violations.push({ file: f.path, line, rule: 'pure-rules', detail: `pure rules import ${spec}` });
        }
        continue;
      }
      if (!(inEmbedded && typeOnly) && !edges.includes(to)) edges.push(to);
      for (const v of importViolations({ from: f.path, to, line, typeOnly }, order)) {
        violations.push({ file: f.path, line, ...v });
      }
    }
    graph.set(f.path, edges);
    violations.push(...collectionViolations(f));
  }
  violations.push(...cycles(graph));
  return violations;
}

export function repositoryFiles(root: string): SourceFile[] {
  return filesUnder(join(root, 'src'))
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path: `src/${path}`, text: readFileSync(join(root, 'src', path), 'utf8') }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const found = checkLayers(repositoryFiles(root));
  for (const v of found) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.detail}`);
  if (found.length) {
    console.error(`${found.length} layering violation(s)`);
    process.exit(1);
  }
  console.log('layers: no violations');
}
