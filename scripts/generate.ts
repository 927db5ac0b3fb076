// `npm run generate` writes everything under generated/ from the hand-written contract in spec/:
//   generated/openapi/<surface>.json        bundled document (internal $refs only): what the server routes on
//   generated/openapi/<surface>.deref.json  fully dereferenced copy: what Prism and the tool schemas read
//   generated/sdk/<surface>/                 TypeScript types and fetch SDK (@hey-api/openapi-ts)
//   generated/operations/<surface>.ts        operationId → the SDK's request and response types, which types the
//                                            handlers (src/operations/typing.ts), so a spec change breaks the build
//   generated/mcp/tools.json                 the agent endpoint's tool list, from the platform's x-mcp operations
//   generated/mcp/openrpc.json               the JSON-RPC description of /mcp
//   generated/docs/<surface>.html, index.html  the API reference served at /docs
//
// `npm run check:generated` (`--check`) regenerates into a scratch folder and fails when generated/ differs,
// so a spec change without regeneration cannot land.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile, cp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import { buildToolList } from '../src/contract/mcp-tools.js';
import { SURFACES } from '../src/contract/surfaces.js';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const redocly = join(root, 'node_modules', '.bin', 'redocly');
const check = process.argv.includes('--check');
// Bundles, types, SDKs and the operation map only, no docs or tool list: for scripts/check-typed-handlers.ts,
// which regenerates a scratch copy of the repository (never use it on the real generated/: it drops the rest).
const typesOnly = process.argv.includes('--types-only');

async function redoclyRun(args: string[]): Promise<void> {
  try {
    await run(redocly, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string };
    throw new Error(`redocly ${args.join(' ')} failed:\n${e.stderr ?? ''}${e.stdout ?? ''}`);
  }
}

/** JSON with sorted-stable formatting so regenerating an unchanged spec writes identical bytes. */
const toJson = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

async function generateInto(out: string): Promise<void> {
  await mkdir(join(out, 'openapi'), { recursive: true });
  await mkdir(join(out, 'docs'), { recursive: true });
  await mkdir(join(out, 'mcp'), { recursive: true });

  // Bundling is I/O-light but each redocly start costs ~1 s: run the surfaces side by side.
  await Promise.all(
    SURFACES.map(async (s) => {
      const bundled = join(out, 'openapi', `${s.name}.json`);
      const deref = join(out, 'openapi', `${s.name}.deref.json`);
      await redoclyRun(['bundle', s.root, '-o', bundled, '--ext', 'json']);
      await redoclyRun(['bundle', s.root, '-o', deref, '--ext', 'json', '--dereferenced']);
      // Re-serialise so the files end with a newline and use one formatting regardless of redocly's version.
      for (const f of [bundled, deref]) await writeFile(f, toJson(JSON.parse(await readFile(f, 'utf8'))));
    }),
  );

  for (const s of SURFACES) {
    await createClient({
      input: join(out, 'openapi', `${s.name}.json`),
      output: { path: join(out, 'sdk', s.name) },
      logs: { level: 'silent' },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    } as Parameters<typeof createClient>[0]);
  }

  await mkdir(join(out, 'operations'), { recursive: true });
  for (const s of SURFACES) {
    const doc = JSON.parse(await readFile(join(out, 'openapi', `${s.name}.json`), 'utf8'));
    const types = await readFile(join(out, 'sdk', s.name, 'types.gen.ts'), 'utf8');
    await writeFile(join(out, 'operations', `${s.name}.ts`), operationMap(s.name, doc, types));
  }
  if (typesOnly) return;

  const platform = JSON.parse(await readFile(join(out, 'openapi', 'platform.deref.json'), 'utf8'));
  await writeFile(join(out, 'mcp', 'tools.json'), toJson(buildToolList(platform)));
  const openrpc = JSON.parse(await readFile(join(root, 'spec', 'mcp', 'openrpc.json'), 'utf8'));
  await writeFile(join(out, 'mcp', 'openrpc.json'), toJson(openrpc));

  await Promise.all(
    SURFACES.map(async (s) => {
      const html = join(out, 'docs', `${s.name}.html`);
      await redoclyRun(['build-docs', join(out, 'openapi', `${s.name}.json`), '-o', html, '--title', s.title]);
      // The page loads Redoc from a CDN; point it at the copy the server ships so the docs work offline.
      const text = (await readFile(html, 'utf8'))
        .replace(/https:\/\/cdn\.redocly\.com\/redoc\/[^"']*\/redoc\.standalone\.js/g, '/docs/assets/redoc.standalone.js')
        .replace(/ integrity="[^"]*"/g, '');
      await writeFile(html, text);
    }),
  );
  await writeFile(join(out, 'docs', 'index.html'), docsIndex());
  // Ship Redoc's script beside the pages (the copy bundled with the CLI that rendered them), so /docs works with
  // no CDN and on production installs without dev dependencies.
  await mkdir(join(out, 'docs', 'assets'), { recursive: true });
  await cp(join(root, 'node_modules', '@redocly', 'cli', 'lib', 'chunks', 'redoc.standalone.js'), join(out, 'docs', 'assets', 'redoc.standalone.js'));
}

/**
 * `export interface <Surface>Operations { <operationId>: { data: <Op>Data; responses: <Op>Responses } }`, naming
 * the types hey-api generated for each operation (PascalCase operationId + Data / Responses).
 */
function operationMap(surface: string, doc: { paths?: Record<string, Record<string, { operationId?: string }>> }, types: string): string {
  const ids: string[] = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const id = item[method]?.operationId;
      if (id) ids.push(id);
    }
  }
  ids.sort();
  const lines = ids.map((id) => {
    const name = id[0].toUpperCase() + id.slice(1);
    for (const suffix of ['Data', 'Responses']) {
      if (!types.includes(`export type ${name}${suffix} = `)) throw new Error(`${surface}: no ${name}${suffix} in the generated types`);
    }
    return `    ${id}: { data: T.${name}Data; responses: T.${name}Responses };`;
  });
  const title = surface[0].toUpperCase() + surface.slice(1);
  return `// Generated by npm run generate from generated/openapi/${surface}.json: do not edit.
import type * as T from '../sdk/${surface}/types.gen.js';

export interface ${title}Operations {
${lines.join('\n')}
}
`;
}

function docsIndex(): string {
  const items = SURFACES.map(
    (s) => `      <li><a href="/docs/${s.name}">${s.title}</a> — ${s.blurb} (<a href="/openapi/${s.name}.json">OpenAPI JSON</a>)</li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Storefront Commerce Service — API reference</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem}a{color:#0b5cad}</style>
  </head>
  <body>
    <main>
      <h1>Storefront Commerce Service — API reference</h1>
      <ul>
${items}
      <li>Agent endpoint (<code>/mcp</code>, JSON-RPC): <a href="/openrpc.json">OpenRPC document</a> and <a href="/mcp/tools.json">tool list</a></li>
      </ul>
    </main>
  </body>
</html>
`;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(relative(dir, p));
    }
  };
  if (await stat(dir).catch(() => null)) await walk(dir);
  return out.sort();
}

const target = join(root, 'generated');
if (check) {
  const scratch = await mkdtemp(join(tmpdir(), 'generated-'));
  try {
    await generateInto(scratch);
    const [want, have] = await Promise.all([listFiles(scratch), listFiles(target)]);
    const problems: string[] = [];
    for (const f of want) {
      if (!have.includes(f)) problems.push(`missing: generated/${f}`);
      else if (!(await readFile(join(scratch, f))).equals(await readFile(join(target, f)))) problems.push(`differs: generated/${f}`);
    }
    for (const f of have) if (!want.includes(f)) problems.push(`stale: generated/${f}`);
    if (problems.length) {
      console.error(`generated/ is out of date with spec/ (run npm run generate):\n  ${problems.slice(0, 20).join('\n  ')}`);
      process.exit(1);
    }
    console.log(`generated/ is up to date (${want.length} files)`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
} else {
  const scratch = await mkdtemp(join(tmpdir(), 'generated-'));
  try {
    await generateInto(scratch);
    await rm(target, { recursive: true, force: true });
    await cp(scratch, target, { recursive: true });
    console.log(`wrote ${(await listFiles(target)).length} files to generated/`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
