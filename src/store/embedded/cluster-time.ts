// The logical clock of a one-member replica set's primary. Every reply carries the cluster time (`$clusterTime`, with
// the signature a mongod without keyfile authentication sends: a zero hash and keyId 0) and the operation time (the
// time of the latest write, which every read sees); each write takes a new time. The driver keeps the operation time
// on the session, and a causally consistent session sends it back as `readConcern.afterClusterTime`.
//
// Replies are on the hot path, so the two fields are kept encoded and appended as bytes (raw-bson encode's `tail`):
// a write patches the two timestamps in place, a reply copies the bytes.
import * as BSON from 'bson';
import { Timestamp } from 'bson';
import { isPlainObject, type Doc } from './bson-values.js';
import { CommandError, ErrorCodes } from './errors.js';

/** Marks the two timestamps in the template, to find where they are encoded. */
const MARK_CLUSTER = new Timestamp({ t: 0x7eadbeef, i: 0x0badcafe });
const MARK_OPERATION = new Timestamp({ t: 0x7eedface, i: 0x0ddba11 });

function offsetOf(bytes: Buffer, mark: Timestamp): number {
  const probe = Buffer.alloc(8);
  probe.writeUInt32LE(mark.i, 0);
  probe.writeUInt32LE(mark.t, 4);
  return bytes.indexOf(probe);
}

/** A timestamp as mongod prints one in messages. */
function show(t: number, i: number): string {
  return `Timestamp(${t}, ${i})`;
}

export class ClusterClock {
  /** The cluster time: at or after the operation time (a client may gossip a later one). */
  private ct: number;
  private ci: number;
  /** The operation time: the latest write's. */
  private ot: number;
  private oi: number;
  /** `$clusterTime` and `operationTime` as BSON elements, ready to append to a reply document. */
  readonly tail: Buffer;
  private readonly clusterAt: number;
  private readonly operationAt: number;
  /** Bumped on every change, so an encoded `{ ok: 1 }` reply is rebuilt only when the times moved. */
  private version = 0;
  private ok: { version: number; bytes: Buffer } | null = null;

  constructor(now = Date.now()) {
    // A new primary writes a no-op entry when it steps up: there is always a latest write.
    this.ct = this.ot = Math.floor(now / 1000);
    this.ci = this.oi = 1;
    const doc = BSON.serialize({
      $clusterTime: {
        clusterTime: MARK_CLUSTER,
        signature: { hash: new BSON.Binary(Buffer.alloc(20), 0), keyId: BSON.Long.ZERO },
      },
      operationTime: MARK_OPERATION,
    });
    this.tail = Buffer.from(doc.subarray(4, doc.length - 1)); // the elements, without the document's length and end
    this.clusterAt = offsetOf(this.tail, MARK_CLUSTER);
    this.operationAt = offsetOf(this.tail, MARK_OPERATION);
    this.write();
  }

  /** The latest write's time, as hello's lastWrite reports it. */
  get operationTime(): Timestamp {
    return new Timestamp({ t: this.ot, i: this.oi });
  }

  /** A write took place: it gets the next time (seconds from the wall clock, never going back). */
  tick(now = Date.now()): void {
    const secs = Math.floor(now / 1000);
    if (secs > this.ct) {
      this.ct = secs;
      this.ci = 1;
    } else if (this.ci === 0xffffffff) {
      this.ct++;
      this.ci = 1;
    } else this.ci++;
    this.ot = this.ct;
    this.oi = this.ci;
    this.write();
  }

  /** A command's `$clusterTime`: a later cluster time a client gossips advances this one (mongod without
   * authentication accepts it unsigned). */
  gossip(raw: unknown): void {
    const time = isPlainObject(raw) ? raw.clusterTime : undefined;
    if (!(time instanceof Timestamp) || !after(time.t, time.i, this.ct, this.ci)) return;
    this.ct = time.t;
    this.ci = time.i;
    this.write();
  }

  /**
   * `readConcern.afterClusterTime`: every read here sees all that was committed, which is at or after any time this
   * server handed out. A time beyond the cluster time is refused as mongod refuses it; one after the latest write
   * (but within a gossiped cluster time) gets a no-op write, as on a primary, so the operation time reaches it.
   */
  checkAfterClusterTime(readConcern: unknown): void {
    if (!isPlainObject(readConcern)) return;
    const target = (readConcern as Doc).afterClusterTime;
    if (target === undefined) return;
    if (!(target instanceof Timestamp)) {
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        "BSON field 'readConcern.afterClusterTime' is the wrong type, expected type 'timestamp'",
      );
    }
    if (after(target.t, target.i, this.ct, this.ci)) {
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        `readConcern afterClusterTime value must not be greater than the current clusterTime. Requested clusterTime: ${show(target.t, target.i)}; current clusterTime: ${show(this.ct, this.ci)}`,
      );
    }
    if (after(target.t, target.i, this.ot, this.oi)) this.tick();
  }

  /** `{ ok: 1 }` with the two times, encoded (the answer to a bare ping). */
  okReply(): Buffer {
    if (this.ok?.version !== this.version) {
      const doc = BSON.serialize({ ok: 1 });
      const bytes = Buffer.allocUnsafe(doc.length + this.tail.length);
      bytes.set(doc.subarray(0, doc.length - 1), 0);
      this.tail.copy(bytes, doc.length - 1);
      bytes[bytes.length - 1] = 0;
      bytes.writeInt32LE(bytes.length, 0);
      this.ok = { version: this.version, bytes };
    }
    return this.ok.bytes;
  }

  private write(): void {
    this.tail.writeUInt32LE(this.ci, this.clusterAt);
    this.tail.writeUInt32LE(this.ct, this.clusterAt + 4);
    this.tail.writeUInt32LE(this.oi, this.operationAt);
    this.tail.writeUInt32LE(this.ot, this.operationAt + 4);
    this.version++;
  }
}

/** (t, i) later than (t2, i2). */
function after(t: number, i: number, t2: number, i2: number): boolean {
  return t > t2 || (t === t2 && i > i2);
}
