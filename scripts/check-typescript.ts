// The repository's TypeScript (tsconfig.json) as one program, for the suite's checks that need its types: its type
// errors (what `tsc -p tsconfig.json --noEmit` reports; test/contract/typescript.test.ts) and, built on top of it
// with some files' text replaced (an overlay), a changed copy's: the second program reuses the first one's parsed
// files and per-file results, so only the files the change reaches are checked again (scripts/check-typed-handlers.ts).
// `npm run typecheck` is tsc itself; `npm run lint` the lint (.oxlintrc.json).
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

/** ts.sys with the overlay's files in place of the disk's, and the repository as the current directory. */
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
