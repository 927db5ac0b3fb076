// docs/architecture.md's map of the business areas, written from their declared order (src/modules/areas.ts)
// after the line BEGIN and up to the next `## ` heading: a table (each area, what it uses, what uses it) and a
// Mermaid picture of the same graph. test/contract/area-map.test.ts fails when the file is not current.
//
//   npm run docs:areas              rewrite the map in docs/architecture.md
//   npm run docs:areas -- --check   exit 1 when it is not current
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS } from '../src/modules/areas.js';
import type { AreaOrder } from './check-layers.js';
import { withRegion } from './lib/doc-region.js';

export const DOC_FILE = 'docs/architecture.md';
export const BEGIN = 'The map is written by `npm run docs:areas` from `src/modules/areas.ts`: change the order there.';

/** The map's Markdown for an order: the table, then the picture (arrows point from an area to one it uses). */
export function renderAreaMap(order: AreaOrder = AREAS): string {
  const names = Object.keys(order);
  const usedBy = (area: string) => names.filter((n) => order[n].includes(area));
  const list = (xs: readonly string[]) => (xs.length ? xs.map((x) => `\`${x}\``).join(', ') : '—');
  const rows = names.map((n) => `| \`${n}\` | ${list(order[n])} | ${list(usedBy(n))} |`);
  const id = (n: string) => n.replace(/-/g, '_');
  const arrows = names.flatMap((n) => order[n].map((u) => `  ${id(n)}[${n}] --> ${id(u)}[${u}]`));
  const alone = names.filter((n) => order[n].length === 0 && usedBy(n).length === 0).map((n) => `  ${id(n)}[${n}]`);
  return [
    '| Area | Uses | Used by |',
    '|---|---|---|',
    ...rows,
    '',
    '```mermaid',
    'flowchart LR',
    ...arrows,
    ...alone,
    '```',
  ].join('\n');
}

/** The document with its map section rewritten. */
export const withMap = (doc: string, order: AreaOrder = AREAS): string =>
  withRegion(doc, BEGIN, DOC_FILE, renderAreaMap(order));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));
  const path = join(root, DOC_FILE);
  const doc = readFileSync(path, 'utf8');
  const current = withMap(doc);
  if (process.argv.includes('--check')) {
    if (current !== doc) {
      console.error(`${DOC_FILE}: the area map is not current: run npm run docs:areas`);
      process.exit(1);
    }
    console.log(`${DOC_FILE}: the area map is current`);
  } else {
    writeFileSync(path, current);
    console.log(`${DOC_FILE}: area map written`);
  }
}
