// API keys as stored (collection `api_keys`): publishable, secret and business keys, kept as SHA-256 hashes only.
import type { ApiKeyKind } from '../../kernel/caller.js';

export interface ApiKeyDoc {
  _id: string; // key_
  key_hash: string;
  /** First characters of the key (e.g. `pk_test_4fQ`), to recognise it in lists. */
  prefix: string;
  kind: ApiKeyKind;
  livemode: boolean;
  /** The business the key acts for by default. */
  business_id: string;
  /** Every business the key may act for (X-Business-Id picks among them); includes business_id. */
  business_ids: string[];
  /** Business keys only: granted scopes. */
  scopes: string[];
  name: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  /** Recorded at most once a minute per key (src/modules/keys/rules/last-used.ts), not on every request. */
  last_used_at: Date | null;
  /** Business keys: the project attached to the key's working context over REST (attachProject), if any. */
  attached_project_id?: string | null;
  /**
   * The account that created the key. Absent on keys made before owners were kept: the business's owner stands in
   * (owners.ts).
   */
  owner_account_id?: string | null;
}
