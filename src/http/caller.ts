// Who is calling, as established by the guards before a handler runs.
import type { ApiKeyKind } from '../domain/business/model.js';
import type { TenantContext } from '../store/index.js';

export interface Caller {
  /** The key that authenticated the request (absent on public routes). */
  key?: { id: string; kind: ApiKeyKind; scopes: string[] };
  /** Business and mode the request acts for: pass to scoped(db, tenant). */
  tenant?: TenantContext;
  /** Storefront session id (cart, support conversation, activity). */
  sessionId?: string;
  /** Signed-in customer, from a bearer session token. */
  customer?: { id: string; sessionId: string; expiresAt: Date };
  /** Client IP, for per-IP limits. */
  ip?: string;
}
