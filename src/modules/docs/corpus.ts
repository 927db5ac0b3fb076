// What the documentation search indexes: this service's own API reference, read from the bundled contracts
// (generated/openapi/<surface>.json), and the guides of docs/. Each entry knows where it is shown: Redoc's page of
// its surface under /docs, which routes by hash (`#/<tag>/<operationid>` for an operation, `#/<tag>` for a tag),
// or a guide's page under /docs/guides (guides.ts). Redoc has no page per schema, so a schema links to the operation that uses it
// most directly (fewest references away; the first such in the contract's order).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../../contract/bundles.js';
import { SURFACES, type SurfaceName } from '../../contract/surfaces.js';
import { guideDocuments, guideHref, guideSections, plainInline, plainText } from './guides.js';

export interface DocEntry {
  id: string;
  kind: 'operation' | 'tag' | 'schema' | 'overview' | 'guide';
  /** What a hit shows as its title. */
  title: string;
  /** The name a reader may type exactly: an operationId or a schema name, with its words apart too. */
  name: string;
  /** Indexed title words (the summary, the tag's or the heading's text). */
  heading: string;
  tags: string;
  path: string;
  text: string;
  /** Path and hash under the public origin. */
  href: string;
}

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Redoc's route segment for a tag: its name in lower case, every run of other characters one `-`. */
const tagSlug = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Redoc's route of an operation on its surface's page. */
const operationHref = (surface: SurfaceName, tag: string, operationId: string) =>
  `/docs/${surface}#/${tagSlug(tag)}/${operationId.toLowerCase()}`;

/** `setEnvVar` → `setEnvVar set Env Var`: the whole name for an exact match, its words for the rest. */
const nameWords = (name: string) =>
  `${name} ${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')}`;
const mdText = (s: unknown) => (typeof s === 'string' ? plainText(s) : '');

interface Operation {
  surface: SurfaceName;
  operationId: string;
  tag: string;
  method: string;
  path: string;
  op: Json;
}

function operationsOf(surface: SurfaceName, doc: Json): Operation[] {
  const out: Operation[] = [];
  const add = (path: string, item: Json) => {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op?.operationId)
        out.push({ surface, operationId: op.operationId, tag: op.tags?.[0] ?? 'default', method, path, op });
    }
  };
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) add(path, item);
  for (const [name, item] of Object.entries<Json>(doc.webhooks ?? {})) add(`webhook ${name}`, item);
  return out;
}

/** Every schema an operation reaches through its references, with the fewest references it takes. */
function schemaDepths(doc: Json, op: Json): Map<string, number> {
  const depths = new Map<string, number>();
  const seen = new Set<string>();
  let frontier: unknown[] = [op];
  for (let depth = 1; frontier.length; depth++) {
    const next: unknown[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) {
          if (seen.has(v)) continue;
          seen.add(v);
          const [, , kind, name] = v.split('/');
          if (kind === 'schemas' && !depths.has(name)) depths.set(name, depth);
          next.push(doc.components?.[kind]?.[name]);
        } else if (k !== 'examples' && k !== 'example') walk(v);
      }
    };
    frontier.forEach(walk);
    frontier = next;
  }
  return depths;
}

function surfaceEntries(surface: SurfaceName, title: string, doc: Json): DocEntry[] {
  const entries: DocEntry[] = [];
  entries.push({
    id: `${surface}:overview`,
    kind: 'overview',
    title,
    name: '',
    heading: `${title} ${doc.info?.summary ?? ''}`,
    tags: '',
    path: '',
    text: mdText(doc.info?.description),
    href: `/docs/${surface}`,
  });
  for (const tag of (doc.tags ?? []) as Json[]) {
    entries.push({
      id: `${surface}:tag:${tag.name}`,
      kind: 'tag',
      title: `${tag.name} (${title})`,
      name: '',
      heading: tag.name,
      tags: tag.name,
      path: '',
      text: mdText(tag.description),
      href: `/docs/${surface}#/${tagSlug(tag.name)}`,
    });
  }
  const ops = operationsOf(surface, doc);
  const home = new Map<string, { op: Operation; depth: number }>();
  for (const o of ops) {
    entries.push({
      id: `${surface}:op:${o.operationId}`,
      kind: 'operation',
      title: `${o.op.summary ?? o.operationId} (${title} › ${o.tag})`,
      name: nameWords(o.operationId),
      heading: o.op.summary ?? '',
      tags: (o.op.tags ?? []).join(' '),
      path: `${o.method.toUpperCase()} ${o.path}`,
      text: mdText(o.op.description),
      href: operationHref(surface, o.tag, o.operationId),
    });
    for (const [name, depth] of schemaDepths(doc, o.op)) {
      const best = home.get(name);
      if (!best || depth < best.depth) home.set(name, { op: o, depth });
    }
  }
  for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {})) {
    const used = home.get(name);
    // Not shown on any operation, so nowhere on the page to link to.
    if (!used) continue;
    const props = Object.entries<Json>(schema.properties ?? {}).map(([p, s]) => `${p} ${mdText(s?.description)}`);
    entries.push({
      id: `${surface}:schema:${name}`,
      kind: 'schema',
      title: `Schema ${name} (${title}, in ${used.op.op.summary ?? used.op.operationId})`,
      name: nameWords(name),
      heading: typeof schema.title === 'string' && schema.title !== name ? schema.title : '',
      tags: '',
      path: '',
      text: [mdText(schema.description), ...props].join(' ').trim(),
      href: operationHref(surface, used.op.tag, used.op.operationId),
    });
  }
  return entries;
}

function guideEntries(name: string, markdown: string): DocEntry[] {
  return guideSections(markdown).map((s) => ({
    id: `guide:${name}:${s.slug}`,
    kind: 'guide',
    title: `${s.title} (guide)`,
    name: '',
    heading: s.title,
    tags: 'guide',
    path: '',
    text: s.text,
    href: guideHref(name, s.slug),
  }));
}

/** Every entry: each surface's reference, then the guides. Reads the files now (callers keep the result). */
export function loadCorpus(): DocEntry[] {
  const entries: DocEntry[] = [];
  for (const s of SURFACES) {
    const doc = JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${s.name}.json`), 'utf8')) as Json;
    entries.push(...surfaceEntries(s.name, s.title, doc));
  }
  for (const doc of guideDocuments()) entries.push(...guideEntries(doc.name, doc.markdown));
  for (const e of entries) e.title = plainInline(e.title).slice(0, 300);
  return entries;
}
