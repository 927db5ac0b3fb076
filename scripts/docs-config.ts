// docs/configuration.md's tables of environment variables, written from the schema (src/kernel/config-schema.ts)
// after the line BEGIN and up to the next `## ` heading; the prose around them is written by hand. The marker is a
// sentence rather than an HTML comment because the served guides show raw HTML as text.
// test/contract/config-docs.test.ts fails when the file and the schema disagree, naming each variable that is
// missing or different.
//
//   npm run docs:config              rewrite the tables in docs/configuration.md
//   npm run docs:config -- --check   exit 1, one line per difference, when they are not current
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultText, type Variable } from '../src/kernel/config-kinds.js';
import { ENVIRONMENT, SECTIONS } from '../src/kernel/config-schema.js';
import { generatedRegion } from './lib/doc-region.js';

export const DOC_FILE = 'docs/configuration.md';
export const BEGIN =
  'The tables are written by `npm run docs:config` from `src/kernel/config-schema.ts`: change a variable there.';

const HEADER = ['| Variable | Kind | Default | What it does |', '|---|---|---|---|'];

/** One variable's row as the documentation shows it. */
export interface Row {
  section: string;
  kind: string;
  default: string;
  description: string;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The schema's rows, by variable, in its order. */
export function schemaRows(): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const [name, v] of Object.entries(ENVIRONMENT) as [string, Variable<unknown>][]) {
    const section = SECTIONS[v.section as keyof typeof SECTIONS];
    rows.set(name, { section, kind: v.type, default: defaultText(v), description: v.description });
  }
  return rows;
}

/** The tables, one per section under its heading, as they stand between the markers. */
export function renderTables(rows = schemaRows()): string {
  const out: string[] = [];
  for (const section of Object.values(SECTIONS)) {
    out.push(`### ${section}`, '', ...HEADER);
    for (const [name, r] of rows)
      if (r.section === section)
        out.push(`| \`${name}\` | ${cell(r.kind)} | ${cell(r.default)} | ${cell(r.description)} |`);
    out.push('');
  }
  return out.join('\n');
}

/** Where the tables are: from the end of the BEGIN line to the next `## ` heading (or the end of the file). */
const region = (doc: string) => generatedRegion(doc, BEGIN, DOC_FILE);

/** The tables' text as it stands, without the blank lines around it. */
function between(doc: string): string {
  const { start, end } = region(doc);
  return doc.slice(start, end).replace(/^\n+|\n+$/g, '');
}

/** The document with its tables rewritten from the schema. */
export function withCurrentTables(doc: string): string {
  const { start, end } = region(doc);
  return `${doc.slice(0, start)}\n${renderTables()}\n${doc.slice(end)}`;
}

/** The rows of the tables in a document, by variable; each row's section is the heading above it. */
export function documentedRows(doc: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  let section = '';
  for (const line of between(doc).split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) section = heading[1];
    const m = /^\| `([A-Z0-9_]+)` \| (.*) \|$/.exec(line);
    if (!m) continue;
    // An escaped pipe inside a cell is `\|`, never ` | `.
    const [kind, dflt, description] = m[2].split(' | ').map((c) => c.replace(/\\\|/g, '|'));
    rows.set(m[1], { section, kind, default: dflt, description });
  }
  return rows;
}

/** What differs between a document's tables and the schema, one line each; empty when current. */
export function differences(doc: string): string[] {
  const documented = documentedRows(doc);
  const wanted = schemaRows();
  const out: string[] = [];
  for (const [name, w] of wanted) {
    const d = documented.get(name);
    if (!d) {
      out.push(`${name}: in the schema, missing from ${DOC_FILE}`);
      continue;
    }
    for (const field of ['section', 'kind', 'default', 'description'] as const)
      if (d[field] !== w[field])
        out.push(
          `${name}: ${field} is ${JSON.stringify(d[field])} in ${DOC_FILE}, ${JSON.stringify(w[field])} in the schema`,
        );
  }
  for (const name of documented.keys())
    if (!wanted.has(name)) out.push(`${name}: in ${DOC_FILE}, not in the schema (src/kernel/config-schema.ts)`);
  // Rows that agree can still be out of order, or the headings differ: the text is then not what the script writes.
  if (!out.length && between(doc) !== renderTables().replace(/\n+$/, ''))
    out.push(`${DOC_FILE}: the tables' layout is not what npm run docs:config writes`);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));
  const file = join(root, DOC_FILE);
  const doc = readFileSync(file, 'utf8');
  if (process.argv.includes('--check')) {
    const found = differences(doc);
    for (const line of found) console.error(line);
    if (found.length) {
      console.error(`${found.length} difference(s): run npm run docs:config`);
      process.exit(1);
    }
    console.log(`${DOC_FILE}: the tables are current (${schemaRows().size} variables)`);
  } else {
    writeFileSync(file, withCurrentTables(doc));
    console.log(`${DOC_FILE}: tables written (${schemaRows().size} variables)`);
  }
}
