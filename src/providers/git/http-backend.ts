// git's smart HTTP protocol, served by git itself: `git http-backend` is a CGI program, and this adapter is the
// web server side of CGI for one request. It sets the CGI variables (GIT_PROJECT_ROOT + PATH_INFO locate the
// repository; REMOTE_USER marks an authenticated user, for whom http-backend enables receive-pack), streams the
// request body into the child and the child's output back, turning its CGI header block (`Status:` and the
// entity headers, up to the blank line) into the HTTP response head.
//
// Bodies: git compresses large fetch negotiations (Content-Encoding: gzip); they are inflated here, so the child
// always reads plain protocol data, and the limit counts inflated bytes (a small gzip body cannot grow past it).
// Pushes come chunked, without Content-Length: then the child reads to end of input. Authentication, and which
// paths reach this at all, are the caller's business (src/modules/repos/routes.ts).
import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { spawnGit } from './cli.js';

export interface HttpBackendOptions {
  bin: string;
  /** GIT_PROJECT_ROOT: the folder that holds the repository. */
  projectRoot: string;
  /** PATH_INFO: `/<repository folder>/<service path>`, relative to projectRoot. */
  pathInfo: string;
  /** QUERY_STRING, without the `?`. */
  query: string;
  /** REMOTE_ADDR: the client's address, behind a trusted proxy not the TCP peer (src/http/kit/client-ip.ts). */
  remoteAddr: string | undefined;
  /** The authenticated user allowed to push, or null (then http-backend refuses receive-pack itself too). */
  remoteUser: string | null;
  /** Largest request body, inflated (413 beyond). */
  maxBodyBytes: number;
  /** The longest one request's child may run before it is killed. */
  timeLimitMs: number;
  /** Receives what the child wrote to stderr when it failed. */
  log?: (message: string) => void;
  /** More environment for the child and what it runs (a push's hook: src/providers/git/push-hooks.ts). */
  env?: Record<string, string>;
}

/** The CGI header block may not exceed this (http-backend writes a few short lines). */
const MAX_HEAD = 64 * 1024;
/** What is held back of the child's output while the request body still comes in. */
const MAX_HELD = 1024 * 1024;
/** How much of a refused body is still read so the refusal arrives (curl stops sending once it sees it). */
const DISCARD_MAX = 8 * 1024 * 1024;
/** What `Git-Protocol` may carry (`version=2`, `version=2:key=value`). */
const GIT_PROTOCOL = /^[A-Za-z0-9=:._,-]{1,256}$/;

class BodyTooLarge extends Error {}

/** Counts bytes through and fails once more than `max` have passed. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      seen += chunk.length;
      if (seen > max) done(new BodyTooLarge(`request body over ${max} bytes`));
      else done(null, chunk);
    },
  });
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${message}\n`);
}

/**
 * Reads and drops the rest of a body that will not be used, so that the answer already sent reaches the client:
 * closing a connection with unread data in it resets it, and the client (curl, under git) loses the answer. Past
 * `max` more bytes the connection is cut anyway.
 */
function discardRest(req: IncomingMessage, max: number): void {
  if (req.complete) return;
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > max) req.socket.destroy();
  });
  req.resume();
}

/** Parses a CGI header block: `Status: 200 OK` gives the status, every other line is a response header. */
function parseCgiHead(block: string): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'status') status = Number.parseInt(value, 10) || 500;
    else headers[name] = value;
  }
  return { status, headers };
}

/** Finds the blank line that ends the header block; its end offset in `buf`, or -1. */
function headEnd(buf: Buffer): number {
  const crlf = buf.indexOf('\r\n\r\n');
  const lf = buf.indexOf('\n\n');
  if (crlf === -1 && lf === -1) return -1;
  if (crlf !== -1 && (lf === -1 || crlf < lf)) return crlf + 4;
  return lf + 2;
}

/** Answers one smart-HTTP request with `git http-backend`; resolves once the response is over. */
export function serveHttpBackend(req: IncomingMessage, res: ServerResponse, opts: HttpBackendOptions): Promise<void> {
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const gzipped = encoding === 'gzip' || encoding === 'x-gzip';
  if (!gzipped && encoding !== 'identity') {
    req.resume();
    plain(res, 415, `Content-Encoding ${encoding} is not supported (gzip or none)`);
    return Promise.resolve();
  }
  const env = cgiEnvironment(req, opts, gzipped);
  return new Promise<void>((resolve) => new CgiExchange(req, res, opts, gzipped, resolve).start(env));
}

/** The CGI variables of one request, for the child. */
function cgiEnvironment(req: IncomingMessage, opts: HttpBackendOptions, gzipped: boolean): Record<string, string> {
  const env: Record<string, string> = {
    ...opts.env,
    GIT_PROJECT_ROOT: opts.projectRoot,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: opts.pathInfo,
    QUERY_STRING: opts.query,
    REQUEST_METHOD: req.method ?? 'GET',
    CONTENT_TYPE: String(req.headers['content-type'] ?? ''),
    REMOTE_ADDR: opts.remoteAddr ?? '',
  };
  // Without a length the child reads to end of input, which is what an inflated or chunked body needs.
  if (!gzipped && req.headers['content-length'] !== undefined)
    env.CONTENT_LENGTH = String(req.headers['content-length']);
  const protocol = req.headers['git-protocol'];
  if (typeof protocol === 'string' && GIT_PROTOCOL.test(protocol)) env.HTTP_GIT_PROTOCOL = protocol;
  if (opts.remoteUser) {
    env.REMOTE_USER = opts.remoteUser;
    env.AUTH_TYPE = 'Basic';
  }
  return env;
}

/**
 * One request's exchange with its `git http-backend` child: the request body into the child, the child's output
 * (the CGI head, then the body) back. The answer is held back until the request body has all gone in:
 * receive-pack writes its head before it reads the pack, and an answer already started could not turn into the
 * 413 or 400 a body refused midway needs. What the child writes meanwhile is its head, a few lines.
 */
class CgiExchange {
  private child!: ChildProcess;
  private stderr = '';
  /** The promise is resolved: nothing more is answered. */
  private settled = false;
  private childDone = false;
  private timer: NodeJS.Timeout | undefined;
  /** The child's output not yet sent. */
  private held: Buffer = Buffer.alloc(0);
  /** The request body has all gone into the child (at once for a GET or HEAD). */
  private inputDone: boolean;
  private released = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly opts: HttpBackendOptions,
    private readonly gzipped: boolean,
    private readonly resolve: () => void,
  ) {
    const method = req.method ?? 'GET';
    this.inputDone = method === 'GET' || method === 'HEAD';
  }

  start(env: Record<string, string>): void {
    this.child = spawnGit(this.opts.bin, ['http-backend'], env);
    this.timer = setTimeout(() => this.fail(504, 'git took too long'), this.opts.timeLimitMs);
    this.timer.unref();
    this.watchChild();
    this.readOutput();
    this.feedInput();
    this.child.on('close', (code) => {
      this.childDone = true;
      const stderr = this.stderr.trim();
      if (code !== 0 && stderr) this.opts.log?.(`git http-backend exited ${code}: ${stderr}`);
    });
    this.res.on('close', () => {
      // A client that walked away leaves a child nobody reads: stop it. After a complete answer the child is
      // exiting on its own (its output has ended), and a push may still be writing its last files.
      if (!this.res.writableFinished && !this.childDone) this.child.kill('SIGKILL');
      this.finish();
    });
  }

  private finish(): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve();
  }

  /** Ends the exchange early: an answer when none has started, else a cut connection. */
  private fail(status: number, message: string): void {
    if (!this.childDone) this.child.kill('SIGKILL');
    this.req.unpipe();
    if (!this.res.headersSent) {
      plain(this.res, status, message);
      discardRest(this.req, DISCARD_MAX);
    } else this.res.destroy();
  }

  private watchChild(): void {
    this.child.stderr!.on('data', (chunk: Buffer) => {
      if (this.stderr.length < 8192) this.stderr += chunk.toString('utf8');
    });
    this.child.on('error', (err) => {
      this.childDone = true;
      this.opts.log?.(`git http-backend could not start: ${err.message}`);
      this.fail(503, 'git is not available on this server');
      this.finish();
    });
    this.child.stdin!.on('error', () => {
      // The child stopped reading (it answered early or died); its exit decides the answer.
    });
  }

  private readOutput(): void {
    const stdout = this.child.stdout!;
    stdout.on('data', this.onData);
    stdout.on('end', () => {
      if (this.released || this.settled) return;
      if (headEnd(this.held) !== -1) return this.release(true);
      // No head at all: the child died before answering.
      this.opts.log?.(`git http-backend answered nothing: ${this.stderr.trim() || 'no output'}`);
      this.fail(500, 'git http-backend failed');
    });
  }

  private readonly onData = (chunk: Buffer): void => {
    this.held = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    if (headEnd(this.held) === -1 && this.held.length > MAX_HEAD)
      this.fail(502, 'git http-backend sent an unreadable answer');
    else if (this.inputDone || this.held.length > MAX_HELD) this.release();
  };

  /** Starts the answer once the head is complete and the input consumed; `ended`: the child wrote everything. */
  private release(ended = false): void {
    const { res } = this;
    if (this.released || this.settled || res.headersSent) return;
    const end = headEnd(this.held);
    if (end === -1) return;
    this.released = true;
    const stdout = this.child.stdout!;
    stdout.off('data', this.onData);
    stdout.pause();
    const { status, headers } = parseCgiHead(this.held.subarray(0, end).toString('latin1'));
    res.writeHead(status, headers);
    const rest = this.held.subarray(end);
    this.held = Buffer.alloc(0);
    if (ended) res.end(rest);
    else {
      if (rest.length) res.write(rest);
      stdout.pipe(res);
    }
  }

  /** The request body into the child, inflated when gzipped, held to maxBodyBytes. */
  private feedInput(): void {
    const { req, child } = this;
    if (this.inputDone) {
      req.resume();
      child.stdin!.end();
      return;
    }
    // The body goes through a stream of its own: a failed pipeline destroys its streams, and destroying the
    // request would cut the connection before the answer that explains the failure.
    const body = new PassThrough();
    req.pipe(body);
    req.on('aborted', () => body.destroy(new Error('client went away')));
    const limit = byteLimit(this.opts.maxBodyBytes);
    (this.gzipped ? pipeline(body, createGunzip(), limit, child.stdin!) : pipeline(body, limit, child.stdin!)).then(
      () => {
        this.inputDone = true;
        this.release();
      },
      (err: unknown) => this.inputFailed(err),
    );
  }

  private inputFailed(err: unknown): void {
    if (this.settled) return;
    const code = (err as { code?: string }).code ?? '';
    if (err instanceof BodyTooLarge)
      this.fail(413, `The push is larger than this server accepts (${this.opts.maxBodyBytes} bytes)`);
    else if (code.startsWith('Z_')) this.fail(400, 'The request body is not valid gzip');
    else if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') {
      // The child stopped reading and answers as it is.
      this.inputDone = true;
      this.release();
    } else if (!this.req.complete) this.fail(400, 'The request body ended early');
  }
}
