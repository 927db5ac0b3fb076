// Function length in src/: no function spans more than LIMIT lines, found from the syntax tree (the `typescript`
// parser, one file at a time, no Program: a syntax check has no need of types, and this keeps it fast).
//
// A function's length is the lines it spans, from the line it starts on to the line it ends on. A nested function
// counts on its own and inside its parent too: a factory whose inner closures are long is itself long, and that is
// what makes it hard to read.
//
// Functions that were over the limit when the check came are listed with their lengths in
// scripts/function-length-baseline.json (a ratchet): such a function may shrink but not grow, and once it is at or
// under the limit (or gone) its entry must be deleted, so the list only gets shorter. A new function over the limit
// fails. Keys are `path#name`, where the name is qualified by the enclosing functions, classes and named object
// literals (`createCheckoutPage.render`), so that it stays the same across edits elsewhere in the file.
//
//   npm run check:functions                        exit 1 and one line per offender
//   npm run check:functions -- --write-baseline    record every function now over the limit as the baseline
//   npm run check:functions -- --top 20            also list the 20 longest functions, and count long lines
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { filesUnder } from '../src/kernel/files.js';

export const LIMIT = 120;
export const BASELINE_FILE = 'scripts/function-length-baseline.json';

/** Paths (a folder ends with `/`) whose functions are not measured, each with why. */
export const EXEMPT: ReadonlyArray<{ path: string; reason: string }> = [
  {
    path: 'src/store/embedded/commands/',
    reason: "the embedded server's wire-command handlers follow mongod's long option lists one by one",
  },
];

export interface FunctionInfo {
  /** Path relative to the root, with `/`. */
  path: string;
  /** Qualified name, unique in its file. */
  name: string;
  /** 1-based line where the function starts. */
  line: number;
  length: number;
}

export type OffenceKind = 'new' | 'grew' | 'shrank' | 'gone';

export interface Offender {
  kind: OffenceKind;
  /** `path#name`, as in the baseline. */
  key: string;
  path: string;
  name: string;
  /** 0 when the function is gone. */
  line: number;
  /** 0 when the function is gone. */
  length: number;
  limit: number;
  /** The baseline's length, for a baselined function. */
  recorded?: number;
  message: string;
}

export interface CheckResult {
  offenders: Offender[];
  /** Every function measured (exempt paths left out), longest first. */
  functions: FunctionInfo[];
  /** Baselined functions that shrank but are still over the limit: their entries could be lowered. */
  shrunk: Array<{ key: string; length: number; recorded: number }>;
}

export type Baseline = Record<string, number>;

const keyOf = (f: { path: string; name: string }) => `${f.path}#${f.name}`;
const isExempt = (path: string) =>
  EXEMPT.some((e) => (e.path.endsWith('/') ? path.startsWith(e.path) : path === e.path));

/** The `.ts` files under `dir` (relative to root), test files and declarations left out. */
export function sourceFiles(root: string, dir = 'src'): string[] {
  const out: string[] = [];
  const walk = (full: string) => {
    for (const name of readdirSync(full).sort()) {
      const child = join(full, name);
      if (statSync(child).isDirectory()) {
        if (name !== 'node_modules') walk(child);
      } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) {
        out.push(relative(root, child).replace(/\\/g, '/'));
      }
    }
  };
  walk(join(root, dir));
  return out;
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function propertyName(name: ts.PropertyName | ts.BindingName): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name)) return `[${name.expression.getText()}]`;
  return undefined;
}

/** `a.b.c` for an identifier or a chain of property names (`this.` dropped), else the last name, else undefined. */
function referenceName(expr: ts.Expression): string | undefined {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) {
    if (expr.expression.kind === ts.SyntaxKind.ThisKeyword) return expr.name.text;
    const left = referenceName(expr.expression);
    return left ? `${left}.${expr.name.text}` : expr.name.text;
  }
  return undefined;
}

/** Expressions an anonymous function may sit inside and still take the name of the variable or property holding
 * the whole (`const handler = wrap(async () => …)` is `handler`). */
function passesName(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isConditionalExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isArrayLiteralExpression(node) ||
    ts.isSpreadElement(node) ||
    (ts.isBinaryExpression(node) && !isAssignment(node))
  );
}

/** `=`, and the compound ones (`??=`, `+=`…). */
const isAssignment = (node: ts.BinaryExpression) =>
  node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;

/** The name an expression takes from where it stands: the variable, property, parameter or assignment target
 * holding it, or, inside a call with nothing named around it, `<callee callback>`. */
function contextName(node: ts.Node): string | undefined {
  let callee: string | undefined;
  let child = node;
  for (let at = node.parent; at; child = at, at = at.parent) {
    if (
      ts.isVariableDeclaration(at) ||
      ts.isPropertyAssignment(at) ||
      ts.isPropertyDeclaration(at) ||
      ts.isParameter(at)
    ) {
      return propertyName(at.name) ?? callback(callee);
    }
    if (ts.isBinaryExpression(at) && isAssignment(at) && at.right === child) {
      return referenceName(at.left) ?? callback(callee);
    }
    if (ts.isExportAssignment(at)) return 'default';
    // A factory's returned closure (`return async (req) => …`, `() => () => …`).
    if (ts.isReturnStatement(at) || (ts.isArrowFunction(at) && at.body === child))
      return callback(callee) ?? '<returned>';
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && at.expression !== child) {
      callee ??= referenceName(at.expression);
    }
    if (!passesName(at)) break;
  }
  return callback(callee);
}

const callback = (callee: string | undefined) => (callee ? `<${callee} callback>` : undefined);

function functionName(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const own = node.name ? propertyName(node.name) : undefined;
  if (own) {
    if (ts.isGetAccessorDeclaration(node)) return `get ${own}`;
    if (ts.isSetAccessorDeclaration(node)) return `set ${own}`;
    return own;
  }
  if (ts.isFunctionDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))
    return 'default';
  return contextName(node) ?? `<anonymous>@${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
}

/** Every function with a body in one file, with its qualified name and length. */
export function measureFile(path: string, text: string): FunctionInfo[] {
  // Parent links on (names come from the code around a function); JSDoc left unparsed, a third of the time.
  const options = { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
  const sf = ts.createSourceFile(path, text, options, true, ts.ScriptKind.TS);
  const out: FunctionInfo[] = [];
  const seen = new Map<string, number>();
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node, scope: string[]): void => {
    let inner = scope;
    if (isFunctionLike(node) && node.body) {
      const own = functionName(node, sf);
      let name = [...scope, own].join('.');
      // A second function of the same name in the same scope is told apart by its order, not its line.
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      if (count > 1) name = `${name}~${count}`;
      const start = lineOf(node.getStart(sf));
      out.push({ path, name, line: start + 1, length: lineOf(node.getEnd()) - start + 1 });
      inner = [...scope, own];
    } else if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      inner = [...scope, node.name?.text ?? contextName(node) ?? '<class>'];
    } else if (ts.isObjectLiteralExpression(node)) {
      const named = contextName(node);
      if (named) inner = [...scope, named];
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(sf, []);
  return out;
}

export function readBaseline(root: string): Baseline {
  try {
    return JSON.parse(readFileSync(join(root, BASELINE_FILE), 'utf8')) as Baseline;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** Measures every function under `root`/src and compares it with the baseline (by default the root's baseline
 * file). */
export function checkFunctionLengths(options: { root: string; baseline?: Baseline; limit?: number }): CheckResult {
  const { root, limit = LIMIT } = options;
  const baseline = options.baseline ?? readBaseline(root);
  const functions = sourceFiles(root)
    .filter((path) => !isExempt(path))
    .flatMap((path) => measureFile(path, readFileSync(join(root, path), 'utf8')));
  const offenders: Offender[] = [];
  const shrunk: CheckResult['shrunk'] = [];
  const measured = new Set(functions.map(keyOf));
  for (const f of functions) {
    const key = keyOf(f);
    const recorded = baseline[key];
    if (recorded === undefined) {
      if (f.length > limit) {
        offenders.push({
          kind: 'new',
          key,
          ...f,
          limit,
          message: `${f.length} lines, over the limit of ${limit}: split it`,
        });
      }
    } else if (f.length > recorded) {
      offenders.push({
        kind: 'grew',
        key,
        ...f,
        limit,
        recorded,
        message: `grew to ${f.length} lines from the ${recorded} in ${BASELINE_FILE} (limit ${limit}): it may only shrink`,
      });
    } else if (f.length <= limit) {
      offenders.push({
        kind: 'shrank',
        key,
        ...f,
        limit,
        recorded,
        message: `now ${f.length} lines, within the limit of ${limit}: delete its entry from ${BASELINE_FILE}`,
      });
    } else if (f.length < recorded) {
      shrunk.push({ key, length: f.length, recorded });
    }
  }
  for (const [key, recorded] of Object.entries(baseline)) {
    if (measured.has(key)) continue;
    const [path, name] = [key.slice(0, key.indexOf('#')), key.slice(key.indexOf('#') + 1)];
    offenders.push({
      kind: 'gone',
      key,
      path,
      name,
      line: 0,
      length: 0,
      limit,
      recorded,
      message: `no longer found (renamed, split or removed): delete its entry from ${BASELINE_FILE}`,
    });
  }
  // Offenders in file order (then the entries gone); the functions longest first.
  functions.sort((a, b) => b.length - a.length || keyOf(a).localeCompare(keyOf(b)));
  return { offenders, functions, shrunk };
}

/** The baseline that records every function now over the limit. */
export function baselineOf(functions: FunctionInfo[], limit = LIMIT): Baseline {
  const over = functions.filter((f) => f.length > limit).sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  return Object.fromEntries(over.map((f) => [keyOf(f), f.length]));
}

/** Lines longer than `width` characters in the `.ts` files under each folder (test files included). */
export function longLines(root: string, dirs: string[], width = 120): Record<string, number> {
  const count: Record<string, number> = {};
  for (const dir of dirs) {
    count[dir] = 0;
    for (const path of filesUnder(join(root, dir))) {
      if (!path.endsWith('.ts') || path.split('/').includes('node_modules')) continue;
      count[dir] += readFileSync(join(root, dir, path), 'utf8')
        .split('\n')
        .filter((l) => l.length > width).length;
    }
  }
  return count;
}

export function formatOffender(o: Offender): string {
  return `${o.path}:${o.line || '-'}  ${o.name}  ${o.length || '-'} lines (limit ${o.limit})  ${o.kind}: ${o.message}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The repository itself, also from the test runner's compiled mirror, whose package.json links to the original.
  const root = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1] ?? 20) : 0;
  const baseline = readBaseline(root);
  const result = checkFunctionLengths({ root, baseline });
  if (args.includes('--write-baseline')) {
    const written = baselineOf(result.functions);
    writeFileSync(join(root, BASELINE_FILE), `${JSON.stringify(written, null, 2)}\n`);
    console.log(`${BASELINE_FILE}: ${Object.keys(written).length} function(s) over ${LIMIT} lines recorded`);
    process.exit(0);
  }
  if (top > 0) {
    console.log(`The ${top} longest functions in src/ (exempt: ${EXEMPT.map((e) => e.path).join(', ')}):`);
    for (const f of result.functions.slice(0, top))
      console.log(`  ${String(f.length).padStart(4)}  ${f.path}:${f.line}  ${f.name}`);
    const lines = longLines(root, ['src', 'test']);
    console.log(
      `Lines over 120 characters: ${Object.entries(lines)
        .map(([dir, n]) => `${dir}/ ${n}`)
        .join(', ')}`,
    );
  }
  for (const s of result.shrunk)
    console.log(`note: ${s.key} is ${s.length} lines, ${s.recorded} in the baseline: the entry can be lowered`);
  for (const o of result.offenders) console.error(formatOffender(o));
  if (result.offenders.length) {
    console.error(
      `${result.offenders.length} function-length problem(s); limit ${LIMIT} lines (${BASELINE_FILE}; --write-baseline rewrites it)`,
    );
    process.exit(1);
  }
  console.log(
    `functions: ${result.functions.length} measured, none over ${LIMIT} lines beyond the baseline (${Object.keys(baseline).length} entries)`,
  );
}
