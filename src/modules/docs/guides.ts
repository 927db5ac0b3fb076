// The guides: the Markdown documents of docs/ (one file per subject), their sections (one per `#`, `##` and `###`
// heading, code blocks skipped when looking for headings) for the documentation search, and the pages that show
// them: /docs/guides lists every document, /docs/guides/<name> shows docs/<name>.md with one anchor per heading, so
// a search hit on a guide links to the very section. Markdown is read by `marked` (GitHub-flavoured) and anchors
// are made by `github-slugger`, so they are the ones GitHub shows for the same file; raw HTML in it is shown as text.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, Marked, type Renderer, type Token, type Tokens } from 'marked';
import { GENERATED_DIR } from '../../contract/bundles.js';

/** Where the guides are served. */
export const GUIDES_PATH = '/docs/guides';
export const GUIDES_DIR = join(GENERATED_DIR, '..', 'docs');

/** A file name that is also a page name: docs/<name>.md is served at /docs/guides/<name>. */
const GUIDE_FILE = /^([a-z0-9][a-z0-9-]*)\.md$/;

export interface GuideDocument {
  /** The file's name without `.md`: its page is /docs/guides/<name>. */
  name: string;
  /** The text of its first `#` heading (its name when it has none). */
  title: string;
  markdown: string;
}

export interface GuideSection {
  /** The heading's anchor on the page (GitHub's rule: lower case, punctuation dropped, spaces to `-`, numbered when repeated). */
  slug: string;
  title: string;
  /** 1 for the document's title, 2 or 3 for its sections. */
  depth: number;
  /** The section's plain text (plainText), up to the next heading of level 1 to 3. */
  text: string;
}

/** A guide's page, or a section of it. */
export const guideHref = (name: string, slug?: string) => `${GUIDES_PATH}/${name}${slug ? `#${slug}` : ''}`;

/** Every guide of `dir`, by title. Reads the files now (callers keep the result). */
export function guideDocuments(dir = GUIDES_DIR): GuideDocument[] {
  return readdirSync(dir)
    .map((file) => GUIDE_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => {
      const markdown = readFileSync(join(dir, `${name}.md`), 'utf8');
      const h1 = new Lexer().lex(markdown).find((t): t is Tokens.Heading => t.type === 'heading' && t.depth === 1);
      return { name, title: h1 ? inlineText(h1.tokens, h1.text) : name, markdown };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
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

/** A guide's sections: every `#`, `##` and `###` heading with the text up to the next, in order. */
export function guideSections(markdown: string): GuideSection[] {
  const anchor = anchorsFor();
  // A section's text is read from its tokens of this one lexing, not from its Markdown lexed again.
  const sections: { slug: string; title: string; depth: number; tokens: Token[] }[] = [];
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'heading') {
      const title = inlineText(token.tokens, token.text);
      // Every heading counts in the numbering of repeated titles, as on the page.
      const slug = anchor(title);
      if (token.depth <= 3) {
        sections.push({ slug, title, depth: token.depth, tokens: [] });
        continue;
      }
    }
    sections.at(-1)?.tokens.push(token);
  }
  return sections.map(({ tokens, ...section }) => ({ ...section, text: tokensText(tokens) }));
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
 * Where a link of a guide goes on the served pages: another guide (`production.md#logs`) to its page, an anchor or
 * http(s) or a path of this origin as written; anything else (a file of the repository) is not served, so null.
 */
function servedHref(href: string): string | null {
  if (/^(https?:|\/|#)/.test(href)) return href;
  const guide = /^(?:\.\/)?([a-z0-9][a-z0-9-]*)\.md(#.*)?$/.exec(href);
  return guide ? `${guideHref(guide[1])}${guide[2] ?? ''}` : null;
}

/**
 * A guide as HTML: headings anchored as the search index anchors them, raw HTML shown as text (nothing in a guide
 * can act as markup on this page), links as servedHref says, the label alone where it says null.
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
        const href = servedHref(token.href);
        return href === null ? label : `<a href="${escapeHtml(href)}">${label}</a>`;
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

function renderPage(title: string, nav: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} — Storefront Commerce Service</title>
<style>${STYLE}</style>
</head>
<body>
<p>${nav}</p>
${body}
</body>
</html>
`;
}

/** A guide's opening paragraph as plain text, cut to about a line and a half. */
function summaryOf(markdown: string): string {
  const first = new Lexer().lex(markdown).find((t): t is Tokens.Paragraph => t.type === 'paragraph');
  const text = first ? inlineText(first.tokens, first.text).replace(/\s+/g, ' ').trim() : '';
  return text.length <= 200 ? text : `${text.slice(0, text.lastIndexOf(' ', 200))} …`;
}

/**
 * The list of guides: each with its summary and its `##` sections. An entry's id is its title's anchor, so a link
 * to /docs/guides#<a guide's title> (a guide's section when the guides were one page) lands on that guide's entry.
 */
function renderIndex(docs: readonly GuideDocument[]): string {
  const anchor = anchorsFor();
  const items = docs.map((doc) => {
    const links = guideSections(doc.markdown)
      .filter((s) => s.depth === 2)
      .map((s) => `<a href="${escapeHtml(guideHref(doc.name, s.slug))}">${escapeHtml(s.title)}</a>`)
      .join(' · ');
    return (
      `<li id="${escapeHtml(anchor(doc.title))}"><a href="${escapeHtml(guideHref(doc.name))}">` +
      `<strong>${escapeHtml(doc.title)}</strong></a> — ${escapeHtml(summaryOf(doc.markdown))}` +
      (links ? `<br /><small>${links}</small>` : '') +
      '</li>'
    );
  });
  return `<h1 id="guides">Guides</h1>\n<ul>\n${items.join('\n')}\n</ul>\n`;
}

type Page = { html: Buffer; etag: string };
const page = (html: string): Page => {
  const bytes = Buffer.from(html, 'utf8');
  return { html: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
};

let pages: Map<string, Page> | undefined;

/** Every page: the list at /docs/guides and each guide at /docs/guides/<name>, made from docs/ at first use. */
function allPages(): Map<string, Page> {
  const docs = guideDocuments();
  const home = '<a href="/docs">API reference</a>';
  const out = new Map<string, Page>([[GUIDES_PATH, page(renderPage('Guides', home, renderIndex(docs)))]]);
  for (const doc of docs) {
    const nav = `${home} · <a href="${GUIDES_PATH}">Guides</a>`;
    out.set(guideHref(doc.name), page(renderPage(doc.title, nav, renderMarkdown(doc.markdown))));
  }
  return out;
}

/** The guides page served at `path`, or undefined when there is none; rendered once per process. */
export function guidePage(path: string): Page | undefined {
  if (path !== GUIDES_PATH && !path.startsWith(`${GUIDES_PATH}/`)) return undefined;
  pages ??= allPages();
  return pages.get(path);
}
