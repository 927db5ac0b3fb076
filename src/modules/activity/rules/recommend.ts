// Recommendations for one storefront session, from its state and the precomputed related and popular documents
// (rules/related.ts). The request path (../recommendations.ts) asks readsFor() which documents to read, builds the
// stand-in popularity with standInPopular() when the tenant has none yet, and calls recommend(), which ranks the
// candidates and checks the best of them for availability through the function it is given: this module is the
// whole rule, and the only one the operation runs.
//
// Anchors: the cart's products (weight 1 each, the first CART_ANCHORS) and the session's VIEW_ANCHORS most recently
// viewed products, the i-th most recent (from 0) weighing 1 / (1 + i), × 1.25 per view beyond the first (at most
// × 2). A candidate's components, co(a, c) being c's score in anchor a's co_purchase or co_view list:
//
//   frequently_bought_together  3 × (Σ cart a co_purchase(a, c)  +  ½ Σ viewed a weight(a) × co_purchase(a, c))
//   similar                     2 × (Σ viewed a weight(a) × co_view(a, c)  +  ½ Σ cart a co_view(a, c))
//                             + 1 × Σ affine category k weight(k) × popularity of c in k ÷ the best of k
//   recently_viewed             1 × weight(c) when c is itself a viewed product
//   popular                     ¼ × popularity of c overall ÷ the best overall
//
// Affine categories: the categories of the viewed anchors (each with its product's weight) and the session's
// category pages (the i-th most recent weighing 1 / (1 + i)), summed per category; the best AFFINE_CATEGORIES.
// A candidate scores the sum of its components; its reason is its strongest component among the first three (ties:
// frequently_bought_together, then recently_viewed, so a viewed product boosted by its own category stays recently
// viewed). Candidates with any of the first three come first, by score; the rest are `popular` and fill
// the list by popularity: a session without activity gets only those. Ties by product id, so one state always
// gives one answer. Cart products are never recommended, nor anything the availability check did not return.
//
// Popularity before the first computation: a tenant the job has not computed yet (a new business), or whose
// computation found no popular product, would otherwise have nothing to fill the list with, and a session that
// viewed one product would get that one product back. standInPopular() stands in: the tenant's featured products
// first, then its other products, newest first within each, so the list is filled as it would be by popularity.
import type { Neighbour, PopularDoc, ViewCount } from '../model.js';

export type RecommendationReason = 'recently_viewed' | 'similar' | 'frequently_bought_together' | 'popular';

const CART_ANCHORS = 10;
const VIEW_ANCHORS = 5;
const AFFINE_CATEGORIES = 3;
/** Candidates checked for availability per read, beyond the limit (some will be out of stock). */
export const CHECK_SLACK = 10;
const WEIGHTS = { bought_together: 3, co_view: 2, category: 1, recently_viewed: 1, popular: 0.25 } as const;

/** What ranking reads of a session (an ActivitySessionDoc will do). */
export interface SessionActivity {
  viewed_products: readonly ViewCount[];
  viewed_categories: readonly ViewCount[];
}

/** A product's related document, as far as ranking reads it. */
export interface RelatedLists {
  product_id: string;
  co_view: readonly Neighbour[];
  co_purchase: readonly Neighbour[];
}

/** A tenant's popularity, as ranking reads it: overall and per category, best first. */
export type Popular = Pick<PopularDoc, 'overall' | 'by_category'>;

export interface RankInput {
  session: SessionActivity | null;
  cartProductIds: readonly string[];
  /** The related documents of readsFor().anchorIds that exist. */
  related: readonly RelatedLists[];
  popular: Popular | null;
  /** The category of each anchor of readsFor().anchorIds that exists (null: uncategorised); only viewed ones count. */
  categories: ReadonlyMap<string, string | null>;
}

interface Ranked {
  product_id: string;
  score: number;
  reason: RecommendationReason;
}

export interface AvailableProduct {
  name: string;
}

export interface Recommendation {
  product: { id: string; name: string };
  reason: RecommendationReason;
}

interface Anchor {
  id: string;
  weight: number;
}

const viewWeight = (i: number, count: number) => (1 / (1 + i)) * Math.min(2, 1.25 ** Math.max(0, count - 1));

function anchors(
  session: SessionActivity | null,
  cartProductIds: readonly string[],
): { cart: Anchor[]; viewed: Anchor[] } {
  const cart = [...new Set(cartProductIds)].slice(0, CART_ANCHORS).map((id) => ({ id, weight: 1 }));
  const viewed = (session?.viewed_products ?? [])
    .slice(0, VIEW_ANCHORS)
    .map((v, i) => ({ id: v.id, weight: viewWeight(i, v.count) }));
  return { cart, viewed };
}

/**
 * What ranking needs read first: the anchors, whose related documents (neighbours) and categories (the session's
 * category affinity) are looked up; the candidates to check for availability come after (candidatesToCheck).
 */
export function readsFor(session: SessionActivity | null, cartProductIds: readonly string[]): { anchorIds: string[] } {
  const { cart, viewed } = anchors(session, cartProductIds);
  return { anchorIds: [...new Set([...cart, ...viewed].map((a) => a.id))] };
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every candidate with its score and reason, best first, cart products left out. */
function rankCandidates(input: RankInput): Ranked[] {
  const { cart, viewed } = anchors(input.session, input.cartProductIds);
  const inCart = new Set(input.cartProductIds);
  const related = new Map(input.related.map((r) => [r.product_id, r]));
  const parts = new Map<string, { together: number; similar: number; recent: number; popular: number }>();
  const part = (id: string) => {
    let p = parts.get(id);
    if (!p) parts.set(id, (p = { together: 0, similar: 0, recent: 0, popular: 0 }));
    return p;
  };

  for (const a of cart) {
    for (const n of related.get(a.id)?.co_purchase ?? [])
      part(n.product_id).together += WEIGHTS.bought_together * n.score;
    for (const n of related.get(a.id)?.co_view ?? []) part(n.product_id).similar += WEIGHTS.co_view * 0.5 * n.score;
  }
  for (const a of viewed) {
    for (const n of related.get(a.id)?.co_purchase ?? [])
      part(n.product_id).together += WEIGHTS.bought_together * 0.5 * a.weight * n.score;
    for (const n of related.get(a.id)?.co_view ?? [])
      part(n.product_id).similar += WEIGHTS.co_view * a.weight * n.score;
    part(a.id).recent += WEIGHTS.recently_viewed * a.weight;
  }

  const affinity = new Map<string, number>();
  for (const a of viewed) {
    const category = input.categories.get(a.id);
    if (category) affinity.set(category, (affinity.get(category) ?? 0) + a.weight);
  }
  (input.session?.viewed_categories ?? []).forEach((c, i) =>
    affinity.set(c.id, (affinity.get(c.id) ?? 0) + 1 / (1 + i)),
  );
  const affine = [...affinity].sort((x, y) => y[1] - x[1] || byId(x[0], y[0])).slice(0, AFFINE_CATEGORIES);
  for (const [category, weight] of affine) {
    const list = input.popular?.by_category[category] ?? [];
    const top = list[0]?.score ?? 0;
    if (top > 0) for (const n of list) part(n.product_id).similar += WEIGHTS.category * weight * (n.score / top);
  }
  const overall = input.popular?.overall ?? [];
  const top = overall[0]?.score ?? 0;
  if (top > 0) for (const n of overall) part(n.product_id).popular += WEIGHTS.popular * (n.score / top);

  const ranked: (Ranked & { personal: boolean })[] = [];
  for (const [id, p] of parts) {
    if (inCart.has(id)) continue;
    const strongest = Math.max(p.together, p.similar, p.recent);
    const personal = strongest > 0;
    const reason: RecommendationReason = !personal
      ? 'popular'
      : p.together === strongest
        ? 'frequently_bought_together'
        : p.recent === strongest
          ? 'recently_viewed'
          : 'similar';
    ranked.push({ product_id: id, score: p.together + p.similar + p.recent + p.popular, reason, personal });
  }
  ranked.sort(
    (x, y) => Number(y.personal) - Number(x.personal) || y.score - x.score || byId(x.product_id, y.product_id),
  );
  return ranked.map(({ product_id, score, reason }) => ({ product_id, score, reason }));
}

/**
 * The next candidates to check for availability: the best not checked yet, enough to fill `limit` if few turn out
 * unavailable. Empty when every candidate has been checked.
 */
function candidatesToCheck(ranked: readonly Ranked[], limit: number, checked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const r of ranked) {
    if (out.length >= limit + CHECK_SLACK) break;
    if (!checked.has(r.product_id)) out.push(r.product_id);
  }
  return out;
}

/** The best `limit` ranked candidates that are available. */
function pick(
  ranked: readonly Ranked[],
  available: ReadonlyMap<string, AvailableProduct>,
  limit: number,
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const r of ranked) {
    if (out.length >= limit) break;
    const p = available.get(r.product_id);
    if (p) out.push({ product: { id: r.product_id, name: p.name }, reason: r.reason });
  }
  return out;
}

/** Of the ids asked about, those available now, with their names (ids left out are unavailable). */
export type AvailabilityCheck = (ids: string[]) => Promise<ReadonlyMap<string, AvailableProduct>>;

/**
 * The recommendations: every candidate ranked, then the best checked for availability, `limit + CHECK_SLACK` at
 * a time and best first, until `limit` are available or none are left. Checked best first, the checked ones are
 * always a prefix of the ranking, so the best available among them are the best available of all.
 */
export async function recommend(
  input: RankInput,
  availableAmong: AvailabilityCheck,
  limit: number,
): Promise<Recommendation[]> {
  const ranked = rankCandidates(input);
  const checked = new Set<string>();
  const available = new Map<string, AvailableProduct>();
  for (;;) {
    const ids = candidatesToCheck(ranked, limit, checked);
    if (ids.length === 0) break;
    for (const id of ids) checked.add(id);
    for (const [id, p] of await availableAmong(ids)) if (checked.has(id)) available.set(id, p);
    if (available.size >= limit) break;
  }
  return pick(ranked, available, limit);
}

/** What standInPopular reads of a product. */
export interface StandInProduct {
  _id: string;
  category_id: string | null;
  is_featured: boolean;
  created_at: Date;
}

/** Products the stand-in keeps: enough for the largest request (limit 50) and its availability slack. */
export const STAND_IN_SIZE = 50 + CHECK_SLACK;

/** Featured first, then newest first; equal times by the greater id, the order the store reads them in. */
function standInOrder(a: StandInProduct, b: StandInProduct): number {
  return (
    Number(b.is_featured) - Number(a.is_featured) ||
    b.created_at.getTime() - a.created_at.getTime() ||
    byId(b._id, a._id)
  );
}

/**
 * The popularity a tenant without a computed one ranks with (see the header): the given products (the tenant's
 * active ones, the store's best STAND_IN_SIZE by this order) in standInOrder, scored STAND_IN_SIZE down to 1, so
 * the ranking keeps that order; the same per category, so a category page has its products to offer too.
 */
export function standInPopular(products: readonly StandInProduct[]): Popular {
  const ordered = [...new Map(products.map((p) => [p._id, p])).values()].sort(standInOrder).slice(0, STAND_IN_SIZE);
  const overall = ordered.map((p, i) => ({ product_id: p._id, score: STAND_IN_SIZE - i }));
  const by_category: Record<string, Neighbour[]> = {};
  ordered.forEach((p, i) => {
    if (p.category_id) (by_category[p.category_id] ??= []).push({ product_id: p._id, score: STAND_IN_SIZE - i });
  });
  return { overall, by_category };
}

/** The computed popularity when it has products, else null: the stand-in is ranked with instead. */
export const computedPopularity = (computed: Popular | null): Popular | null =>
  computed && computed.overall.length > 0 ? computed : null;
