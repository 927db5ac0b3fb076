// The test runner's build: the repository's TypeScript compiled once per run to JavaScript, in a mirror of the
// repository under .scratch/build, so each test file's process loads plain modules instead of compiling them
// through tsx's loader thread. That loader was about a third of a test process's CPU: the suite runs some 300
// processes and is CPU-bound on 2 cores.
//
// The mirror keeps every path a test computes from its own location: the folders holding TypeScript (src, test,
// scripts, generated) are rebuilt file by file, each `x.ts` as `x.js` beside a link to the source `x.ts` (a child
// process a test starts with `--import tsx …/x.ts` still runs, from the source), every other file hard-linked (a
// fixture reads as a plain file), and every folder without TypeScript, and every other top-level entry (spec,
// bin, package.json, node_modules, .git…), a symbolic link to the original. Modules that find their siblings by
// listing a folder load those of their own kind only (src/jobs/index.ts).
//
// Each file is transformed alone, as tsx does (the project compiles with isolatedModules and verbatimModuleSyntax,
// so no file needs another's types to be compiled). A file is compiled again only when its source changed.
import { build } from 'esbuild';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  copyFileSync,
  lstatSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Top-level folders mirrored file by file: those that hold TypeScript, and bin (bin/cimplify.mjs runs the
 * compiled CLI when it finds it beside itself). */
const COMPILED = ['src', 'test', 'scripts', 'generated', 'bin'];
/** Folders (at any depth) taken as they are: never compiled. */
const AS_IS = new Set(['node_modules', 'dist']);

const isTs = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');
// Walked by hand, not with readdirSync's `recursive`, so that the folders taken as they are are not entered at all: a
// nested package's node_modules (tools/mcp-conformance) holds thousands of files.
const holdsTs = (dir) =>
  readdirSync(dir, { withFileTypes: true }).some((e) =>
    e.isDirectory() ? !AS_IS.has(e.name) && holdsTs(join(dir, e.name)) : isTs(e.name),
  );

/**
 * `target` as a symbolic link at `at`, unless one is there already. Whatever else is at `at` goes first: a folder
 * an earlier build mirrored (it held TypeScript then, and has none now after a move) is replaced by the link.
 */
function linkTo(target, at) {
  let there;
  try {
    there = lstatSync(at);
  } catch {
    // Nothing there yet.
  }
  if (there?.isSymbolicLink() && readlinkSync(at) === target) return;
  if (there) rmSync(at, { recursive: true, force: true });
  symlinkSync(target, at);
}

/** A hard link of `source` at `at` (a copy across file systems), unless it is that file already. */
function hardLink(source, at) {
  try {
    const a = statSync(source);
    const b = lstatSync(at);
    if (a.ino === b.ino && a.dev === b.dev) return;
    rmSync(at, { force: true });
  } catch {
    // Nothing there yet.
  }
  try {
    linkSync(source, at);
  } catch {
    copyFileSync(source, at);
  }
}

/**
 * Brings the mirror of `root` at `out` up to date and answers the TypeScript files it compiled. Stale entries (a
 * source file deleted since the last build) are removed, so a deleted test is not run from its old output.
 */
export async function buildForTests(root, out) {
  mkdirSync(out, { recursive: true });
  const toCompile = [];
  const wanted = new Set();
  const keep = (p) => wanted.add(p);

  const mirror = (dir) => {
    const rel = relative(root, dir);
    // A folder an earlier build linked (it held no TypeScript then): writing through the link would reach the source.
    if (existsSync(join(out, rel)) && lstatSync(join(out, rel)).isSymbolicLink()) rmSync(join(out, rel));
    mkdirSync(join(out, rel), { recursive: true });
    keep(join(out, rel));
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const at = join(out, rel, name);
      const st = statSync(full);
      keep(at);
      if (st.isDirectory()) {
        if (AS_IS.has(name) || !holdsTs(full)) linkTo(full, at);
        else mirror(full);
      } else if (isTs(name)) {
        linkTo(full, at);
        const js = at.slice(0, -3) + '.js';
        keep(js);
        if (!existsSync(js) || statSync(js).mtimeMs < st.mtimeMs) toCompile.push(full);
      } else hardLink(full, at);
    }
    // What the source no longer has (a deleted file, its compiled output).
    for (const name of readdirSync(join(out, rel)))
      if (!wanted.has(join(out, rel, name))) rmSync(join(out, rel, name), { recursive: true, force: true });
  };

  for (const name of readdirSync(root)) {
    if (name === '.scratch') continue;
    const full = join(root, name);
    keep(join(out, name));
    if (COMPILED.includes(name) && statSync(full).isDirectory()) mirror(full);
    else linkTo(full, join(out, name));
  }
  for (const name of readdirSync(out))
    if (!wanted.has(join(out, name))) rmSync(join(out, name), { recursive: true, force: true });

  if (toCompile.length) {
    await build({
      entryPoints: toCompile,
      outbase: root,
      outdir: out,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      bundle: false,
      logLevel: 'warning',
    });
  }
  return toCompile.length;
}

/** Where `file` (a path under `root`) runs from in the mirror at `out`: its compiled `.js`. */
export const builtPath = (root, out, file) =>
  join(out, relative(root, dirname(file)), file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '.js'));
