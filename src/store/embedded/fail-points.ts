// Fail points, as mongod has them for tests: the admin commands `configureFailPoint` and `waitForFailPoint`, and
// the one fail point that matters to clients, `failCommand`, which makes chosen commands fail, close their
// connection, stall, or report a write concern error. MongoDB's drivers and their specification tests inject
// failovers, network errors and transient errors this way; the app's tests do the same here. Only a server started
// with test commands enabled (`enableTestCommands`) has these commands; without, they do not exist (59).
//
// Semantics follow mongod (fail_point.cpp, commands.cpp, service_entry_point_common.cpp):
//   - mode: 'alwaysOn', 'off', { times: n }, { skip: n }, { activationProbability: p }. A command is first
//     matched against the data (command name, appName, namespace); only a match consumes a `times` or a `skip`.
//   - Before a command runs, the fail point is entered when the data has errorCode, closeConnection or
//     blockConnection: it stalls blockTimeMS, then closes the connection (no reply) or fails with errorCode.
//     Nothing of the command runs, so a transaction it belongs to stays as it was.
//   - After a command that takes a write concern ran (or failed), it is entered a second time for
//     writeConcernError: the document is added to the reply as the command's `writeConcernError`.
//   - errorLabels, when given, replace the labels the server would compute for that reply (an empty array: none).
//   - configureFailPoint itself is never failed; hello and ping can be.
// The dispatch path reads `active` and nothing else while no fail point is set.
import { isNumber, isPlainObject, toNumber, type Doc } from './bson-values.js';
import { CommandError, ErrorCodes } from './errors.js';

type Mode =
  | { kind: 'alwaysOn' }
  | { kind: 'times'; left: number }
  | { kind: 'skip'; left: number }
  | { kind: 'random'; p: number };

/** Where a command meets the fail point: what mongod matches `failCommands`, `appName` and `namespace` against. */
export interface CommandSite {
  /** The command's name, lower case (as the engine dispatches it). */
  cmd: string;
  /** Its namespace as mongod forms it: `db.collection` for a command on a collection, `db` otherwise. */
  ns: string;
  /** client.application.name from the connection's handshake ('' without one). */
  appName: string;
}

/** What failCommand does to a command before it runs. */
export interface Interception {
  blockMs: number;
  close: boolean;
  error: CommandError | null;
  /** errorLabels given in the data: the reply's labels instead of the computed ones. */
  labels: string[] | null;
}

const FAIL_COMMAND = 'failCommand';
/** Names mongod registers one command under (hasAlias): failCommands naming either fails both. */
const ALIASES: Record<string, string> = { ismaster: 'hello', deleteindexes: 'dropindexes' };
const canonical = (name: string) => ALIASES[name] ?? name;
const MESSAGE = "Failing command via 'failCommand' failpoint";
const INT_MAX = 2 ** 31 - 1;

/** The data fields failCommand knows. `threadName`, `tassert` and `errorExtraInfo` name mongod internals and are refused. */
const DATA_FIELDS: Record<string, (v: unknown) => boolean> = {
  failCommands: (v) => Array.isArray(v) && v.every((c) => typeof c === 'string'),
  failAllCommands: (v) => typeof v === 'boolean',
  errorCode: (v) => integer(v) !== null,
  errorLabels: (v) => Array.isArray(v) && v.every((l) => typeof l === 'string'),
  closeConnection: (v) => typeof v === 'boolean',
  blockConnection: (v) => typeof v === 'boolean',
  blockTimeMS: (v) => integer(v) !== null,
  writeConcernError: (v) => isPlainObject(v),
  appName: (v) => typeof v === 'string',
  namespace: (v) => typeof v === 'string',
  // Every client here is an external one on a network connection, so these two change nothing.
  failInternalCommands: (v) => typeof v === 'boolean',
  failLocalClients: (v) => typeof v === 'boolean',
};

/** An integral number of any BSON numeric type (what mongod's bsonExtractIntegerField takes), else null. */
function integer(v: unknown): number | null {
  if (!isNumber(v)) return null;
  const n = toNumber(v);
  return Number.isInteger(n) ? n : null;
}

export class FailPoints {
  /** Whether failCommand is on. The only thing a command reads when no fail point is set. */
  active = false;
  private mode: Mode = { kind: 'alwaysOn' };
  private data: Doc = {};
  /** How many times failCommand was entered since the server started (configureFailPoint's `count`). */
  private entered = 0;
  private readonly waiters = new Set<{ target: number; wake(): void }>();

  /** `configureFailPoint` (admin database only). Answers the times entered before this change, as mongod does. */
  configure(body: Doc, dbName: string): Doc {
    if (dbName !== 'admin')
      throw new CommandError(ErrorCodes.Unauthorized, 'configureFailPoint may only be run against the admin database.');
    const name = body.configureFailPoint;
    if (name !== FAIL_COMMAND) {
      throw new CommandError(ErrorCodes.FailPointSetFailed, `${typeof name === 'string' ? name : ''} not found`);
    }
    const mode = parseMode(body.mode);
    const data = parseData(body.data);
    const before = this.entered;
    this.active = mode !== null;
    if (mode) {
      this.mode = mode;
      this.data = data;
    }
    return { count: before, ok: 1 };
  }

  /** `waitForFailPoint`: until the fail point has been entered `timesEntered` times in all, or maxTimeMS passed (50). */
  waitFor(body: Doc, dbName: string): Promise<Doc> {
    if (dbName !== 'admin')
      throw new CommandError(ErrorCodes.Unauthorized, 'waitForFailPoint may only be run against the admin database.');
    if (body.waitForFailPoint !== FAIL_COMMAND) {
      throw new CommandError(
        ErrorCodes.FailPointSetFailed,
        `${typeof body.waitForFailPoint === 'string' ? body.waitForFailPoint : ''} not found`,
      );
    }
    const target = integer(body.timesEntered);
    if (target === null)
      throw new CommandError(
        ErrorCodes.FailedToParse,
        "BSON field 'waitForFailPoint.timesEntered' is missing but a required field",
      );
    const maxTimeMS = integer(body.maxTimeMS);
    if (maxTimeMS === null) throw new CommandError(ErrorCodes.FailedToParse, 'Missing maxTimeMS');
    if (this.entered >= target) return Promise.resolve({ ok: 1 });
    return new Promise((resolve) => {
      const waiter = {
        target,
        wake: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve({ ok: 1 });
        },
      };
      const timer = setTimeout(
        () => {
          this.waiters.delete(waiter);
          resolve(new CommandError(ErrorCodes.MaxTimeMSExpired, 'operation exceeded time limit').toReply());
        },
        maxTimeMS > 0 ? maxTimeMS : INT_MAX,
      );
      this.waiters.add(waiter);
    });
  }

  /** Before a command runs: what failCommand does to it, or null (not entered). */
  intercept(site: CommandSite): Interception | null {
    const d = this.data;
    const close = d.closeConnection === true;
    const block = d.blockConnection === true;
    const code = d.errorCode === undefined ? null : integer(d.errorCode);
    if (!close && !block && code === null) return null;
    if (!this.enter(site)) return null;
    const labels = Array.isArray(d.errorLabels) ? (d.errorLabels as string[]) : null;
    let blockMs = 0;
    if (block) {
      const ms = d.blockTimeMS === undefined ? null : integer(d.blockTimeMS);
      if (ms === null)
        return {
          blockMs: 0,
          close: false,
          labels,
          error: new CommandError(
            ErrorCodes.InvalidOptions,
            "must specify 'blockTimeMS' when 'blockConnection' is true",
          ),
        };
      if (ms < 0)
        return {
          blockMs: 0,
          close: false,
          labels,
          error: new CommandError(ErrorCodes.InvalidOptions, "'blockTimeMS' must be non-negative"),
        };
      blockMs = ms;
    }
    // errorCode 0 is mongod's OK: the command then runs.
    const error = !close && code ? new CommandError(code, MESSAGE) : null;
    return { blockMs, close, error, labels };
  }

  /** After a command that takes a write concern: the writeConcernError to report, and the labels that go with it. */
  writeConcernError(site: CommandSite): { error: Doc; labels: string[] | null } | null {
    const d = this.data;
    if (!isPlainObject(d.writeConcernError) || !this.enter(site)) return null;
    return { error: d.writeConcernError, labels: Array.isArray(d.errorLabels) ? (d.errorLabels as string[]) : null };
  }

  /** One pass over the fail point: the data's filters first, then the mode (only a match consumes times or skip). */
  private enter(site: CommandSite): boolean {
    if (!this.active || site.cmd === 'configurefailpoint' || !this.matches(site)) return false;
    const m = this.mode;
    let hit: boolean;
    switch (m.kind) {
      case 'alwaysOn':
        hit = true;
        break;
      case 'times':
        // As mongod: { times: 0 } still fires once.
        if (--m.left <= 0) this.active = false;
        hit = true;
        break;
      case 'skip':
        hit = m.left <= 0 || --m.left < 0;
        break;
      case 'random':
        hit = Math.random() < m.p;
        break;
    }
    if (hit) {
      this.entered++;
      for (const w of this.waiters) if (this.entered >= w.target) w.wake();
    }
    return hit;
  }

  private matches(site: CommandSite): boolean {
    const d = this.data;
    if (d.appName !== undefined && d.appName !== site.appName) return false;
    if (d.namespace !== undefined && d.namespace !== site.ns) return false;
    if (d.failAllCommands === true) return true;
    const names = d.failCommands;
    if (!Array.isArray(names)) return false;
    const cmd = canonical(site.cmd);
    for (const n of names) if (typeof n === 'string' && canonical(n.toLowerCase()) === cmd) return true;
    return false;
  }
}

/** mongod's FailPoint::parseBSON for the mode; null for 'off'. */
function parseMode(raw: unknown): Mode | null {
  if (raw === undefined)
    throw new CommandError(ErrorCodes.IllegalOperation, "When setting a failpoint, you must supply a 'mode'");
  if (typeof raw === 'string') {
    if (raw === 'off') return null;
    if (raw === 'alwaysOn') return { kind: 'alwaysOn' };
    throw new CommandError(ErrorCodes.BadValue, `unknown mode: ${raw}`);
  }
  if (!isPlainObject(raw)) throw new CommandError(ErrorCodes.TypeMismatch, "'mode' must be a string or JSON object");
  for (const field of ['times', 'skip'] as const) {
    if (!(field in raw)) continue;
    const n = integer(raw[field]);
    if (n === null) throw new CommandError(ErrorCodes.TypeMismatch, `'${field}' option to 'mode' must be an integer`);
    if (n < 0) throw new CommandError(ErrorCodes.BadValue, `'${field}' option to 'mode' must be positive`);
    if (n > INT_MAX) throw new CommandError(ErrorCodes.BadValue, `'${field}' option to 'mode' is too large`);
    return { kind: field, left: n };
  }
  if ('activationProbability' in raw) {
    if (!isNumber(raw.activationProbability)) {
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        "the 'activationProbability' option to 'mode' must be a double between 0 and 1",
      );
    }
    const p = toNumber(raw.activationProbability);
    if (!(p >= 0 && p <= 1))
      throw new CommandError(ErrorCodes.BadValue, `activationProbability must be between 0.0 and 1.0; found ${p}`);
    return { kind: 'random', p };
  }
  throw new CommandError(
    ErrorCodes.BadValue,
    "'mode' must be one of 'off', 'alwaysOn', '{times:n}', '{skip:n}' or '{activationProbability:p}'",
  );
}

/** The data, checked field by field: the embedded server refuses what it would not honour instead of ignoring it. */
function parseData(raw: unknown): Doc {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) throw new CommandError(ErrorCodes.TypeMismatch, "the 'data' option must be a JSON object");
  for (const [k, v] of Object.entries(raw)) {
    const valid = DATA_FIELDS[k];
    if (!valid)
      throw new CommandError(
        ErrorCodes.BadValue,
        `failCommand's data field '${k}' is not supported by the embedded server`,
      );
    if (!valid(v))
      throw new CommandError(ErrorCodes.TypeMismatch, `failCommand's data field '${k}' has the wrong type`);
  }
  return raw;
}
