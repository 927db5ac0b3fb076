// MCP sessions, in MongoDB (collection mcp_sessions) so that any server process serves any request of a session:
// bound to the key that opened it (and so to its business) and to the negotiated protocol version, holding the
// project attached with platform_attach_project. The id is a bearer-like secret, so the store keeps its hash.
// A session lives one hour after its last request: the TTL index sweeps it, and find() refuses one already past
// that before the sweep comes round. The last use is written at most once a minute (a write per request would
// cost every call a round trip more); a session's life is one hour after its last use give or take that minute.
//
// An ended session (DELETE) is refused at once by every process: each request reads its session from the store,
// except that a process running the embedded store itself keeps the sessions it read and answers from that copy
// while the store's change count of the session has not moved (src/store/change-counts.ts: no round trip, and any
// write to the session from any process moves it). So a busy session costs that process no read at all, and
// nothing is ever answered from a copy the store has since changed or deleted. Against MONGODB_URI there is no
// count and every request reads. The attached project is read by attachment() from the store all the same.
import type { Db } from 'mongodb';
import { hashSecret, newToken } from '../kernel/secrets.js';
import { changeCount, COLLECTION, sharedCollection } from '../store/index.js';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;
const CACHE_MAX = 10_000;

export interface McpSessionDoc {
  /** sha256 of the MCP-Session-Id. */
  _id: string;
  key_id: string;
  business_id: string;
  livemode: boolean;
  protocol_version: string;
  /** The client's clientInfo at initialize, for audit. */
  client: { name: string; version: string } | null;
  attached_project_id: string | null;
  created_at: Date;
  last_used_at: Date;
}

export type SessionState = 'live' | 'unknown';

/** Whether a stored session serves this key now; another key's session is as good as unknown (no leak). */
export function sessionState(doc: McpSessionDoc | null, keyId: string, now: Date): SessionState {
  if (!doc || doc.key_id !== keyId) return 'unknown';
  return now.getTime() - doc.last_used_at.getTime() < SESSION_IDLE_MS ? 'live' : 'unknown';
}

export const touchDue = (doc: McpSessionDoc, now: Date) => now.getTime() - doc.last_used_at.getTime() >= TOUCH_AFTER_MS;

/** `mcps_` and 32 base62 characters: about 190 random bits, visible ASCII as the transport asks. */
export const SESSION_ID = /^mcps_[A-Za-z0-9]{32}$/;

export class McpSessions {
  /** Sessions this process read, by stored id (the hash), with the store's change count of each taken before its read. */
  private readonly recent = new Map<string, { doc: McpSessionDoc; version: number }>();

  constructor(private readonly db: Db) {}

  private get coll() {
    return sharedCollection<McpSessionDoc>(this.db, COLLECTION.mcp_sessions);
  }

  async open(
    key: { id: string; business_id: string; livemode: boolean },
    version: string,
    client: McpSessionDoc['client'],
    now: Date,
  ): Promise<string> {
    const id = newToken('mcps');
    await this.coll.insertOne({
      _id: hashSecret(id),
      key_id: key.id,
      business_id: key.business_id,
      livemode: key.livemode,
      protocol_version: version,
      client,
      attached_project_id: null,
      created_at: now,
      last_used_at: now,
    });
    return id;
  }

  /** The live session of this key with this id, or null (malformed, unknown, ended, expired, another key's). */
  async find(id: string, keyId: string, now: Date): Promise<McpSessionDoc | null> {
    if (!SESSION_ID.test(id)) return null;
    const hash = hashSecret(id);
    // Taken before the read: a change that becomes visible after this point moves it on.
    const version = changeCount(this.db, COLLECTION.mcp_sessions, hash);
    const hit = version === undefined ? undefined : this.recent.get(hash);
    if (hit && hit.version === version && sessionState(hit.doc, keyId, now) === 'live') return hit.doc;
    // Read: no count (no copy is ever kept), none kept, changed since, or the kept copy refuses (another key, or
    // its last use only looks old).
    const doc = await this.coll.findOne({ _id: hash });
    if (!doc || sessionState(doc, keyId, now) !== 'live') {
      if (!doc) this.recent.delete(hash);
      return null;
    }
    if (version !== undefined) {
      if (this.recent.size >= CACHE_MAX) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(hash, { doc, version });
    }
    return doc;
  }

  /** Records a use when one is due; a failed write only shortens the session's life, never fails the request. */
  touch(doc: McpSessionDoc, now: Date): Promise<void> {
    if (!touchDue(doc, now)) return Promise.resolve();
    doc.last_used_at = now;
    return this.coll.updateOne({ _id: doc._id }, { $max: { last_used_at: now } }).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Ends the session; true when there was one to end. */
  async end(doc: McpSessionDoc): Promise<boolean> {
    this.recent.delete(doc._id);
    return (await this.coll.deleteOne({ _id: doc._id })).deletedCount === 1;
  }

  async attach(doc: McpSessionDoc, projectId: string): Promise<void> {
    await this.coll.updateOne({ _id: doc._id }, { $set: { attached_project_id: projectId } });
    doc.attached_project_id = projectId;
  }

  /** The project attached to the session now, from the store (another process may have attached one since). */
  async attachment(doc: McpSessionDoc): Promise<string | null> {
    const stored = await this.coll.findOne({ _id: doc._id }, { projection: { attached_project_id: 1 } });
    return stored ? stored.attached_project_id : doc.attached_project_id;
  }
}
