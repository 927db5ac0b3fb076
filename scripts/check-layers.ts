// The layering rules of src/, checked from the code's own imports (value imports only: `import type` carries no
// run-time dependency):
//
//   kernel → store → providers → modules → flows → operations → handlers → http, pages, jobs, seed, server, main
//
//   1. a file imports only from its own layer or the layers before it (no upward imports);
//   2. pure rules (src/modules/<area>/rules/, src/modules/<area>/model.ts) import nothing with I/O: no store, no
//      provider, no other module file outside rules/ and model.ts, no mongodb, no node:fs/net/http/dns;
//   3. a collection is reached only through the store layer: no `.collection(` outside src/store;
//   4. src/store/embedded imports nothing outside itself, and nothing outside src/store imports it;
//   5. no import cycles between files, counting type imports too (a type cycle still ties two files together);
//      inside the embedded server only value imports count: it is one component whose parts name each other's
//      types by design (a database and its transactions, the engine and its command context).
//
//   npm run check:layers            exit 1 and one line per violation when a rule is broken
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LAYERS = ['kernel', 'store', 'providers', 'modules', 'flows', 'operations', 'handlers', 'transport'] as const;
type Layer = (typeof LAYERS)[number];

/** The layer of a path under src/ (the contract descriptions sit with the kernel: generation reads them too). */
function layerOf(path: string): Layer {
  const top = path.split('/')[1];
  switch (top) {
    case 'kernel':
    case 'contract':
      return 'kernel';
    case 'store':
    case 'providers':
    case 'modules':
    case 'flows':
    case 'operations':
    case 'handlers':
      return top;
    default:
      // http, mcp, cli, pages, jobs, seed, server.ts, main.ts: transports and the composition root.
      return 'transport';
  }
}

const isPure = (path: string) => /^src\/modules\/[^/]+\/(rules\/[^/]+|model)\.ts$/.test(path);
const IO_PACKAGES =
  /^(mongodb|agenda|@agendajs\/|node:(fs|net|http|https|dns|child_process|worker_threads)|fs|net|http|https|dns)/;

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

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const ANY_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function lineAt(text: string, index: number): number {
  let n = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Value imports of a file: `{ spec, line }`. `import { type A, type B }` names types only and does not count. */
function imports(file: SourceFile): { spec: string; line: number }[] {
  const out: { spec: string; line: number }[] = [];
  for (const re of [VALUE_IMPORT, DYNAMIC_IMPORT]) {
    re.lastIndex = 0;
    for (let m = re.exec(file.text); m; m = re.exec(file.text)) {
      const braces = /^\s*(?:import|export)\s*\{([^}]*)\}\s*from/.exec(m[0]);
      const typesOnly =
        braces !== null && braces[1].split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()));
      if (!typesOnly) out.push({ spec: m[1], line: lineAt(file.text, m.index) });
    }
  }
  return out;
}

/** The repository path a relative import names (`.js` written for a `.ts` file). */
function target(from: string, spec: string, known: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = relative('/', resolve('/', dirname(from), spec)).replace(/\\/g, '/');
  for (const c of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`]) if (known.has(c)) return c;
  return base.replace(/\.js$/, '.ts');
}

export function checkLayers(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const src = files.filter((f) => f.path.startsWith('src/') && !/\.test\.ts$/.test(f.path));
  const known = new Set(files.map((f) => f.path));
  const graph = new Map<string, string[]>();

  for (const f of src) {
    const inEmbedded = f.path.startsWith('src/store/embedded/');
    const edges: string[] = [];
    for (const { spec, line } of imports(f)) {
      const to = target(f.path, spec, known);
      if (!to) {
        if (isPure(f.path) && IO_PACKAGES.test(spec))
          violations.push({ file: f.path, line, rule: 'pure-rules', detail: `pure rules import ${spec}` });
        continue;
      }
      edges.push(to);
      if (inEmbedded && !to.startsWith('src/store/embedded/')) {
        violations.push({
          file: f.path,
          line,
          rule: 'embedded-self-contained',
          detail: `the embedded server imports ${to}`,
        });
        continue;
      }
      if (!to.startsWith('src/')) continue;
      if (to.startsWith('src/store/embedded/') && !f.path.startsWith('src/store/')) {
        violations.push({
          file: f.path,
          line,
          rule: 'embedded-hidden',
          detail: `only the store layer may start the embedded server (${to})`,
        });
      }
      const from = layerOf(f.path);
      const into = layerOf(to);
      if (LAYERS.indexOf(into) > LAYERS.indexOf(from)) {
        violations.push({ file: f.path, line, rule: 'upward-import', detail: `${from} imports ${into}: ${to}` });
      }
      if (isPure(f.path) && !isPure(to) && !to.startsWith('src/kernel/') && !to.startsWith('src/contract/')) {
        violations.push({
          file: f.path,
          line,
          rule: 'pure-rules',
          detail: `pure rules import ${to}, which is not pure`,
        });
      }
    }
    ANY_IMPORT.lastIndex = 0;
    if (!inEmbedded)
      for (let m = ANY_IMPORT.exec(f.text); m; m = ANY_IMPORT.exec(f.text)) {
        const to = target(f.path, m[1], known);
        if (to && !edges.includes(to)) edges.push(to);
      }
    graph.set(f.path, edges);
    if (!f.path.startsWith('src/store/')) {
      const re = /\.collection\s*(<[^>()]*>)?\s*\(/g;
      for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
        violations.push({
          file: f.path,
          line: lineAt(f.text, m.index),
          rule: 'store-access',
          detail: 'a collection reached outside src/store',
        });
      }
    }
  }

  // Cycles: depth-first search, each cycle reported once at the file where it closes.
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 1);
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      if (!graph.has(m)) continue;
      if (state.get(m) === 1) {
        const cycle = stack.slice(stack.indexOf(m));
        violations.push({ file: n, line: 1, rule: 'cycle', detail: [...cycle, m].join(' → ') });
      } else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 2);
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return violations;
}

export function repositoryFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts'))
        out.push({ path: relative(root, full).replace(/\\/g, '/'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(join(root, 'src'));
  return out;
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
