// The README's guides as documentation: its sections (one per `##` and `###` heading, code blocks skipped when
// looking for headings), and the page that shows them at /docs/guides with one anchor per section, so a search hit
// on a guide links to the very section. Markdown is read by `marked` (GitHub-flavoured) and anchors are made by
// `github-slugger`, so they are the ones GitHub shows for the same README; raw HTML in it is shown as text.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, Marked, type Renderer, type Token, type Tokens } from 'marked';
import { GENERATED_DIR } from '../../contract/bundles.js';

/** Where the page is served. */
export const GUIDES_PATH = '/docs/guides';
export const README_FILE = join(GENERATED_DIR, '..', 'README.md');

export interface GuideSection {
  /** The heading's anchor on the page (GitHub's rule: lower case, punctuation dropped, spaces to `-`, numbered when repeated). */
  slug: string;
  title: string;
  /** The section's plain text (plainText), up to the next heading of level 2 or 3. */
  text: string;
}

/** Anchors as GitHub makes them (github-slugger), numbered when a title repeats; one slugger per page. */
const anchorsFor = () => {
  const slugger = new GithubSlugger();
  return (title: string) => slugger.slug(title) || 'section';
};

/** The plain text of inline tokens (a heading's, a paragraph's). */
function inlineText(tokens: readonly Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((t) => ('tokens' in t && t.tokens ? inlineText(t.tokens, '') : 'text' in t ? String(t.text) : ''))
    .join('');
}

/** The guides: every `##` and `###` section of the README, in order (the part before the first is the overview). */
export function guideSections(markdown: string): GuideSection[] {
  const anchor = anchorsFor();
  // A section's text is read from its tokens of this one lexing, not from its Markdown lexed again.
  const sections: { slug: string; title: string; tokens: Token[] }[] = [];
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'heading') {
      const title = inlineText(token.tokens, token.text);
      // Every heading counts in the numbering of repeated titles, as on the page.
      const slug = anchor(title);
      if (token.depth <= 3) {
        sections.push({ slug, title, tokens: [] });
        continue;
      }
    }
    sections.at(-1)?.tokens.push(token);
  }
  return sections.map(({ slug, title, tokens }) => ({ slug, title, text: tokensText(tokens) }));
}

/** Inline Markdown as plain text (for titles and the search index). */
export function plainInline(text: string): string {
  return inlineText(new Lexer().inlineTokens(text), text);
}

/** Markdown as plain text: what a search snippet shows (tables by their cells, code by its text). */
export function plainText(markdown: string): string {
  return tokensText(new Lexer().lex(markdown));
}

function tokensText(tokens: readonly Token[]): string {
  const out: string[] = [];
  walkTokens(tokens, (t) => {
    if (t.type === 'table') {
      const table = t as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) out.push(inlineText(cell.tokens, cell.text));
      return false;
    }
    if (t.type === 'code' || t.type === 'codespan' || t.type === 'text' || t.type === 'escape') {
      if (!('tokens' in t && t.tokens?.length)) out.push(String((t as Tokens.Text).text));
    }
    return true;
  });
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** Visits every token depth first; `visit` answers false to skip a token's children. */
function walkTokens(tokens: readonly Token[], visit: (t: Token) => boolean): void {
  for (const t of tokens) {
    if (!visit(t)) continue;
    if ('items' in t && Array.isArray(t.items)) walkTokens(t.items as Token[], visit);
    if ('tokens' in t && t.tokens) walkTokens(t.tokens, visit);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The README as HTML: headings anchored as the index anchors them, raw HTML shown as text (nothing in the README
 * can act as markup on this page), links only to http(s), this origin's paths and anchors.
 */
function renderMarkdown(markdown: string): string {
  const anchor = anchorsFor();
  const md = new Marked({ gfm: true });
  md.use({
    renderer: {
      heading(this: Renderer, token: Tokens.Heading) {
        const id = anchor(inlineText(token.tokens, token.text));
        return `<h${token.depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      link(this: Renderer, token: Tokens.Link) {
        const label = this.parser.parseInline(token.tokens);
        return /^(https?:|\/|#)/.test(token.href) ? `<a href="${escapeHtml(token.href)}">${label}</a>` : label;
      },
      image(token: Tokens.Image) {
        return escapeHtml(token.text);
      },
    },
  });
  return md.parse(markdown, { async: false });
}

const STYLE =
  'body{font:16px/1.55 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}' +
  'pre{background:#f4f4f4;padding:.75rem;overflow:auto}code{font-size:.9em}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}a{color:#0b5cad}h1,h2,h3{scroll-margin-top:1rem}';

/** The page: the whole README rendered, every heading anchored with the slug its section has in the index. */
function renderGuidesPage(markdown: string): string {
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
${renderMarkdown(markdown)}
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
