// The README's guides as documentation: its sections (one per `##` and `###` heading, code blocks skipped when
// looking for headings), and the page that shows them at /docs/guides with one anchor per section, so a search hit
// on a guide links to the very section. The README is Markdown for people reading the repository; the page renders
// the subset it uses (headings, paragraphs, lists, tables, code blocks, inline code, emphasis, links) and escapes
// everything else, so nothing in it can run as markup.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../../contract/bundles.js';

/** Where the page is served. */
export const GUIDES_PATH = '/docs/guides';
export const README_FILE = join(GENERATED_DIR, '..', 'README.md');

export interface GuideSection {
  /** The heading's anchor on the page (GitHub's rule: lower case, punctuation dropped, spaces to `-`, numbered when repeated). */
  slug: string;
  title: string;
  level: number;
  /** The section's Markdown up to the next heading of level 2 or 3. */
  markdown: string;
}

interface Block {
  kind: 'heading' | 'code' | 'table' | 'list' | 'paragraph';
  level?: number;
  ordered?: boolean;
  lines: string[];
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+/;

/** Splits Markdown into blocks; a heading inside a code block stays code. */
function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; ) {
    const line = lines[i];
    if (FENCE.test(line)) {
      const fence = FENCE.exec(line)![1];
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence); i++) body.push(lines[i]);
      out.push({ kind: 'code', lines: body });
      i++;
    } else if (HEADING.test(line)) {
      const m = HEADING.exec(line)!;
      out.push({ kind: 'heading', level: m[1].length, lines: [m[2]] });
      i++;
    } else if (!line.trim()) {
      i++;
    } else if (line.trimStart().startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i].trimStart().startsWith('|'); i++) rows.push(lines[i]);
      out.push({ kind: 'table', lines: rows });
    } else if (LIST_ITEM.test(line)) {
      const items: string[] = [];
      const ordered = LIST_ITEM.exec(line)![1] !== undefined;
      for (; i < lines.length && lines[i].trim() && !FENCE.test(lines[i]) && !HEADING.test(lines[i]); i++) {
        // An indented line continues the item above it.
        if (LIST_ITEM.test(lines[i])) items.push(lines[i].replace(LIST_ITEM, ''));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
      }
      out.push({ kind: 'list', ordered, lines: items });
    } else {
      const para: string[] = [];
      for (; i < lines.length && lines[i].trim() && !FENCE.test(lines[i]) && !HEADING.test(lines[i]) && !lines[i].trimStart().startsWith('|') && !LIST_ITEM.test(lines[i]); i++) para.push(lines[i].trim());
      out.push({ kind: 'paragraph', lines: para });
    }
  }
  return out;
}

/** Anchors for headings in order, numbered like GitHub's when a title repeats. */
function slugger() {
  const seen = new Map<string, number>();
  return (title: string): string => {
    const base = title.toLowerCase().replace(/<[^>]*>|[`*_[\]()]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-') || 'section';
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  };
}

/** The guides: every `##` and `###` section of the README, in order (the part before the first is the overview). */
export function guideSections(markdown: string): GuideSection[] {
  const slug = slugger();
  const sections: GuideSection[] = [];
  const lines = markdown.split(/\r?\n/);
  let current: GuideSection | null = null;
  let inCode = false;
  for (const line of lines) {
    if (FENCE.test(line)) inCode = !inCode;
    const m = inCode ? null : HEADING.exec(line);
    if (m) {
      const title = m[2];
      const s = slug(title);
      if (m[1].length <= 3) {
        current = { slug: s, title: plainInline(title), level: m[1].length, markdown: '' };
        sections.push(current);
        continue;
      }
    }
    if (current) current.markdown += `${line}\n`;
  }
  return sections;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown (code spans, emphasis, links, autolinks) as HTML; the text is escaped first. */
function inline(text: string): string {
  const parts = text.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/&lt;(https?:\/\/[^\s&]+)&gt;/g, (_, url: string) => `<a href="${url}">${url}</a>`)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => (/^(https?:|\/|#)/.test(url) ? `<a href="${url}">${label}</a>` : label));
    })
    .join('');
}

/** Inline Markdown as plain text (for titles and the search index). */
export function plainInline(text: string): string {
  return text
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:\/\/[^>]+)>/g, '$1');
}

/** Markdown as plain text: what a search snippet shows. */
export function plainText(markdown: string): string {
  return blocks(markdown)
    .map((b) => (b.kind === 'table' ? b.lines.filter((l) => !/^\s*\|[\s|:-]+\|\s*$/.test(l)).map((l) => l.replace(/\|/g, ' ')).join(' ') : b.lines.join(' ')))
    .map(plainInline)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function renderBlocks(markdown: string, slug: (title: string) => string): string {
  return blocks(markdown)
    .map((b) => {
      switch (b.kind) {
        case 'heading':
          return `<h${b.level} id="${escapeHtml(slug(b.lines[0]))}">${inline(b.lines[0])}</h${b.level}>`;
        case 'code':
          return `<pre><code>${escapeHtml(b.lines.join('\n'))}</code></pre>`;
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</${tag}>`;
        }
        case 'table': {
          const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
          const [head, , ...rows] = b.lines;
          return `<table><thead><tr>${cells(head).map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${rows
            .map((r) => `<tr>${cells(r).map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`;
        }
        default:
          return `<p>${inline(b.lines.join(' '))}</p>`;
      }
    })
    .join('\n');
}

const STYLE =
  'body{font:16px/1.55 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}' +
  'pre{background:#f4f4f4;padding:.75rem;overflow:auto}code{font-size:.9em}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}a{color:#0b5cad}h1,h2,h3{scroll-margin-top:1rem}';

/** The page: the whole README rendered, every heading anchored with the slug its section has in the index. */
export function renderGuidesPage(markdown: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Storefront Commerce Service — guides</title>
<style>${STYLE}</style>
</head>
<body>
<p><a href="/docs">API reference</a></p>
${renderBlocks(markdown, slugger())}
</body>
</html>
`;
}

let page: { html: Buffer; etag: string } | undefined;

/** The guides page, rendered once per process from the README read at first use. */
export function guidesPage(): { html: Buffer; etag: string } {
  if (!page) {
    const html = Buffer.from(renderGuidesPage(readFileSync(README_FILE, 'utf8')), 'utf8');
    page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  }
  return page;
}
