// The payment handlers a business accepts from UCP agents, as the profile and every checkout answer list them
// (`ucp.payment_handlers`): the sandbox handler in test mode (its instance id is the business's
// `sandbox_handler_id`); none in live mode, where completion sends the buyer to the hosted pay page. The handler's
// name is in this service's own reverse domain, as UCP wants a name governed by whoever documents it.
import type { UcpSettings } from '../business/index.js';
import { UCP_CURRENT_VERSION } from './rules/negotiation.js';

export interface UcpHandlerEntry {
  id: string;
  version: string;
  spec: string;
  available_instruments: { type: string }[];
}

/**
 * The API host in reverse-domain form (`api.example.com` → `com.example.api`); `localhost` for hosts that have no
 * such form (an IP address, a label starting with a digit).
 */
function reverseDomain(url: string): string {
  const labels = new URL(url).hostname.toLowerCase().split('.').reverse();
  const named = labels.map((l) => l.replace(/-/g, '_'));
  return named.every((l) => /^[a-z][a-z0-9_]*$/.test(l)) ? named.join('.') : 'localhost';
}

export function ucpPaymentHandlers(
  apiUrl: string,
  settings: Pick<UcpSettings, 'sandbox_handler_id'>,
  livemode: boolean,
): Record<string, UcpHandlerEntry[]> {
  if (livemode) return {};
  const api = apiUrl.replace(/\/+$/, '');
  return {
    [`${reverseDomain(api)}.sandbox`]: [
      {
        id: settings.sandbox_handler_id,
        version: UCP_CURRENT_VERSION,
        spec: `${api}/docs/guides/ucp`,
        available_instruments: [{ type: 'card' }],
      },
    ],
  };
}
