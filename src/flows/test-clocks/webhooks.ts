// The test clock's webhooks sweep (docs/test-clocks.md): at each step of an advance, the clock's events recorded up
// to that time are fanned out and its deliveries due by then are attempted (first attempts and the retries of
// endpoints that keep failing), through the same code as the real-time jobs (src/modules/webhooks/clock.ts).
import { nextClockDelivery, runClockDeliveries } from '../../modules/webhooks/index.js';
import { registerClockSweep } from './sweeps.js';

/** Registered last: a step then delivers the events the sweeps before it recorded at that step. */
export function registerWebhookClockSweep(): void {
  registerClockSweep({
    name: 'webhooks',
    nextDue: (services, scope) => nextClockDelivery(services, scope.tenant, scope.clockId),
    run: (services, scope) => runClockDeliveries(services, scope.tenant, scope.clockId),
  });
}
