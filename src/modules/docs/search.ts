// Full-text search over the documentation (corpus.ts) with MiniSearch: BM25 over weighted fields, prefix and fuzzy
// matching for longer words, hits that contain every word of the query before those that contain only some. The
// index is built once per process, at the first search (a few hundred milliseconds, then kept).
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { validationError } from '../../kernel/errors.js';
import { loadCorpus, type DocEntry } from './corpus.js';

export interface DocsHit {
  title: string;
  url: string;
  snippet: string;
}

const FIELDS = ['name', 'heading', 'tags', 'path', 'text'] as const;
/** An exact name outweighs everything; then what a section is called; then where it sits; then its prose. */
const BOOST = { name: 8, heading: 4, tags: 2, path: 1.5, text: 1 };
const SNIPPET_CHARS = 240;

/** Words too common to tell sections apart: dropped from the index and from queries alike. */
const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how i in is it of on or that the this to what when with'.split(' '),
);

/** MiniSearch's own word boundaries (spaces and punctuation, `_` included), kept here so queries split alike. */
const WORDS = /[\n\r\p{Z}\p{P}]+/u;
const words = (text: string) => text.split(WORDS).filter(Boolean);

/** Schemas and whole-surface overviews are found by many words; an operation, tag or guide is what to read first. */
const KIND_WEIGHT: Record<DocEntry['kind'], number> = { operation: 1, tag: 1, guide: 1, overview: 0.7, schema: 0.6 };

const SEARCH: SearchOptions = {
  boost: BOOST,
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
};

interface Index {
  mini: MiniSearch<DocEntry>;
  byId: Map<string, DocEntry>;
}

let index: Index | undefined;

function build(): Index {
  const entries = loadCorpus();
  const mini = new MiniSearch<DocEntry>({
    fields: [...FIELDS],
    storeFields: [],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return STOP_WORDS.has(t) ? null : t;
    },
  });
  mini.addAll(entries);
  return { mini, byId: new Map(entries.map((e) => [e.id, e])) };
}

/** The entries (built now if this process has not searched yet). */
export function docsIndex(): Index {
  return (index ??= build());
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The query's words in a row, with spaces or punctuation between them (`retry after` finds `Retry-After`), but not
 * as parts of one identifier (`platform_cancel_deployment` is a name, not prose about cancelling).
 */
function phraseOf(query: string): RegExp | null {
  const ws = words(query.toLowerCase());
  return ws.length > 1
    ? new RegExp(`(^|[^\\p{L}\\p{N}_])${ws.map(escapeRegExp).join('[^\\p{L}\\p{N}_]+')}`, 'u')
    : null;
}

/**
 * Some context around where the entry matches: the query's words as written, in a row, when the text has them so;
 * else the first matched word; else the text's start.
 */
function snippetOf(text: string, query: string, terms: string[]): string {
  if (!text) return '';
  const lower = text.toLowerCase();
  const wordAt = (w: string) => lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w)}`, 'u'));
  const phrase = phraseOf(query);
  let at = phrase ? lower.search(phrase) : -1;
  if (at < 0) at = Math.min(...[...words(query.toLowerCase()), ...terms].map(wordAt).filter((i) => i >= 0));
  let start = Number.isFinite(at) && at >= 0 ? Math.max(0, at - 60) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + SNIPPET_CHARS / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** BM25 scores words apart; an entry that has them as the query puts them, in a row, counts PHRASE_WEIGHT times. */
const PHRASE_WEIGHT = 2;

export function searchDocs(query: string, limit: number, baseUrl: string): DocsHit[] {
  if (!words(query).length) throw validationError('query: needs at least one word (letters or digits)');
  const { mini, byId } = docsIndex();
  const options: SearchOptions = { ...SEARCH, boostDocument: (id) => KIND_WEIGHT[byId.get(id)!.kind] };
  const phrase = phraseOf(query);
  const ranked = (results: SearchResult[]) => {
    if (!phrase) return results;
    const score = (r: SearchResult) => {
      const e = byId.get(r.id)!;
      return phrase.test(`${e.heading}\n${e.text}`.toLowerCase()) ? r.score * PHRASE_WEIGHT : r.score;
    };
    return results
      .map((r) => ({ r, s: score(r) }))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.r);
  };
  let results = ranked(mini.search(query, { ...options, combineWith: 'AND' })).slice(0, limit);
  if (results.length < limit) {
    const have = new Set(results.map((r) => r.id));
    const more = ranked(mini.search(query, { ...options, combineWith: 'OR' }).filter((r) => !have.has(r.id)));
    results = results.concat(more.slice(0, limit - results.length));
  }
  return results.map((r) => {
    const e = byId.get(r.id)!;
    return {
      title: e.title,
      url: `${baseUrl}${e.href}`,
      snippet: snippetOf(e.text || e.heading, query, r.terms).slice(0, 500),
    };
  });
}
