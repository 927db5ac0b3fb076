// Which payment provider serves a payment: the sandbox for sandbox data, the live adapter for live data.
import type { TenantContext } from '../../store/index.js';
import { unconfiguredLiveProvider } from './live-unconfigured.js';
import type { PaymentProvider, ProviderOptions } from './provider.js';
import { sandboxProvider } from './sandbox.js';

export * from './provider.js';

/**
 * The provider for a tenant, or for a mode where no business is involved (the Link account API's wallet checks go
 * by the mode its session signed in with). Sandbox data (`_test_` keys) always uses the built-in sandbox (SANDBOX.md). Live data
 * never does: its outcomes are free to choose, so a live order settled by it would be a free order. Until a real
 * adapter is configured, live mode takes cash (settled by the business marking it paid) and answers card and
 * mobile-money payments 503 SERVICE_UNAVAILABLE with a message saying why.
 */
export function paymentProviderFor(tenant: Pick<TenantContext, 'livemode'>, opts: ProviderOptions): PaymentProvider {
  return tenant.livemode ? unconfiguredLiveProvider() : sandboxProvider(opts);
}
