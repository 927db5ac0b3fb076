// The kinds of environment variable the service reads (src/kernel/config-schema.ts lists every one): how a raw
// string becomes a value, what a refusal says, and how docs/configuration.md shows the kind and the default.
//
// One grammar for every switch: on/off, true/false or 1/0, in any case. One shape for every refusal, so an operator
// finds the variable from the line alone:
//   NAME="value": must …     a value that is not of the variable's kind
//   NAME: "entry" …          one entry of a comma-separated list
//   NAME: must …             a secret (its value is never repeated on stderr) or a rule between variables

/** What a computed default may depend on: settings that come before it. */
export interface Basis {
  production: boolean;
  /** This server's own origin, from HOST and PORT. */
  origin: string;
  baseUrl: string;
}

/** A default computed from other settings, with the words the documentation shows for it. */
export class Derived<T> {
  constructor(
    readonly text: string,
    readonly from: (basis: Basis) => T,
  ) {}
}

export function derived<T>(text: string, from: (basis: Basis) => T): Derived<T> {
  return new Derived(text, from);
}

/** Why a raw value is refused: the words after the value, or after each entry of a list that is wrong. */
export class Refused {
  constructor(readonly problems: ReadonlyArray<{ words: string; entry?: string }>) {}
}

export function refuse(words: string): Refused {
  return new Refused([{ words }]);
}

/** What every variable says about itself. */
export interface Meta {
  /** The field of Config it sets, as a path (`sites.buildNetwork`). */
  feeds: string;
  /** One sentence for the documentation's table. */
  description: string;
  /** What leaving it unset means, when its default is no value. */
  unset?: string;
  /** Its value is never repeated in a refusal (credentials, keys, a URI that may carry a password). */
  secret?: boolean;
  /** The kind as the documentation shows it, where the kind's own words say too little. */
  type?: string;
}

export interface Variable<T> extends Meta {
  /** The heading it is listed under (SECTIONS in config-schema.ts); set by the group it is declared in. */
  section: string;
  type: string;
  default: T | Derived<T>;
  parse(raw: string): T | Refused;
}

/** A variable before its group names its section. */
export type Declared<T> = Omit<Variable<T>, 'section'>;

/** The value a variable yields. */
export type ValueOf<V> = V extends Declared<infer T> ? T : never;

// on/off is what the documentation and the refusal name; true/false and 1/0 are the other spellings people write.
const ON = /^(on|true|1)$/i;
const OFF = /^(off|false|0)$/i;

/** A switch: on/off, true/false or 1/0, in any case; anything else is refused. */
export function parseSwitch(raw: string): boolean | Refused {
  if (ON.test(raw)) return true;
  if (OFF.test(raw)) return false;
  return refuse('must be on or off');
}

export function flag(o: Meta & { default: boolean | Derived<boolean> }): Declared<boolean> {
  return { ...o, type: o.type ?? '`on` / `off`', parse: parseSwitch };
}

interface IntegerOptions extends Meta {
  min: number;
  max: number;
}

export function integer(o: IntegerOptions & { default: number | Derived<number> }): Declared<number>;
export function integer(o: IntegerOptions): Declared<number | undefined>;
export function integer(o: IntegerOptions & { default?: number | Derived<number> }): Declared<number | undefined> {
  const { min, max } = o;
  return {
    ...o,
    type: o.type ?? `integer, ${min} to ${max}`,
    default: o.default,
    parse: (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n >= min && n <= max ? n : refuse(`must be an integer from ${min} to ${max}`);
    },
  };
}

/** An absolute http(s) URL, kept without trailing slashes so paths can be appended to it. */
export function url(o: Meta & { default: string | Derived<string> }): Declared<string>;
export function url(o: Meta): Declared<string | undefined>;
export function url(o: Meta & { default?: string | Derived<string> }): Declared<string | undefined> {
  return {
    ...o,
    type: o.type ?? 'http(s) URL',
    default: o.default,
    parse: (raw) => (isHttpUrl(raw) ? raw.replace(/\/+$/, '') : refuse('must be an absolute http(s) URL')),
  };
}

function isHttpUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `a`, `b` and `c` → "a, b or c". */
export function alternatives(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** One of a few words, exactly as written. */
export function oneOf<const V extends readonly string[]>(
  values: V,
  o: Meta & { default: V[number] },
): Declared<V[number]> {
  return {
    ...o,
    type: o.type ?? values.map((v) => `\`${v}\``).join(', '),
    parse: (raw) => (values.includes(raw) ? (raw as V[number]) : refuse(`must be ${alternatives(values)}`)),
  };
}

interface TextOptions extends Meta {
  /** The value kept (a lower-cased host, a resolved path); the raw value when absent. */
  normalise?: (raw: string) => string;
  /** The words of a refusal when the normalised value is not acceptable. */
  check?: (value: string) => string | undefined;
}

/** Free text, optionally normalised and checked; unset or empty gives the default. */
export function text(o: TextOptions & { default: string | Derived<string> }): Declared<string>;
export function text(o: TextOptions & { default: null | Derived<string | null> }): Declared<string | null>;
export function text(o: TextOptions): Declared<string | undefined>;
export function text(
  o: TextOptions & { default?: string | null | Derived<string | null> },
): Declared<string | null | undefined> {
  return {
    ...o,
    type: o.type ?? 'text',
    default: o.default,
    parse: (raw) => {
      const value = o.normalise ? o.normalise(raw) : raw;
      const words = o.check?.(value);
      return words ? refuse(words) : value;
    },
  };
}

/** The comma-separated entries of a value, trimmed, empty ones dropped. */
export function entries(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

interface ListOptions extends Meta {
  /** An entry's value, or the words after the quoted entry saying what is wrong with it (`must be …`). */
  entry: (item: string) => string | { wrong: string };
}

/** A comma-separated list; every wrong entry is refused, not only the first. Unset: empty, or null when so declared. */
export function list(o: ListOptions & { default: null }): Declared<string[] | null>;
export function list(o: ListOptions): Declared<string[]>;
export function list(o: ListOptions & { default?: null }): Declared<string[] | null> {
  return {
    ...o,
    type: o.type ?? 'comma-separated list',
    default: o.default === null ? null : [],
    parse: (raw) => {
      const values: string[] = [];
      const problems: { words: string; entry: string }[] = [];
      for (const item of entries(raw)) {
        const v = o.entry(item);
        if (typeof v === 'string') values.push(v);
        else problems.push({ words: v.wrong, entry: item });
      }
      return problems.length ? new Refused(problems) : values;
    },
  };
}

/** A kind of its own: the parser and the type's words are given. */
export function custom<T>(o: Meta & { type: string; default: T; parse: (raw: string) => T | Refused }): Declared<T> {
  return o;
}

/** The line of a refusal, in the one shape for all (the head of this file). */
export function refusalLine(name: string, raw: string, secret: boolean, p: { words: string; entry?: string }): string {
  if (p.entry !== undefined) return `${name}: ${JSON.stringify(p.entry)} ${p.words}`;
  return secret ? `${name}: ${p.words}` : `${name}=${JSON.stringify(raw)}: ${p.words}`;
}

/** The default as the documentation shows it. */
export function defaultText(v: Pick<Variable<unknown>, 'default' | 'unset'>): string {
  const d = v.default;
  if (d instanceof Derived) return d.text;
  if (typeof d === 'boolean') return d ? '`on`' : '`off`';
  if (typeof d === 'number' || (typeof d === 'string' && d !== '')) return `\`${d}\``;
  return v.unset ?? '(unset)';
}
