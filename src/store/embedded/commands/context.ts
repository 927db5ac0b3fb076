// What every command handler receives, and the small helpers handlers share.
import type { Doc } from '../bson-values.js';
import type { Collection } from '../collection.js';
import type { Database, OpLog } from '../database.js';
import type { Engine } from '../engine.js';
import { CommandError, ErrorCodes } from '../errors.js';
import type { View, Writer } from '../mvcc.js';
import type { Session } from '../transactions.js';

export interface CommandContext {
  engine: Engine;
  db: Database;
  /** Command document in typed form (numbers not promoted). */
  body: Doc;
  /** OP_MSG kind-1 sequences (documents / updates / deletes) with raw bytes. */
  sequences: Map<string, Array<{ doc: Doc; raw: Buffer }>>;
  /** Where this command's direct changes to the stored collections are recorded (journalled after it).
   * Inside a transaction only implicit collection creation lands here; document writes go through `writer`. */
  log: OpLog;
  /** Document writes: straight to the collections, or into the transaction's write set. */
  writer: Writer;
  /** What this command sees of a collection instead of its stored documents (a transaction's snapshot and
   * own writes); null when it reads the stored, committed state. */
  view(coll: Collection): View | null;
  session: Session | null;
  inTxn: boolean;
  connectionId: number;
  /** The collection (or view) `name` of `db` (default: the command's) as this command sees it: inside a
   * transaction that includes collections the transaction created and has not committed yet. */
  collection(name: string, db?: Database): Collection | undefined;
  /** The same, created when missing (inside a transaction: visible to it alone until it commits). */
  createCollection(name: string, db?: Database, options?: Doc): Collection;
}

export type CommandHandler = (ctx: CommandContext) => Doc;

/** The collection a command names in its first field. */
export function collectionName(ctx: CommandContext, field: string): string {
  const name = ctx.body[field];
  if (typeof name !== 'string' || name === '') {
    throw new CommandError(ErrorCodes.InvalidOptions, `collection name has invalid type ${typeof name}`);
  }
  return name;
}

/** The key of the command's session, for the cursors it opens (null: none). */
export function sessionOf(ctx: CommandContext): string | null {
  return ctx.session?.key ?? null;
}

/** Documents of a write command, from a kind-1 sequence or the body array. */
export function documentsOf(ctx: CommandContext, field: string): Array<{ doc: Doc; raw: Buffer | null }> {
  const seq = ctx.sequences.get(field);
  if (seq) return seq;
  const arr = ctx.body[field];
  if (!Array.isArray(arr)) return [];
  return arr.map((doc) => ({ doc: doc as Doc, raw: null }));
}
