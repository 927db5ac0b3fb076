// What handlers are given besides the request: the store, configuration, a clock and a logger. Tests pass a
// controllable clock so expiry, renewals and retries are checked without sleeping.
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Store } from '../store/index.js';
import type { CatalogueCache } from '../modules/catalogue/response-cache.js';
import type { BlobStore } from '../providers/blobs/blob-store.js';
import type { SupportResponder } from '../providers/support-responder/responder.js';
import type { SupportFeedReader } from '../modules/support/feed-reader.js';
import type { PlacesProvider } from '../providers/places/places.js';
import type { FxRateProvider } from '../providers/fx/rates.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | number = Date.now()) {
    this.t = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(to: Date | number): void {
    this.t = typeof to === 'number' ? to : to.getTime();
  }
}

export interface Services {
  store: Store;
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  catalogueCache: CatalogueCache;
  /** Uploaded bytes (local disk by default, S3 in production). */
  blobs: BlobStore;
  /** This process's reader of the support feed (pushes to its WebSockets); writers nudge it after a write. */
  supportFeed?: SupportFeedReader;
  /** The support chat's automatic responder, when one is configured (SUPPORT_AI_URL). */
  supportResponder?: SupportResponder | null;
  /** Address autocomplete, when configured (GOOGLE_PLACES_API_KEY). */
  places?: PlacesProvider | null;
  /** Exchange rates for the FX endpoints: a configured table (the default) or a rates service. */
  fx: FxRateProvider;
}
