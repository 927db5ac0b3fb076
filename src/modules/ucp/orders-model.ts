// The UCP record of an order placed through a checkout (collection `ucp_orders`, keyed by the order's id), written in
// the order's own transaction: which checkout and agent placed it, where its events go, the item ids the agent used
// and the delivery the buyer was promised. The checkout session is swept some weeks after it expired; this record
// lives as long as the order, so the agent can still read its order and still gets its events.
import type { Tenanted } from '../../store/index.js';
import type { OrderOrigin } from './rules/order-projection.js';

export interface UcpOrderDoc extends Tenanted, OrderOrigin {
  /** The order's id (`ord_…`). */
  _id: string;
  /** The agent whose checkout placed it: the only one that may read it. */
  agent_profile_url: string;
  /** Where its order events go (the agent profile's order webhook); null: none. */
  webhook_url: string | null;
  /** The protocol version the checkout was made under (the events' `ucp.version`). */
  protocol_version: string;
  /**
   * The checkout's payment settles at once (a sandbox token) and has not settled yet: set in the order's
   * transaction, cleared by the settlement's, so a completion that died in between is finished later.
   */
  settle_pending: boolean;
  created_at: Date;
}

/** The order metadata key naming the checkout that placed it: how a flow tells a UCP order without a read. */
export const UCP_CHECKOUT_MARK = 'ucp_checkout_id';
