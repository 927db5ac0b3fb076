// What a test clock's advance runs (docs/test-clocks.md): composition (src/server.ts) calls registerAllClockSweeps()
// once, before anything is served, and it calls each flow's own registration of its sweep. Sweeps register here,
// at composition, never when their module is imported, so a test or a script that imports a flow does not change
// what an advance runs.
//
// Each sweep's owner adds one line below: its flow's registration function (which calls registerClockSweep).
import { registerWebhookClockSweep } from './webhooks.js';
import { registerReservationClockSweep } from '../expire-holds.js';
import { registerSubscriptionClockSweep } from '../renew-subscriptions.js';

export function registerAllClockSweeps(): void {
  // Each flow with timed work adds its registration here, e.g. registerSubscriptionClockSweep();
  registerReservationClockSweep(); // unpaid orders' stock holds lapse before that step's renewals run
  registerSubscriptionClockSweep();
  registerWebhookClockSweep(); // keep last: it delivers what the sweeps above recorded at the same step
}
