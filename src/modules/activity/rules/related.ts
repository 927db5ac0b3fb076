// Related products and popularity from a tenant's signals: what the recommendations job computes and stores, so a
// request only reads the result. Pure: the job streams the signals in and writes what compute() answers.
//
// Baskets. A session's basket is the set of its BASKET_CAP most recently viewed distinct products (product_view
// events in time order; a repeat view moves the product to the front); an order's basket is its distinct product
// ids (the first BASKET_CAP). The cap bounds a session's pairs (30 products: 435 pairs), so one crawler that views
// the whole catalogue weighs no more than a shopper who viewed 30 products.
//
// Neighbours (co-view over session baskets, co-purchase over order baskets), with n(a) the baskets holding a and
// n(a,b) the baskets holding both:
//
//   score(a, b) = n(a,b) / √(n(a) · n(b))  ×  n(a,b) / (n(a,b) + PAIR_SHRINK)
//
// The first factor is the cosine: a product in every basket is divided by its own frequency, so it does not become
// everybody's neighbour. The second damps pairs seen once or twice (two rare products seen together once would
// otherwise score a perfect 1). Scores are rounded to 6 decimals; each product keeps its NEIGHBOURS_KEPT best,
// ties by product id, so the same signals always give the same lists.
//
// Popularity, counted per session rather than per event so that reloading a page or a bot repeating one add does
// not inflate it:
//
//   popularity(p) = 1 × sessions whose basket holds p
//                 + 3 × sessions that added p to a cart (cart_add events)
//                 + 5 × units of p ordered (at most ORDER_LINE_UNITS_CAP per order line)
//
// kept as the POPULAR_KEPT best overall and the POPULAR_PER_CATEGORY_KEPT best of each category (by the product's
// category now), ties by product id.
//
// Only products of the catalogue count (unknown ids in events are never recommended); only active ones become
// neighbours or popular; an inactive product still gets its own neighbours (a session may have viewed it).
import type { Neighbour } from '../model.js';

export const BASKET_CAP = 30;
export const NEIGHBOURS_KEPT = 20;
export const PAIR_SHRINK = 2;
const POPULAR_KEPT = 100;
const POPULAR_PER_CATEGORY_KEPT = 20;
const ORDER_LINE_UNITS_CAP = 10;
const POPULARITY_WEIGHTS = { session_view: 1, session_cart_add: 3, ordered_unit: 5 } as const;

/** What the computation needs to know of a catalogue product. */
export interface CatalogueEntry {
  category_id: string | null;
  active: boolean;
}

export interface RelatedLists {
  product_id: string;
  co_view: Neighbour[];
  co_purchase: Neighbour[];
}

export interface RelatedResult {
  /** Products with at least one neighbour, by product id. */
  related: RelatedLists[];
  popular: { overall: Neighbour[]; by_category: Record<string, Neighbour[]> };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Baskets of dense product numbers, flat: basket k is items[starts[k] .. starts[k + 1]). */
class Baskets {
  readonly items: number[] = [];
  readonly starts: number[] = [0];

  get count(): number {
    return this.starts.length - 1;
  }

  add(basket: readonly number[]): void {
    if (basket.length === 0) return;
    for (const p of basket) this.items.push(p);
    this.starts.push(this.items.length);
  }

  /** How many baskets hold each product. */
  occurrences(products: number): Int32Array {
    const n = new Int32Array(products);
    for (const p of this.items) n[p]++;
    return n;
  }

  /**
   * Each anchor's best neighbours among the keepable products: scored as the header says, best first. The pair
   * counts of one anchor at a time are gathered through an inverted index (product → its baskets), so memory stays
   * proportional to the baskets, never to the pairs.
   */
  neighbours(ids: readonly string[], anchor: Uint8Array, keep: Uint8Array): Map<number, Neighbour[]> {
    const products = ids.length;
    const occ = this.occurrences(products);
    const offsets = new Int32Array(products + 1);
    for (let p = 0; p < products; p++) offsets[p + 1] = offsets[p] + occ[p];
    const members = new Int32Array(this.items.length);
    const fill = offsets.slice(0, products);
    for (let b = 0; b < this.count; b++)
      for (let j = this.starts[b]; j < this.starts[b + 1]; j++) members[fill[this.items[j]]++] = b;

    const pair = new Int32Array(products);
    const touched: number[] = [];
    const out = new Map<number, Neighbour[]>();
    for (let a = 0; a < products; a++) {
      if (occ[a] === 0 || !anchor[a]) continue;
      touched.length = 0;
      for (let k = offsets[a]; k < offsets[a + 1]; k++) {
        const b = members[k];
        for (let j = this.starts[b]; j < this.starts[b + 1]; j++) {
          const x = this.items[j];
          if (x === a || !keep[x]) continue;
          if (pair[x]++ === 0) touched.push(x);
        }
      }
      if (touched.length === 0) continue;
      const scored = touched.map((x) => {
        const n = pair[x];
        pair[x] = 0;
        return { product_id: ids[x], score: round6((n / Math.sqrt(occ[a] * occ[x])) * (n / (n + PAIR_SHRINK))) };
      });
      out.set(a, scored.sort(byScore).slice(0, NEIGHBOURS_KEPT));
    }
    return out;
  }
}

/** Highest score first, ties by product id. */
const byScore = (x: Neighbour, y: Neighbour) =>
  y.score - x.score || (x.product_id < y.product_id ? -1 : x.product_id > y.product_id ? 1 : 0);

/** `basket` with `p` moved (or added) to its most recent end; the oldest drops off beyond BASKET_CAP. */
function touch(basket: number[], p: number): void {
  const at = basket.indexOf(p);
  if (at >= 0) basket.splice(at, 1);
  basket.push(p);
  if (basket.length > BASKET_CAP) basket.shift();
}

/**
 * A tenant's signals, fed in one at a time (views in time order), then computed once. Product ids are numbered as
 * they first appear, so sessions and baskets hold small integers rather than copies of id strings.
 */
export class RelatedSignals {
  private readonly ids: string[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly sessions = new Map<string, number[]>();
  private readonly cartAdds = new Set<string>();
  private readonly orderBaskets = new Baskets();
  private readonly orderedUnits: number[] = [];

  private number(id: string): number {
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.ids.length;
      this.ids.push(id);
      this.numbers.set(id, n);
      this.orderedUnits.push(0);
    }
    return n;
  }

  /** A product view of a session (call in time order). */
  view(sessionId: string, productId: string): void {
    const p = this.number(productId);
    const basket = this.sessions.get(sessionId);
    if (basket) touch(basket, p);
    else this.sessions.set(sessionId, [p]);
  }

  /** A cart add of a session. */
  cartAdd(sessionId: string, productId: string): void {
    this.cartAdds.add(`${this.number(productId)}:${sessionId}`);
  }

  /** One order's lines. */
  order(items: readonly { product_id: string; quantity: number }[]): void {
    const basket: number[] = [];
    for (const item of items) {
      const p = this.number(item.product_id);
      this.orderedUnits[p] += Math.min(Math.max(item.quantity, 0), ORDER_LINE_UNITS_CAP);
      if (!basket.includes(p) && basket.length < BASKET_CAP) basket.push(p);
    }
    this.orderBaskets.add(basket);
  }

  /** Sessions with at least one product view. */
  get sessionCount(): number {
    return this.sessions.size;
  }

  get orderCount(): number {
    return this.orderBaskets.count;
  }

  compute(catalogue: ReadonlyMap<string, CatalogueEntry>): RelatedResult {
    const products = this.ids.length;
    const anchor = new Uint8Array(products);
    const keep = new Uint8Array(products);
    for (let p = 0; p < products; p++) {
      const entry = catalogue.get(this.ids[p]);
      anchor[p] = entry ? 1 : 0;
      keep[p] = entry?.active ? 1 : 0;
    }

    const viewBaskets = new Baskets();
    for (const basket of this.sessions.values()) viewBaskets.add(basket);
    const coView = viewBaskets.neighbours(this.ids, anchor, keep);
    const coPurchase = this.orderBaskets.neighbours(this.ids, anchor, keep);
    const related: RelatedLists[] = [];
    for (let p = 0; p < products; p++) {
      const co_view = coView.get(p) ?? [];
      const co_purchase = coPurchase.get(p) ?? [];
      if (co_view.length || co_purchase.length) related.push({ product_id: this.ids[p], co_view, co_purchase });
    }
    related.sort((x, y) => (x.product_id < y.product_id ? -1 : 1));

    const score = new Float64Array(products);
    const viewed = viewBaskets.occurrences(products);
    for (let p = 0; p < products; p++)
      score[p] = POPULARITY_WEIGHTS.session_view * viewed[p] + POPULARITY_WEIGHTS.ordered_unit * this.orderedUnits[p];
    for (const key of this.cartAdds)
      score[Number(key.slice(0, key.indexOf(':')))] += POPULARITY_WEIGHTS.session_cart_add;
    const ranked: Neighbour[] = [];
    for (let p = 0; p < products; p++)
      if (keep[p] && score[p] > 0) ranked.push({ product_id: this.ids[p], score: score[p] });
    ranked.sort(byScore);
    const by_category: Record<string, Neighbour[]> = {};
    for (const n of ranked) {
      const category = catalogue.get(n.product_id)!.category_id;
      if (category === null) continue;
      const list = (by_category[category] ??= []);
      if (list.length < POPULAR_PER_CATEGORY_KEPT) list.push(n);
    }
    return { related, popular: { overall: ranked.slice(0, POPULAR_KEPT), by_category } };
  }
}
