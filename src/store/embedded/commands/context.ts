// What every command handler receives, and the small helpers handlers share.
import type { Doc } from '../bson-values.js';
import type { Collection } from '../collection.js';
import type { Database, OpLog } from '../database.js';
import type { Engine } from '../engine.js';
import { CommandError, ErrorCodes } from '../errors.js';
import type { CommittedView } from '../query-engine.js';
import type { Session } from '../transactions.js';

export interface CommandContext {
  engine: Engine;
  db: Database;
  /** Command document in typed form (numbers not promoted). */
  body: Doc;
  /** OP_MSG kind-1 sequences (documents / updates / deletes) with raw bytes. */
  sequences: Map<string, Array<{ doc: Doc; raw: Buffer }>>;
  /** Where this command's changes are recorded (the transaction's log inside a transaction). */
  log: OpLog;
  session: Session | null;
  inTxn: boolean;
  connectionId: number;
  /** Set for reads that run while another session's transaction is open: what they must see instead. */
  committed: CommittedView | null;
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

export function existing(ctx: CommandContext, name: string): Collection | undefined {
  return ctx.db.get(name);
}

/** Documents of a write command, from a kind-1 sequence or the body array. */
export function documentsOf(ctx: CommandContext, field: string): Array<{ doc: Doc; raw: Buffer | null }> {
  const seq = ctx.sequences.get(field);
  if (seq) return seq;
  const arr = ctx.body[field];
  if (!Array.isArray(arr)) return [];
  return arr.map((doc) => ({ doc: doc as Doc, raw: null }));
}
