// What every area, flow and handler is given besides the request: the store, configuration, a clock, a logger and
// the providers of outside systems. Its own layer, above the providers it gathers and below the areas that use it
// (scripts/check-layers.ts). Parts an area owns (the catalogue's response cache, the support feed) are added to this
// interface by that area itself (`declare module '…/services.js'`, as fastify's decorators do), so nothing here
// imports upward. Tests pass a controllable clock so expiry, renewals and retries are checked without sleeping.
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Clock, TestClockBinding } from './kernel/clock.js';
import type { Config } from './kernel/config.js';
import type { Store } from './store/index.js';
import type { BlobStore } from './providers/blobs/blob-store.js';
import type { SupportResponder } from './providers/support-responder/responder.js';
import type { PlacesProvider } from './providers/places/places.js';
import type { FxRateProvider } from './providers/fx/rates.js';

export interface Services {
  store: Store;
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  /** Set when the call (or a clock's advance step) runs on a sandbox test clock: clock.now() is that clock's time. */
  testClock?: TestClockBinding | null;
  /** Uploaded bytes (local disk by default, S3 in production). */
  blobs: BlobStore;
  /** The support chat's automatic responder, when one is configured (SUPPORT_AI_URL). */
  supportResponder?: SupportResponder | null;
  /** Address autocomplete, when configured (GOOGLE_PLACES_API_KEY). */
  places?: PlacesProvider | null;
  /** Exchange rates for the FX endpoints: a configured table (the default) or a rates service. */
  fx: FxRateProvider;
}
