// Where a command's words go. Data on stdout: in JSON mode exactly one envelope, `{ ok: true, data }` or
// `{ ok: false, error: { code, message, remediation? } }`; for people, tables and key/value lines. Progress, logs
// and prompts on stderr, so `cimplify … --json | jq` and `cimplify … > file` see data only. Colours only on a TTY,
// never with NO_COLOR (https://no-color.org) or in JSON mode.
//
// Every line written passes through redact(): the API key in use, minted clone URLs and env values read for a
// command are registered as secrets and replaced wherever they would appear (an error message from git that quotes
// its remote, a server message quoting input). A command that exists to show a secret once (keys create) hands it
// to result() as data, which is not scrubbed.
import Table from 'cli-table3';
import pc from 'picocolors';
import type { CliError } from './errors.js';

export type Colors = ReturnType<typeof pc.createColors>;

const secrets = new Set<string>();

/** Registers a value that must never be printed (strings shorter than 8 characters are not worth matching). */
export function addSecret(value: string | undefined): void {
  if (value && value.length >= 8) secrets.add(value);
}

export function redact(text: string): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('[redacted]');
  return out;
}

export interface OutputOptions {
  json: boolean;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
  env?: NodeJS.ProcessEnv;
}

export class Output {
  readonly json: boolean;
  /** Colours for stdout and stderr (each decided by its own stream). */
  readonly c: Colors;
  readonly ce: Colors;
  private readonly stdout: NodeJS.WriteStream;
  private readonly stderr: NodeJS.WriteStream;
  private answered = false;

  constructor(opts: OutputOptions) {
    this.json = opts.json;
    this.stdout = opts.stdout ?? process.stdout;
    this.stderr = opts.stderr ?? process.stderr;
    const env = opts.env ?? process.env;
    const colour = (s: NodeJS.WriteStream) =>
      !this.json && Boolean(s.isTTY) && !('NO_COLOR' in env && env.NO_COLOR !== '') && env.TERM !== 'dumb';
    this.c = pc.createColors(colour(this.stdout));
    this.ce = pc.createColors(colour(this.stderr));
  }

  /** Whether stderr is a terminal a person watches (spinners, live progress). */
  get interactive(): boolean {
    return Boolean(this.stderr.isTTY) && !this.json;
  }

  /** The command's data: the envelope in JSON mode, else what `human` renders (nothing when it returns nothing). */
  result<T>(data: T, human?: (data: T, c: Colors) => string | undefined): void {
    this.answered = true;
    if (this.json) {
      this.stdout.write(`${JSON.stringify({ ok: true, data })}\n`);
      return;
    }
    const text = human ? human(data, this.c) : JSON.stringify(data, null, 2);
    if (text) this.stdout.write(`${redact(text).replace(/\n?$/, '\n')}`);
  }

  fail(err: CliError): void {
    if (this.answered) {
      // A command that already printed its data and then failed (rare: a follow-up step) still says so on stderr.
      this.stderr.write(`${redact(`Error: ${err.message}`)}\n`);
      return;
    }
    this.answered = true;
    const error = {
      code: err.code,
      message: redact(err.message),
      ...(err.remediation ? { remediation: redact(err.remediation) } : {}),
    };
    if (this.json) {
      this.stdout.write(`${JSON.stringify({ ok: false, error })}\n`);
      return;
    }
    const c = this.ce;
    this.stderr.write(`${c.red(c.bold('Error:'))} ${error.message}${error.code ? c.dim(` (${error.code})`) : ''}\n`);
    if (error.remediation) this.stderr.write(`${c.dim('Next:')} ${error.remediation}\n`);
  }

  /** A line of progress or log on stderr (both modes: JSON mode keeps stdout for the envelope alone). */
  info(text: string): void {
    this.stderr.write(`${redact(text)}\n`);
  }

  /** Raw text on stderr (live logs beside a command's own result, as `deploy` follows its build), scrubbed. */
  log(text: string): void {
    this.stderr.write(redact(text));
  }

  /**
   * Raw data on stdout as it comes, scrubbed: what a command prints before it ends (`logs --follow`), for people
   * only (JSON mode keeps stdout for the one envelope).
   */
  stream(text: string): void {
    if (!this.json) this.stdout.write(redact(text));
  }

  get stderrStream(): NodeJS.WriteStream {
    return this.stderr;
  }
}

/** A table for people: a header row and one row per item. */
export function table(head: string[], rows: (string | number | null | undefined)[][], c: Colors): string {
  const t = new Table({
    head: head.map((h) => c.bold(h)),
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const r of rows) t.push(r.map((v) => (v === null || v === undefined ? c.dim('—') : String(v))));
  return t.toString();
}

/** Key/value lines for one object. */
export function fields(pairs: [string, unknown][], c: Colors): string {
  const width = Math.max(...pairs.map(([k]) => k.length));
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the callers' values are strings and numbers
  const shown = (v: unknown) => (v === null || v === undefined || v === '' ? c.dim('—') : String(v));
  return pairs.map(([k, v]) => `${c.dim(k.padEnd(width))}  ${shown(v)}`).join('\n');
}
