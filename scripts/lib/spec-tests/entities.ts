// The entity map of one test: clients (each recording the command events it observes), databases, collections,
// sessions, cursors and saved results, created from the file's createEntities and the createEntities operation.
import {
  BSON,
  MongoClient,
  ReadPreference,
  type AbstractCursor,
  type ClientSession,
  type Collection,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
  type ReadPreferenceMode,
} from 'mongodb';
import { isDocument } from './match.js';
import { SkipTest, type Doc } from './types.js';

export type CommandEventType = 'commandStartedEvent' | 'commandSucceededEvent' | 'commandFailedEvent';

export interface ObservedEvent {
  type: CommandEventType;
  commandName: string;
  databaseName: string;
  command?: Doc;
  reply?: Doc;
  failure?: unknown;
  serviceId?: unknown;
  serverConnectionId?: unknown;
}

export interface ClientEntity {
  kind: 'client';
  client: MongoClient;
  events: ObservedEvent[];
  /** Events are recorded only while the test's operations run. */
  listening: boolean;
  checkedOut: number;
  /** Every logical session id the client sent, observed or not: what the test's end may have to end on the server. */
  lsids: Map<string, unknown>;
}

export type Entity =
  | ClientEntity
  | { kind: 'database'; db: Db; client: ClientEntity }
  | { kind: 'collection'; collection: Collection; client: ClientEntity }
  | { kind: 'session'; session: ClientSession; lsid: unknown; client: ClientEntity }
  | { kind: 'cursor'; cursor: AbstractCursor }
  | { kind: 'value'; value: unknown };

export type EntityKind = Entity['kind'];

export class Entities {
  private readonly map = new Map<string, Entity>();

  add(name: string, entity: Entity): void {
    if (this.map.has(name)) throw new Error(`entity ${name} is already defined`);
    this.map.set(name, entity);
  }

  get(name: string): Entity {
    const e = this.map.get(name);
    if (!e) throw new Error(`entity ${name} is not defined`);
    return e;
  }

  of<K extends EntityKind>(name: string, kind: K): Extract<Entity, { kind: K }> {
    const e = this.get(name);
    if (e.kind !== kind) throw new Error(`entity ${name} is a ${e.kind}, not a ${kind}`);
    return e as Extract<Entity, { kind: K }>;
  }

  all(): Entity[] {
    return [...this.map.values()];
  }
}

const SUPPORTED_EVENTS = new Set<string>(['commandStartedEvent', 'commandSucceededEvent', 'commandFailedEvent']);
/** Commands whose events the command monitoring spec says carry secrets, never observed here. */
const SENSITIVE = new Set([
  'authenticate',
  'saslstart',
  'saslcontinue',
  'getnonce',
  'createuser',
  'updateuser',
  'copydbgetnonce',
  'copydbsaslstart',
  'copydb',
]);

/** Creates one entity definition (`{ client: {...} }`, `{ session: {...} }`, ...) into the map. */
export async function createEntity(def: Doc, entities: Entities, baseUri: string): Promise<void> {
  const [type] = Object.keys(def);
  const spec = def[type] as Doc;
  const id = spec.id as string;
  switch (type) {
    case 'client':
      return entities.add(id, createClient(spec, baseUri));
    case 'database': {
      const client = entities.of(spec.client as string, 'client');
      return entities.add(id, {
        kind: 'database',
        db: client.client.db(spec.databaseName as string, concerns(spec.databaseOptions as Doc)),
        client,
      });
    }
    case 'collection': {
      const database = entities.of(spec.database as string, 'database');
      const collection = database.db.collection(spec.collectionName as string, concerns(spec.collectionOptions as Doc));
      return entities.add(id, { kind: 'collection', collection, client: database.client });
    }
    case 'session': {
      const client = entities.of(spec.client as string, 'client');
      const session = client.client.startSession(sessionOptions(spec.sessionOptions as Doc | undefined));
      return entities.add(id, { kind: 'session', session, lsid: session.id, client });
    }
    default:
      throw new SkipTest(`entity type ${type} not implemented by the runner`);
  }
}

function createClient(spec: Doc, baseUri: string): ClientEntity {
  for (const key of ['autoEncryptOpts', 'observeLogMessages', 'observeTracingMessages', 'awaitMinPoolSizeMS']) {
    if (spec[key] !== undefined) throw new SkipTest(`client option ${key} not implemented by the runner`);
  }
  const observe = new Set((spec.observeEvents as string[] | undefined) ?? []);
  for (const t of observe) {
    if (!SUPPORTED_EVENTS.has(t)) throw new SkipTest(`observing ${t} not implemented by the runner`);
  }
  const uriOptions = (spec.uriOptions as Doc | undefined) ?? {};
  // The Node driver's connect() waits for a server its read preference accepts; a one-member replica set has none
  // for `secondary`, so such a client never gets to send a command.
  if (String(uriOptions.readPreference).toLowerCase() === 'secondary') {
    throw new SkipTest('client with readPreference secondary: a one-member replica set has no secondary');
  }
  const client = new MongoClient(clientUri(baseUri, uriOptions), {
    monitorCommands: true,
    // A wrong answer should fail a test in seconds, not after the driver's 30 s default.
    ...('serverSelectionTimeoutMS' in uriOptions ? {} : { serverSelectionTimeoutMS: 10_000 }),
    ...(spec.serverApi
      ? { serverApi: spec.serverApi as { version: '1'; strict?: boolean; deprecationErrors?: boolean } }
      : {}),
  });
  const entity: ClientEntity = { kind: 'client', client, events: [], listening: true, checkedOut: 0, lsids: new Map() };
  watchCommands(entity, observe, ignoredCommands(spec));
  client.on('connectionCheckedOut', () => entity.checkedOut++);
  client.on('connectionCheckedIn', () => entity.checkedOut--);
  // Not connected here: connect() selects a server by the client's read preference, which a test may set to one
  // the deployment does not have (secondary). The driver connects on the first operation.
  return entity;
}

function ignoredCommands(spec: Doc): (name: string, command?: Doc) => boolean {
  const ignored = new Set(
    ((spec.ignoreCommandMonitoringEvents as string[] | undefined) ?? []).map((n) => n.toLowerCase()),
  );
  const sensitiveToo = spec.observeSensitiveCommands !== true;
  return (name, command) => {
    const n = name.toLowerCase();
    if (n === 'configurefailpoint' || ignored.has(n)) return true;
    if (!sensitiveToo) return false;
    // hello is sensitive when it authenticates; the driver then redacts it to an empty document.
    if (
      (n === 'hello' || n === 'ismaster') &&
      command &&
      (command.speculativeAuthenticate || Object.keys(command).length === 0)
    )
      return true;
    return SENSITIVE.has(n);
  };
}

function watchCommands(
  entity: ClientEntity,
  observe: Set<string>,
  ignored: (name: string, command?: Doc) => boolean,
): void {
  // A command's started event decides for its succeeded/failed events too (their reply does not say what it was).
  const skipped = new Set<number>();
  const record = (
    type: CommandEventType,
    e: CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent,
    extra: Partial<ObservedEvent>,
  ) => {
    if (!entity.listening || !observe.has(type)) return;
    entity.events.push({
      type,
      commandName: e.commandName,
      databaseName: e.databaseName,
      serviceId: e.serviceId,
      serverConnectionId: e.serverConnectionId,
      ...extra,
    });
  };
  entity.client.on('commandStarted', (e) => {
    if (e.command.lsid) entity.lsids.set(BSON.EJSON.stringify(e.command.lsid as Doc), e.command.lsid);
    if (ignored(e.commandName, e.command)) return void skipped.add(e.requestId);
    record('commandStartedEvent', e, { command: e.command });
  });
  entity.client.on('commandSucceeded', (e) => {
    if (skipped.delete(e.requestId) || ignored(e.commandName)) return;
    record('commandSucceededEvent', e, { reply: e.reply as Doc });
  });
  entity.client.on('commandFailed', (e) => {
    if (skipped.delete(e.requestId) || ignored(e.commandName)) return;
    record('commandFailedEvent', e, { failure: e.failure });
  });
}

/** The suite's connection string with a client's uriOptions laid over it. */
export function clientUri(baseUri: string, uriOptions: Doc): string {
  const url = new URL(baseUri);
  for (const [key, value] of Object.entries(uriOptions)) {
    if (isDocument(value) && '$$placeholder' in value)
      throw new SkipTest(`uriOptions placeholder for ${key} not implemented by the runner`);
    if (Array.isArray(value)) {
      url.searchParams.delete(key);
      for (const v of value) url.searchParams.append(key, uriValue(v));
    } else {
      url.searchParams.set(key, uriValue(value));
    }
  }
  return url.toString();
}

function uriValue(v: unknown): string {
  if (isDocument(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}:${String(x)}`)
      .join(',');
  return String(v);
}

// ---------------------------------------------------------------------------------------- common options

export function readPreferenceOf(v: unknown): ReadPreference {
  const rp = v as { mode: string; tagSets?: Doc[]; maxStalenessSeconds?: number; hedge?: Doc };
  const mode = (rp.mode.charAt(0).toLowerCase() + rp.mode.slice(1)) as ReadPreferenceMode;
  return new ReadPreference(mode, rp.tagSets as never, {
    maxStalenessSeconds: rp.maxStalenessSeconds,
    hedge: rp.hedge,
  });
}

export function writeConcernOf(v: unknown): Doc {
  const wc = v as { w?: unknown; journal?: boolean; wtimeoutMS?: number };
  const out: Doc = {};
  if (wc.w !== undefined) out.w = wc.w;
  if (wc.journal !== undefined) out.journal = wc.journal;
  if (wc.wtimeoutMS !== undefined) out.wtimeoutMS = wc.wtimeoutMS;
  return out;
}

/** readConcern / writeConcern / readPreference as the driver takes them; other options unchanged. */
export function concerns(options: Doc | undefined): Doc {
  if (!options) return {};
  const out: Doc = { ...options };
  if (options.readPreference) out.readPreference = readPreferenceOf(options.readPreference);
  if (options.writeConcern) out.writeConcern = writeConcernOf(options.writeConcern);
  return out;
}

function sessionOptions(options: Doc | undefined): Doc {
  if (!options) return {};
  const out: Doc = { ...options };
  if (options.defaultTransactionOptions)
    out.defaultTransactionOptions = concerns(options.defaultTransactionOptions as Doc);
  if (options.snapshotTime !== undefined)
    throw new SkipTest('sessionOptions.snapshotTime not implemented by the runner');
  return out;
}
