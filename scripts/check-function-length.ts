// Function length in src/: no function spans more than LIMIT lines, found from the syntax tree (the `typescript`
// parser, one file at a time, no Program: a syntax check has no need of types, and this keeps it fast). Test files
// (`*.test.ts`) and declarations are not measured. A function over the limit fails, named by file:line, its name
// and its length: split it. There is no list of allowed offenders: every one has been split.
//
// A function's length is the lines it spans, from the line it starts on to the line it ends on. A nested function
// counts on its own and inside its parent too: a factory whose inner closures are long is itself long, and that is
// what makes it hard to read. Names are qualified by the enclosing functions, classes and named object literals
// (`createCheckoutPage.render`), and an anonymous callback takes its name from the code around it
// (`<server.on callback>`), so that the report says which function to split and not only where it starts.
//
//   npm run check:functions                  exit 1 and one line per function over the limit
//   npm run check:functions -- --top 20      also list the 20 longest functions
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LIMIT = 120;

export interface FunctionInfo {
  /** Path relative to the root, with `/`. */
  path: string;
  /** Qualified name (`Store.open.<returned>`). */
  name: string;
  /** 1-based line where the function starts. */
  line: number;
  length: number;
}

export interface CheckResult {
  /** The functions over the limit, in file order. */
  offenders: FunctionInfo[];
  /** Every function measured, longest first. */
  functions: FunctionInfo[];
}

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
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node, scope: string[]): void => {
    let inner = scope;
    if (isFunctionLike(node) && node.body) {
      inner = [...scope, functionName(node, sf)];
      const start = lineOf(node.getStart(sf));
      out.push({ path, name: inner.join('.'), line: start + 1, length: lineOf(node.getEnd()) - start + 1 });
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

/** Measures every function under `root`/src. */
export function checkFunctionLengths(options: { root: string; limit?: number }): CheckResult {
  const { root, limit = LIMIT } = options;
  const measured = sourceFiles(root).flatMap((path) => measureFile(path, readFileSync(join(root, path), 'utf8')));
  const functions = [...measured].sort(
    (a, b) => b.length - a.length || a.path.localeCompare(b.path) || a.line - b.line,
  );
  return { offenders: measured.filter((f) => f.length > limit), functions };
}

export function formatOffender(f: FunctionInfo, limit = LIMIT): string {
  return `${f.path}:${f.line}  ${f.name}  ${f.length} lines, over the limit of ${limit}: split it`;
}

const USAGE = 'usage: check-function-length.ts [--top N]';

/** `--top N` (N defaults to 20); anything else is refused, so that a retired flag such as `--write-baseline` does not
 * pass silently. */
export function parseArgs(args: string[]): { top: number } {
  let top = 0;
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--top') throw new Error(`unknown argument ${args[i]} (${USAGE})`);
    const count = args[i + 1];
    if (count !== undefined && /^[1-9]\d*$/.test(count)) {
      top = Number(count);
      i++;
    } else top = 20;
  }
  return { top };
}

function main(args: string[]): number {
  let top: number;
  try {
    ({ top } = parseArgs(args));
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  // The repository itself, also from the test runner's compiled mirror, whose package.json links to the original.
  const root = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));
  const { offenders, functions } = checkFunctionLengths({ root });
  if (top > 0) {
    console.log(`The ${top} longest functions in src/:`);
    for (const f of functions.slice(0, top))
      console.log(`  ${String(f.length).padStart(4)}  ${f.path}:${f.line}  ${f.name}`);
  }
  for (const f of offenders) console.error(formatOffender(f));
  if (offenders.length) {
    console.error(`${offenders.length} function(s) over ${LIMIT} lines`);
    return 1;
  }
  console.log(`functions: ${functions.length} measured, none over ${LIMIT} lines`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
