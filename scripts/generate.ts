// `npm run generate` writes everything under generated/ from the hand-written contract in spec/:
//   generated/openapi/<surface>.json        bundled document (internal $refs only): what the server routes on
//   generated/openapi/<surface>.deref.json  fully dereferenced copy: what Prism and the tool schemas read
//   generated/sdk/<surface>/                 TypeScript types and fetch SDK (@hey-api/openapi-ts), an installable
//                                            package: package.json (@storefront-commerce/<surface>-sdk), README,
//                                            dist/ (compiled JS + .d.ts), the hand-written helpers of
//                                            scripts/sdk-template/<surface>/ (the storefront session keeper)
//   generated/operations/<surface>.ts        operationId → the SDK's request and response types, which types the
//                                            handlers (src/operations/typing.ts), so a spec change breaks the build
//   generated/handlers.ts                    every handler module of src/handlers/<surface>/, imported statically,
//                                            and a type that fails the typecheck when an operation has no handler
//   generated/mcp/tools.json                 the agent endpoint's tool list, from the platform's x-mcp operations
//   generated/mcp/openrpc.json               the JSON-RPC description of /mcp
//   generated/mcp/ucp.openrpc.json           the UCP shopper tools (spec/ucp/mcp.openrpc.json), each $ref into the
//                                            UCP surface's schemas replaced by the schema itself
//   generated/mcp/ucp-tools.json             the shopper endpoint's tool list, from that document
//   generated/docs/<surface>.html, index.html  the API reference served at /docs
//
// `npm run check:generated` (`--check`) regenerates into a scratch folder and fails when generated/ differs,
// so a spec change without regeneration cannot land.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile, cp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import ts from 'typescript';
import { buildToolList } from '../src/contract/mcp-tools.js';
import { buildShopperToolList } from '../src/mcp/shopper/tool-list.js';
import { SURFACES } from '../src/contract/surfaces.js';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const redocly = join(root, 'node_modules', '.bin', 'redocly');
const check = process.argv.includes('--check');
// Bundles, types, SDK sources, the operation maps and the handler index only, written over generated/ as it is (no
// dereferenced bundles, compiled dist/, docs or tool list; with --surface=<name>, that surface's only): for
// scripts/check-typed-handlers.ts, which regenerates a scratch copy of the repository and type-checks what changed
// (never use it on the real generated/: what it does not write goes stale).
const typesOnly = process.argv.includes('--types-only');
const onlySurface = typesOnly ? process.argv.find((a) => a.startsWith('--surface='))?.slice('--surface='.length) : '';
const regenerated = onlySurface ? SURFACES.filter((s) => s.name === onlySurface) : SURFACES;
if (regenerated.length === 0) throw new Error(`--surface=${onlySurface}: no such surface`);

async function redoclyRun(args: string[]): Promise<void> {
  try {
    await run(redocly, args, {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
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
    regenerated.map(async (s) => {
      const bundled = join(out, 'openapi', `${s.name}.json`);
      const deref = join(out, 'openapi', `${s.name}.deref.json`);
      await redoclyRun(['bundle', s.root, '-o', bundled, '--ext', 'json']);
      if (!typesOnly) await redoclyRun(['bundle', s.root, '-o', deref, '--ext', 'json', '--dereferenced']);
      // Re-serialise so the files end with a newline and use one formatting regardless of redocly's version.
      for (const f of typesOnly ? [bundled] : [bundled, deref])
        await writeFile(f, toJson(JSON.parse(await readFile(f, 'utf8'))));
    }),
  );

  for (const s of regenerated) {
    await createClient({
      input: join(out, 'openapi', `${s.name}.json`),
      output: { path: join(out, 'sdk', s.name) },
      logs: { level: 'silent' },
      // includeInEntry: the package's index exports the default `client` too, not only operations and types.
      plugins: [{ name: '@hey-api/client-fetch', includeInEntry: true }, '@hey-api/typescript', '@hey-api/sdk'],
    } as Parameters<typeof createClient>[0]);
  }

  await mkdir(join(out, 'operations'), { recursive: true });
  const versions = new Map<string, string>();
  for (const s of regenerated) {
    const doc = JSON.parse(await readFile(join(out, 'openapi', `${s.name}.json`), 'utf8'));
    versions.set(s.name, doc.info.version);
    const types = await readFile(join(out, 'sdk', s.name, 'types.gen.ts'), 'utf8');
    await writeFile(join(out, 'operations', `${s.name}.ts`), operationMap(s.name, doc, types));
  }
  await writeFile(join(out, 'handlers.ts'), await handlerIndex());
  for (const s of regenerated) await packageSdk(join(out, 'sdk', s.name), s.name, s.title, versions.get(s.name)!);
  if (typesOnly) return;

  await compileSdks(SURFACES.map((s) => join(out, 'sdk', s.name)));

  const platform = JSON.parse(await readFile(join(out, 'openapi', 'platform.deref.json'), 'utf8'));
  const openrpc = JSON.parse(await readFile(join(root, 'spec', 'mcp', 'openrpc.json'), 'utf8'));
  await writeFile(
    join(out, 'mcp', 'tools.json'),
    toJson(buildToolList(platform, openrpc.components.schemas.ToolError)),
  );
  await writeFile(join(out, 'mcp', 'openrpc.json'), toJson(openrpc));
  const ucpRpc = JSON.parse(await readFile(join(root, 'spec', 'ucp', 'mcp.openrpc.json'), 'utf8'));
  const ucp = JSON.parse(await readFile(join(out, 'openapi', 'ucp.deref.json'), 'utf8'));
  const ucpInlined = inlineSchemaRefs(ucpRpc, ucp.components.schemas) as Record<string, unknown>;
  await writeFile(join(out, 'mcp', 'ucp.openrpc.json'), toJson(ucpInlined));
  await writeFile(join(out, 'mcp', 'ucp-tools.json'), toJson(buildShopperToolList(ucpInlined)));

  await Promise.all(
    SURFACES.map(async (s) => {
      const html = join(out, 'docs', `${s.name}.html`);
      await redoclyRun(['build-docs', join(out, 'openapi', `${s.name}.json`), '-o', html, '--title', s.title]);
      // The page loads Redoc from a CDN; point it at the copy the server ships so the docs work offline.
      const text = (await readFile(html, 'utf8'))
        .replace(
          /https:\/\/cdn\.redocly\.com\/redoc\/[^"']*\/redoc\.standalone\.js/g,
          '/docs/assets/redoc.standalone.js',
        )
        .replace(/ integrity="[^"]*"/g, '');
      await writeFile(html, text);
    }),
  );
  await writeFile(join(out, 'docs', 'index.html'), docsIndex());
  // Ship Redoc's script beside the pages (the copy bundled with the CLI that rendered them), so /docs works with
  // no CDN and on production installs without dev dependencies.
  await mkdir(join(out, 'docs', 'assets'), { recursive: true });
  // Its footer shows Redocly's logo from their CDN: point it at a small wordmark served beside it, so the
  // reference asks no other host for anything (the pages' CSP allows images from this server only).
  const redoc = await readFile(
    join(root, 'node_modules', '@redocly', 'cli', 'lib', 'chunks', 'redoc.standalone.js'),
    'utf8',
  );
  await writeFile(
    join(out, 'docs', 'assets', 'redoc.standalone.js'),
    redoc.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, '/docs/assets/redocly-logo.svg'),
  );
  await writeFile(join(out, 'docs', 'assets', 'redocly-logo.svg'), REDOCLY_WORDMARK);
}

/**
 * The UCP shopper tools' document with every `$ref` to a schema file of the UCP surface
 * (`./components/schemas/<Name>.yaml`) replaced by that schema as the dereferenced bundle has it, so the document
 * stands alone; its own `#/components/…` references are left as they are.
 */
function inlineSchemaRefs(node: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineSchemaRefs(n, schemas));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const name = /^\.\/components\/schemas\/([A-Za-z0-9]+)\.yaml$/.exec(ref)?.[1];
    if (!name || !schemas[name]) throw new Error(`spec/ucp/mcp.openrpc.json: ${ref} is no schema of the UCP surface`);
    return schemas[name];
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineSchemaRefs(v, schemas)]));
}

/** A plain wordmark standing in for the footer logo Redoc would fetch from a CDN. */
const REDOCLY_WORDMARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="20" viewBox="0 0 96 20" role="img" aria-label="Redocly">' +
  '<text x="0" y="15" font-family="sans-serif" font-size="14" font-weight="600" fill="#8a8a8a">Redocly</text></svg>\n';

/**
 * `export interface <Surface>Operations { <operationId>: { data: <Op>Data; responses: <Op>Responses } }`, naming
 * the types hey-api generated for each operation (PascalCase operationId + Data / Responses).
 */
function operationMap(
  surface: string,
  doc: { paths?: Record<string, Record<string, { operationId?: string }>> },
  types: string,
): string {
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
      if (!types.includes(`export type ${name}${suffix} = `))
        throw new Error(`${surface}: no ${name}${suffix} in the generated types`);
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

/**
 * generated/handlers.ts: the handler modules (src/handlers/<surface>/*.ts), imported by name so the server loads
 * them without listing a folder, and `unhandledOperations`, whose type requires a member for each operation of the
 * contract that no module handles: an operation without a handler fails the typecheck, naming it. (A handler for
 * an operation the contract does not have fails in its module: `satisfies Handlers<surface>`.)
 */
async function handlerIndex(): Promise<string> {
  const modules: { key: string; name: string; path: string }[] = [];
  for (const s of SURFACES) {
    const files = (await readdir(join(root, 'src', 'handlers', s.name)))
      .filter((f) => f.endsWith('.ts') && !/\.(test|d)\.ts$/.test(f))
      .sort();
    for (const f of files) {
      const base = f.slice(0, -'.ts'.length);
      modules.push({
        key: `${s.name}/${base}`,
        name: `${s.name}_${base.replace(/[^A-Za-z0-9]/g, '_')}`,
        path: `../src/handlers/${s.name}/${base}.js`,
      });
    }
  }
  const surfaces = SURFACES.map((s) => s.name[0].toUpperCase() + s.name.slice(1));
  return `// Generated by npm run generate from src/handlers/<surface>/*.ts and the contract: do not edit.
${surfaces.map((t, i) => `import type { ${t}Operations } from './operations/${SURFACES[i].name}.js';`).join('\n')}
${modules.map((m) => `import { handlers as ${m.name} } from '${m.path}';`).join('\n')}

/** Each handler module's handlers, by the module's path under src/handlers. */
export const handlerModules = {
${modules.map((m) => `  '${m.key}': ${m.name},`).join('\n')}
};

type Modules = typeof handlerModules;
type Handled = { [M in keyof Modules]: keyof Modules[M] }[keyof Modules];
type Operation = ${surfaces.map((t) => `keyof ${t}Operations`).join(' | ')};

/** Empty when every operation of the contract has a handler; otherwise the typecheck names each one missing.
 * @public (nothing imports it: its type is the check) */
export const unhandledOperations: Record<Exclude<Operation, Handled>, never> = {};
`;
}

const sdkName = (surface: string) => `@storefront-commerce/${surface}-sdk`;

/**
 * Turns hey-api's output folder into a package: the hand-written helpers of scripts/sdk-template/<surface>/ are
 * copied beside the generated files, the index also exports the client constructor, its types and the helpers,
 * and package.json and README.md are written. Compiling into dist/ is compileSdks.
 */
async function packageSdk(dir: string, surface: string, title: string, version: string): Promise<void> {
  const template = join(root, 'scripts', 'sdk-template', surface);
  const helpers = (await listFiles(template)).filter((f) => f.endsWith('.ts'));
  for (const f of helpers) await cp(join(template, f), join(dir, f));

  const indexFile = join(dir, 'index.ts');
  let index = await readFile(indexFile, 'utf8');
  // Names hey-api's index already exports (a schema may be called Client or Config): those keep their meaning.
  const taken = new Set(
    [...index.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
      m[1].split(',').map((n) => n.trim().replace(/^type /, '')),
    ),
  );
  const pick = (names: string[]) => names.filter((n) => !taken.has(n)).join(', ');
  index += `
// Added by npm run generate: the client constructor and its types${helpers.length ? ', and the helpers of this package' : ''}.
export { ${pick(['createClient', 'createConfig', 'mergeHeaders'])} } from './client/index.js';
export type { ${pick(['Auth', 'Client', 'Config', 'CreateClientConfig', 'RequestOptions', 'RequestResult', 'ResolvedRequestOptions', 'ResponseStyle'])} } from './client/index.js';
${helpers.map((f) => `export * from './${f.replace(/\.ts$/, '.js')}';\n`).join('')}`;
  await writeFile(indexFile, index);

  const pkg = {
    name: sdkName(surface),
    version,
    description: `TypeScript client of the ${title}: typed operations and types generated from the contract, on a fetch client with no runtime dependencies.`,
    type: 'module',
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
      './package.json': './package.json',
    },
    files: ['dist', 'README.md'],
    sideEffects: false,
    engines: { node: '>=18' },
  };
  await writeFile(join(dir, 'package.json'), toJson(pkg));
  await writeFile(join(dir, 'README.md'), sdkReadme(surface, title));
}

/**
 * Compiles every SDK package into its dist/ (ES2022 modules and .d.ts) with the project's TypeScript, in one
 * program so the libraries are read once. Emit is deterministic for the same sources and compiler version (no
 * source maps, so no absolute paths), which check:generated relies on. Fails on any type error.
 */
async function compileSdks(dirs: string[]): Promise<void> {
  const files: string[] = [];
  for (const d of dirs) for (const f of await listFiles(d)) if (f.endsWith('.ts')) files.push(join(d, f));
  files.sort();
  const sdkRoot = dirname(dirs[0]);
  const staging = join(sdkRoot, '.build');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    declaration: true,
    skipLibCheck: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    newLine: ts.NewLineKind.LineFeed,
    rootDir: sdkRoot,
    outDir: staging,
  };
  const program = ts.createProgram(files, options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => sdkRoot, getNewLine: () => '\n' };
    throw new Error(`the SDKs do not compile:\n${ts.formatDiagnostics(diagnostics.slice(0, 20), host)}`);
  }
  // <staging>/<surface>/<file> → <sdk>/<surface>/dist/<file>
  const result = program.emit(undefined, (fileName, text) => {
    const [surface, ...rest] = relative(staging, fileName).split(sep);
    const target = join(sdkRoot, surface, 'dist', ...rest);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  });
  if (result.emitSkipped) throw new Error('the SDKs were not emitted');
}

/** The README's example per surface: an operation and the credential `auth` hands it. */
const SDK_EXAMPLES: Record<string, { operation: string; credential: string }> = {
  storefront: { operation: 'listProducts', credential: 'publishableKey' },
  link: { operation: 'linkGetProfile', credential: 'sessionToken' },
  platform: { operation: 'listApiKeys', credential: 'businessKey' },
  ucp: { operation: 'getUcpCheckout', credential: 'ucpAgentHeader' },
};

function sdkReadme(surface: string, title: string): string {
  const name = sdkName(surface);
  const example = SDK_EXAMPLES[surface];
  const session =
    surface === 'storefront'
      ? `
\`createStorefrontClient({ baseUrl, apiKey })\` returns such a client that also keeps the storefront session
(\`X-Session-Id\`) across calls, like a cookie jar, and sends \`client.session.customerToken\` (a signed-in
customer's \`session_token\`) as the bearer. \`keepStorefrontSession(client)\` adds the session keeping to any
client, the default one included. See the service's guide "Use it from TypeScript" (docs/sdk.md) for a complete example.
`
      : '';
  return `<!-- Generated by npm run generate (scripts/generate.ts): do not edit. -->
# ${name}

TypeScript client of the ${title}, generated with @hey-api/openapi-ts from the service's contract. ES module,
no runtime dependencies (the fetch client is part of the package); Node 18+ or any browser.

\`\`\`ts
import { client, ${example.operation} } from '${name}';

client.setConfig({ baseUrl: 'http://127.0.0.1:8080', auth: () => ${example.credential} });
\`\`\`

\`auth\` is asked for each security scheme an operation accepts and the token goes where that scheme says
(a header, or \`Authorization: Bearer\`). Every operation takes \`{ client }\` to use another client made with
\`createClient(createConfig({ … }))\`.
${session}`;
}

function docsIndex(): string {
  const items = SURFACES.map(
    (s) =>
      `      <li><a href="/docs/${s.name}">${s.title}</a> — ${s.blurb} (<a href="/openapi/${s.name}.json">OpenAPI JSON</a>)</li>`,
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
      <li>Agent endpoint (<code>/mcp</code>, JSON-RPC): <a href="/openrpc.json">OpenRPC document</a> and <a href="/mcp/tools.json">tool list</a> (<a href="/docs/guides/mcp">guide</a>)</li>
      <li>UCP shopper endpoint (<code>/ucp/{mode}/{business_id}/mcp</code>, JSON-RPC): <a href="/openrpc/ucp.json">OpenRPC document</a> (<a href="/docs/guides/ucp">guide</a>)</li>
      </ul>
      <h2>Guides</h2>
      <ul>
      <li><a href="/docs/guides">Guides</a> — running the service, configuration, the sandbox, each area (catalogue import, scheduling, uploads, support chat, sites), production</li>
      <li><a href="/docs/guides/cli">Command-line tool</a> (<code>npx cimplify</code>) — projects, deploys, env vars, domains, keys, catalogue import, orders, webhooks from a terminal</li>
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
      else if (!(await readFile(join(scratch, f))).equals(await readFile(join(target, f))))
        problems.push(`differs: generated/${f}`);
    }
    for (const f of have) if (!want.includes(f)) problems.push(`stale: generated/${f}`);
    if (problems.length) {
      console.error(
        `generated/ is out of date with spec/ (run npm run generate):\n  ${problems.slice(0, 20).join('\n  ')}`,
      );
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
    if (!typesOnly) await rm(target, { recursive: true, force: true });
    await cp(scratch, target, { recursive: true });
    console.log(`wrote ${(await listFiles(target)).length} files to generated/`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
