// A UCP checkout's status, derived from what the session says of itself (docs/ucp.md §Statuses). Pure.
//
//   completed, canceled        final: kept whatever else is true;
//   complete_in_progress       kept while a completion runs (completion sets it and moves it on);
//   (expired)                  any other session past its expires_at is canceled;
//   requires_escalation        an error the buyer must act on (requires_buyer_input / requires_buyer_review);
//   incomplete                 any other error (the agent can fix it through the API);
//   ready_for_complete         nothing stands in the way.
import type { UcpCheckoutStatus } from '../sessions-model.js';

type Severity = 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable';

export interface StatusInput {
  /** The status stored with the session. */
  stored: UcpCheckoutStatus;
  /** The session is past its expires_at. */
  expired: boolean;
  /** The messages the answer carries. */
  messages: readonly { type: 'error' | 'warning' | 'info'; severity?: Severity }[];
}

const KEPT: readonly UcpCheckoutStatus[] = ['completed', 'canceled', 'complete_in_progress'];
const BUYER: readonly Severity[] = ['requires_buyer_input', 'requires_buyer_review'];

export function checkoutStatus(input: StatusInput): UcpCheckoutStatus {
  if (KEPT.includes(input.stored)) return input.stored;
  if (input.expired) return 'canceled';
  const errors = input.messages.filter((m) => m.type === 'error');
  if (errors.some((m) => m.severity !== undefined && BUYER.includes(m.severity))) return 'requires_escalation';
  if (errors.length > 0) return 'incomplete';
  return 'ready_for_complete';
}

/** No update, cancel or completion is taken in these. */
export const isFinalStatus = (s: UcpCheckoutStatus) => s === 'completed' || s === 'canceled';
