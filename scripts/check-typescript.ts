// The repository's TypeScript (tsconfig.json) as one program, built once and used for everything that needs its
// types: its type errors (what `tsc -p tsconfig.json --noEmit` reports) and ESLint's type-aware rules
// (eslint.config.js), which are handed this program (typescript-eslint's parserOptions.programs) instead of
// building a second one: the program and its checker are most of either tool's cost. A program can also be
// built on top of another with some files' text replaced (an overlay), reusing the first one's parsed files and
// per-file results, so only the files the change reaches are checked again (scripts/check-typed-handlers.ts).
//
//   npm run lint      type errors and ESLint's findings on src, test and scripts; exit 1 on any
import { realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The repository itself, also when this runs from the test runner's compiled mirror (scripts/lib/test-build.mjs),
 * whose package.json is a link to the repository's. */
export const repoRoot = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));

/** The type-checked program. The builder keeps per-file results that a program built on it reuses. */
export interface Project {
  root: string;
  builder: ts.SemanticDiagnosticsBuilderProgram;
  program: ts.Program;
}

/** Files whose text differs from the repository's, by absolute path under the repository; null: the file is gone. */
export type Overlay = ReadonlyMap<string, string | null>;

export function readTsconfig(root: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`${root}/tsconfig.json could not be read`);
  return config;
}

/** ts.sys with the overlay's files in place of the disk's, and the repository as the current directory (the
 * lint rules' file specifiers, such as only-throw-error's allowed classes, are relative to it). */
function overlaySystem(root: string, overlay: Overlay): ts.System {
  return {
    ...ts.sys,
    getCurrentDirectory: () => root,
    readFile: (path, encoding) =>
      overlay.has(path) ? (overlay.get(path) ?? undefined) : ts.sys.readFile(path, encoding),
    fileExists: (path) => (overlay.has(path) ? overlay.get(path) != null : ts.sys.fileExists(path)),
  };
}

/**
 * Builds the program of tsconfig.json in `root`. With `on`, builds it on that project with `overlay`'s text in
 * place of those files: every other file is the same parsed and bound file object, so TypeScript re-checks only
 * the changed files and those whose view of them changed.
 */
export function buildProject(root = repoRoot, on?: { project: Project; overlay: Overlay }): Project {
  const config = readTsconfig(root);
  const overlay: Overlay = on?.overlay ?? new Map();
  const host = ts.createIncrementalCompilerHost(config.options, overlaySystem(root, overlay));
  const old = on?.project.program;
  if (old) {
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, ...rest) =>
      (overlay.has(fileName) ? undefined : old.getSourceFile(fileName)) ?? parse(fileName, ...rest);
  }
  const added = [...overlay].filter(([path, text]) => text !== null && !old?.getSourceFile(path)).map(([p]) => p);
  const rootNames = [...config.fileNames.filter((f) => overlay.get(f) !== null), ...added];
  const builder = ts.createSemanticDiagnosticsBuilderProgram(
    rootNames,
    config.options,
    host,
    on?.project.builder,
    config.errors,
  );
  return { root, builder, program: builder.getProgram() };
}

/**
 * The type errors, one string each as tsc prints them without --pretty: `path(line,col): error TS…: message`.
 * `only`: the files whose semantic errors are wanted (the others are not checked at all).
 */
export function typeErrors(project: Project, only?: (fileName: string) => boolean): string[] {
  const b = project.builder;
  let semantic: readonly ts.Diagnostic[];
  if (only) {
    // Check the files the change reaches and the builder did not take over from the program built on, except
    // those not asked for; then collect from the asked-for files (their results now all known).
    while (b.getSemanticDiagnosticsOfNextAffectedFile(undefined, (f) => !only(f.fileName)));
    semantic = b.getSourceFiles().flatMap((f) => (only(f.fileName) ? b.getSemanticDiagnostics(f) : []));
  } else semantic = b.getSemanticDiagnostics();
  const diagnostics = [
    ...b.getConfigFileParsingDiagnostics(),
    ...b.getOptionsDiagnostics(),
    ...b.getGlobalDiagnostics(),
    ...b.getSyntacticDiagnostics(),
    ...semantic,
  ];
  const host: ts.FormatDiagnosticsHost = {
    getCurrentDirectory: () => project.root,
    getCanonicalFileName: (f) => f,
    getNewLine: () => '\n',
  };
  return diagnostics.map((d) => ts.formatDiagnostic(d, host).trimEnd());
}

/** The files ESLint looks at by default: the program's own TypeScript under src, test and scripts (one the
 * program lists but could not read is a type error already). */
function lintedFiles(project: Project): string[] {
  return project.program
    .getRootFileNames()
    .filter((f) => /^(src|test|scripts)\/.*\.ts$/.test(relative(project.root, f)) && !f.endsWith('.d.ts'))
    .filter((f) => project.program.getSourceFile(f) !== undefined);
}

/**
 * Keeps the lint's memory near what it holds: each file's syntax tree, scopes and rule state are garbage once it is
 * linted, but with the program's 1 GB live V8 grows the heap rather than collect, and the process passed 2.4 GB
 * (enough for a memory-limited runner to stop it). A full collection whenever the heap has grown by HEAP_SLACK since
 * the last one keeps the process near 1.7 GB (2.5 GB before) for some 10–20 s more. Called before each file.
 */
const HEAP_SLACK = Number(process.env.LINT_HEAP_SLACK_MB ?? 128) * 1024 * 1024;
function heapKeeper(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  let floor = v8.getHeapStatistics().used_heap_size;
  return () => {
    if (v8.getHeapStatistics().used_heap_size < floor + HEAP_SLACK) return;
    gc();
    floor = v8.getHeapStatistics().used_heap_size;
  };
}

/**
 * ESLint's findings (eslint.config.js) on `files` (absolute paths in the program), each as
 * `path:line:column  rule  message`. The files are read from the program, so an overlay's text is what is linted.
 */
export async function lint(project: Project, files = lintedFiles(project)): Promise<string[]> {
  const eslint = new ESLint({
    cwd: project.root,
    overrideConfig: { languageOptions: { parserOptions: { programs: [project.program], projectService: false } } },
  });
  const findings: string[] = [];
  const tidy = heapKeeper();
  for (const file of files) {
    tidy();
    const source = project.program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const [result] = await eslint.lintText(source.text, { filePath: file, warnIgnored: false });
    for (const m of result?.messages ?? []) {
      const where = `${relative(project.root, file)}:${m.line}:${m.column}`;
      findings.push(`${where}  ${m.ruleId ?? 'eslint'}  ${m.message.split('\n')[0]}`);
    }
  }
  return findings;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Each phase says when it is done (on stderr), so a run stopped from outside (a time or memory limit: the program
  // takes some 55 s and 1.7 GB) says how far it got; the type errors are printed before ESLint starts.
  const started = performance.now();
  const phase = (what: string) =>
    console.error(`check-typescript: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const project = buildProject();
  phase('program built');
  const errors = typeErrors(project);
  for (const line of errors) console.log(line);
  phase(`${errors.length} type errors`);
  const findings = await lint(project);
  for (const line of findings) console.log(line);
  phase(`${findings.length} ESLint findings`);
  console.log(`${errors.length} type errors, ${findings.length} ESLint findings`);
  if (errors.length + findings.length > 0) process.exitCode = 1;
}
