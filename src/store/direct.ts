// A direct line to the embedded server running in this process, for the hot commands that need nothing of the
// driver: single-document reads, small reads, inserts and single-document updates, all outside transactions. The
// driver spends most of a command's CPU around the command (an operation object, options resolved, server
// selection, a pooled connection checked out, an implicit session attached and tracked by the server, the reply
// parsed on demand and converted): `npm run bench:store-line` measured a one-document read over this line at about
// half the CPU it takes through the driver, and an insert at about two thirds (figures in docs/benchmarks.md).
// Durability is the server's, the same on either path: a write's changes are journalled before its reply is sent.
//
// The commands are the driver's own (same names, fields and $db; replies decoded with the driver's default BSON
// options), sent over the same Unix domain socket, one command in flight per connection (the server runs a
// connection's commands in order, so two on one would queue behind each other's journal write). Errors come back
// as the driver's error classes, so callers handle both paths alike. With command monitoring on, each command is
// reported on the MongoClient as the driver reports its own (commandStarted / commandSucceeded / commandFailed),
// so counting tools see every round trip.
//
// Writes (write()) travel as the driver sends a retryable write: with a session id and a transaction number of the
// line's own, so that a write whose reply was lost (the line broke) is sent once more and applied once (the server
// answers a repeated transaction number with the first write's reply), as the driver retries its own writes.
//
// Used only where the embedded server runs in this process (openStore sets it up); against MONGODB_URI or a server
// in another process, everything goes through the driver.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { BSON, Binary, Long, MongoNetworkError, MongoServerError, type Document, type MongoClient } from 'mongodb';
import { MessageReader } from './embedded/wire.js';

const OP_MSG = 2013;
/** At most this many connections (the driver's default pool size); more commands at once wait for one. */
const MAX_LINES = 100;
/** Connections kept open when idle; those opened beyond while more commands were in flight close after. */
const KEEP_IDLE = 64;

interface Pending {
  resolve(reply: Document): void;
  reject(err: Error): void;
}

class Line {
  readonly socket: net.Socket;
  private readonly reader = new MessageReader();
  pending: Pending | null = null;
  broken = false;

  constructor(path: string, onBroken: (line: Line) => void) {
    this.socket = net.createConnection(path);
    this.socket.setNoDelay?.(true);
    this.socket.on('data', (chunk) => {
      let frames: Buffer[];
      try {
        frames = this.reader.push(chunk);
      } catch (err) {
        this.fail(new MongoNetworkError(`direct store line: ${(err as Error).message}`));
        return;
      }
      for (const frame of frames) {
        const p = this.pending;
        this.pending = null;
        if (!p) continue;
        let reply: Document;
        try {
          reply = decodeReply(frame);
        } catch (err) {
          p.reject(err as Error);
          this.socket.destroy();
          return;
        }
        p.resolve(reply);
      }
    });
    const broken = (err?: Error) => {
      if (this.broken) return;
      this.broken = true;
      onBroken(this);
      this.fail(new MongoNetworkError(`direct store line closed${err ? `: ${err.message}` : ''}`));
    };
    this.socket.on('error', broken);
    this.socket.on('close', () => broken());
  }

  send(frame: Buffer, pending: Pending): void {
    this.pending = pending;
    this.socket.write(frame);
  }

  private fail(err: Error): void {
    const p = this.pending;
    this.pending = null;
    p?.reject(err);
    this.socket.destroy();
  }
}

/** The reply document of an OP_MSG (one body section, as the embedded server writes them). */
function decodeReply(frame: Buffer): Document {
  if (frame.readInt32LE(12) !== OP_MSG || frame[20] !== 0)
    throw new MongoNetworkError('direct store line: unexpected reply');
  return BSON.deserialize(frame.subarray(21));
}

let nextRequestId = 1;

/** As the driver serializes by default: an undefined field is written as null, not left out. */
export const SERIALIZE = { ignoreUndefined: false } as const;

function encodeCommand(command: Document): Buffer {
  const body = BSON.serialize(command, SERIALIZE);
  const out = Buffer.allocUnsafe(21 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE((nextRequestId = (nextRequestId + 1) & 0x7fffffff), 4);
  out.writeInt32LE(0, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  out.set(body, 21);
  return out;
}

/** A logical session of the line's writes: one write at a time uses it, each with the next transaction number. */
interface WriteSession {
  lsid: { id: Binary };
  txnNumber: number;
}

export class DirectChannel {
  private readonly idle: Line[] = [];
  /** Sessions not in use by a write (as many as writes were ever in flight at once). */
  private readonly sessions: WriteSession[] = [];
  /** Commands waiting for a line while MAX_LINES are busy, first come first served. */
  private readonly queue: Array<{ frame: Buffer; pending: Pending }> = [];
  private open = 0;
  private closed = false;

  constructor(
    private readonly path: string,
    /** Where command events go when the client monitors commands (null: nobody listens). */
    private readonly monitor: MongoClient | null,
  ) {}

  /**
   * Runs `command` in database `db`; the reply, or the driver's error for a failed command. The command object is
   * given over: `$db` is added to it.
   */
  command(db: string, command: Document): Promise<Document> {
    if (this.closed) return Promise.reject(new MongoNetworkError('direct store line closed'));
    command.$db = db;
    const frame = encodeCommand(command);
    const ended = this.monitor ? this.started(command, frame) : null;
    return new Promise<Document>((resolve, reject) => {
      const pending: Pending = {
        resolve: (reply) => {
          if (reply.ok !== 1) {
            const err = new MongoServerError(reply as never);
            ended?.(reply, err);
            reject(err);
            return;
          }
          ended?.(reply, null);
          resolve(reply);
        },
        reject: (err) => {
          ended?.(null, err);
          reject(err);
        },
      };
      const line = this.take();
      if (line) this.send(line, frame, pending);
      else this.queue.push({ frame, pending });
    });
  }

  /**
   * A write command (insert, update, findAndModify) as a retryable write: sent once more when the line broke before
   * its reply came, with the same session and transaction number, so that it is applied once. Server errors are
   * the caller's (lean-read.ts hands a retryable one to the driver: the write did not run).
   */
  async write(db: string, command: Document): Promise<Document> {
    const session = this.sessions.pop() ?? {
      lsid: { id: new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), Binary.SUBTYPE_UUID) },
      txnNumber: 0,
    };
    command.lsid = session.lsid;
    command.txnNumber = Long.fromNumber(++session.txnNumber);
    try {
      const reply = await this.command(db, command);
      // Made, but its write concern not met for a reason the server says a retry can get past: sent again, it
      // answers as it did (the server keeps the write's reply), as the driver retries such a write.
      if (reply.writeConcernError && reply.errorLabels?.includes('RetryableWriteError'))
        return await this.command(db, command);
      return reply;
    } catch (err) {
      if (!(err instanceof MongoNetworkError) || this.closed) throw err;
      return await this.command(db, command);
    } finally {
      this.sessions.push(session);
    }
  }

  close(): void {
    this.closed = true;
    for (const line of this.idle.splice(0)) line.socket.destroy();
    for (const q of this.queue.splice(0)) q.pending.reject(new MongoNetworkError('direct store line closed'));
  }

  private send(line: Line, frame: Buffer, pending: Pending): void {
    line.send(frame, {
      // The line is free again before the caller's code runs: a command the caller sends next can take it.
      resolve: (reply) => {
        this.release(line);
        pending.resolve(reply);
      },
      reject: (err) => pending.reject(err),
    });
  }

  private take(): Line | null {
    while (this.idle.length) {
      const line = this.idle.pop()!;
      if (!line.broken) return line;
    }
    if (this.open >= MAX_LINES) return null;
    this.open++;
    return new Line(this.path, (broken) => {
      this.open--;
      const i = this.idle.indexOf(broken);
      if (i >= 0) this.idle.splice(i, 1);
      // A command queued for a line gets a new one.
      const next = this.queue.shift();
      if (next) {
        const line = this.take();
        if (line) this.send(line, next.frame, next.pending);
        else this.queue.unshift(next);
      }
    });
  }

  private release(line: Line): void {
    if (this.closed || line.broken) {
      line.socket.destroy();
      return;
    }
    const next = this.queue.shift();
    if (next) this.send(line, next.frame, next.pending);
    else if (this.idle.length < KEEP_IDLE) this.idle.push(line);
    else line.socket.destroy();
  }

  /** Reports the command as started; answers the function that reports how it ended. */
  private started(command: Document, frame: Buffer): (reply: Document | null, err: Error | null) => void {
    const client = this.monitor!;
    const commandName = Object.keys(command)[0];
    const requestId = frame.readInt32LE(4);
    const base = {
      commandName,
      requestId,
      databaseName: command.$db as string,
      address: this.path,
      connectionId: 'direct',
    };
    client.emit('commandStarted', { ...base, command } as never);
    const t0 = performance.now();
    return (reply, err) => {
      const duration = performance.now() - t0;
      if (err) client.emit('commandFailed', { ...base, duration, failure: err } as never);
      else client.emit('commandSucceeded', { ...base, duration, reply } as never);
    };
  }
}

const channels = new WeakMap<MongoClient, DirectChannel>();

/** `client` talks to the embedded server in this process, which `channel` reaches directly (null: no longer). */
export function useDirect(client: MongoClient, channel: DirectChannel | null): void {
  if (channel) channels.set(client, channel);
  else channels.delete(client);
}

/** The direct line for `client`'s server, or undefined when it is not this process's embedded server. */
export function directFor(client: MongoClient): DirectChannel | undefined {
  return channels.get(client);
}
