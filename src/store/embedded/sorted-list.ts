// An ordered multiset split into bounded chunks, so that insert and delete cost O(log n + chunk) instead of
// shifting one big array: secondary indexes stay cheap to maintain at 100k+ entries.

const CHUNK = 256;

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  /** Index of the first chunk whose last element is >= item (or the last chunk). */
  private chunkFor(item: T): number {
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const last = chunks[mid][chunks[mid].length - 1];
      if (this.cmp(last, item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerBoundIn(arr: T[], item: T): number {
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(arr[mid], item) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private upperBoundIn(arr: T[], item: T): number {
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(arr[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T): void {
    this.count++;
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      return;
    }
    const ci = this.chunkFor(item);
    const arr = this.chunks[ci];
    arr.splice(this.upperBoundIn(arr, item), 0, item);
    if (arr.length > CHUNK * 2) this.chunks.splice(ci + 1, 0, arr.splice(CHUNK));
  }

  /** Removes one element comparing equal to item; returns whether one was found. */
  remove(item: T): boolean {
    if (this.chunks.length === 0) return false;
    const ci = this.chunkFor(item);
    const arr = this.chunks[ci];
    const i = this.lowerBoundIn(arr, item);
    if (i >= arr.length || this.cmp(arr[i], item) !== 0) return false;
    arr.splice(i, 1);
    this.count--;
    if (arr.length === 0) this.chunks.splice(ci, 1);
    else if (arr.length < CHUNK / 4 && ci + 1 < this.chunks.length && this.chunks[ci + 1].length < CHUNK) {
      this.chunks[ci] = arr.concat(this.chunks[ci + 1]);
      this.chunks.splice(ci + 1, 1);
    }
    return true;
  }

  /** Elements e with lo <= e <= hi in order (reverse: from hi down to lo). */
  *range(lo: T, hi: T, reverse = false): Generator<T> {
    const chunks = this.chunks;
    if (chunks.length === 0) return;
    if (!reverse) {
      let ci = this.chunkFor(lo);
      let i = this.lowerBoundIn(chunks[ci], lo);
      for (; ci < chunks.length; ci++, i = 0) {
        const arr = chunks[ci];
        for (; i < arr.length; i++) {
          if (this.cmp(arr[i], hi) > 0) return;
          yield arr[i];
        }
      }
    } else {
      let ci = this.chunkFor(hi);
      let i = this.upperBoundIn(chunks[ci], hi) - 1;
      for (; ci >= 0; ci--, i = ci >= 0 ? chunks[ci].length - 1 : 0) {
        const arr = chunks[ci];
        for (; i >= 0; i--) {
          if (this.cmp(arr[i], lo) < 0) return;
          yield arr[i];
        }
      }
    }
  }
}
