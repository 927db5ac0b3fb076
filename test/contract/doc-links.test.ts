// test-store: none (the repository's Markdown checked, no server)
// The README and the guides of docs/ link to what exists: every relative link names a file or folder of the
// repository, and its `#anchor`, when it has one, is a heading of that Markdown file (anchored as GitHub and the
// served guides anchor them). Links inside code are not links. The README stays a short map (issue 34: at most 300
// lines), and each guide's file name is one the guides' pages can serve. Planted broken links show the check finds
// what it looks for.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token, type Tokens } from 'marked';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';

/** Every link token of a Markdown text (code blocks and code spans hold none). */
function linksOf(markdown: string): string[] {
  const out: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const t of tokens) {
      if (t.type === 'link') out.push((t as Tokens.Link).href);
      if (t.type === 'table') {
        const table = t as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
      if ('items' in t && Array.isArray(t.items)) walk(t.items as Token[]);
      if ('tokens' in t && t.tokens) walk(t.tokens);
    }
  };
  walk(new Lexer().lex(markdown));
  return out;
}

/** The anchors of a Markdown file's headings, as GitHub makes them (repeated titles numbered). */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  const headingText = (tokens: readonly Token[]): string =>
    tokens.map((t) => ('tokens' in t && t.tokens ? headingText(t.tokens) : 'text' in t ? String(t.text) : '')).join('');
  for (const t of new Lexer().lex(markdown)) {
    if (t.type === 'heading') out.add(slugger.slug(headingText((t as Tokens.Heading).tokens)));
  }
  return out;
}

/** The broken relative links of `files` (paths under `root`), one line each. */
function brokenLinks(root: string, files: readonly string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const href of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // http(s), mailto: not this repository's
      const [path, anchor] = href.split('#');
      const target = path ? join(root, dirname(file), decodeURI(path)) : join(root, file);
      if (!existsSync(target)) {
        broken.push(`${file}: ${href}: no such file`);
        continue;
      }
      if (anchor === undefined || statSync(target).isDirectory()) continue;
      if (!target.endsWith('.md')) {
        broken.push(`${file}: ${href}: an anchor into a file that is not Markdown`);
      } else if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${href}: no heading with that anchor in ${relative(root, target)}`);
      }
    }
  }
  return broken;
}

const guides = readdirSync(join(repoRoot, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

test('every relative link of README.md and docs/*.md names an existing file and heading', () => {
  assert.ok(guides.length >= 10, guides.join());
  assert.equal(brokenLinks(repoRoot, ['README.md', ...guides]), []);
});

test('the README is a short map, and every guide can be served at /docs/guides/<name>', () => {
  const lines = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').length - 1;
  assert.ok(lines <= 300, `README.md has ${lines} lines`);
  for (const file of guides) assert.match(file, /^docs\/[a-z0-9][a-z0-9-]*\.md$/);
  // The README links every guide.
  const linked = new Set(linksOf(readFileSync(join(repoRoot, 'README.md'), 'utf8')).map((h) => h.split('#')[0]));
  assert.equal(
    guides.filter((g) => !linked.has(g)),
    [],
  );
});

test('the check finds a missing file, a missing heading and an anchor into a non-Markdown file', () => {
  const root = mkdtempSync(join(tmpdir(), 'sfc-links-'));
  try {
    writeFileSync(join(root, 'a.md'), '# Title\n\n## Two words\n\n## Two words\n\nText `[no](missing.md)`.\n');
    writeFileSync(join(root, 'b.txt'), 'plain\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[ok](a.md) [ok](a.md#two-words-1) [ok](#map) [ok](https://example.com/x.md) [ok](a.md#title)',
        '# Map',
        '[gone](gone.md) [bad](a.md#three-words) [self](#nowhere) [text](b.txt#x)',
        '',
        '| a | b |',
        '|---|---|',
        '| [in a table](gone-too.md) | x |',
        '',
        '```',
        '[in code](missing.md)',
        '```',
      ].join('\n'),
    );
    assert.equal(brokenLinks(root, ['README.md', 'a.md']), [
      'README.md: gone.md: no such file',
      'README.md: a.md#three-words: no heading with that anchor in a.md',
      'README.md: #nowhere: no heading with that anchor in README.md',
      'README.md: b.txt#x: an anchor into a file that is not Markdown',
      'README.md: gone-too.md: no such file',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
