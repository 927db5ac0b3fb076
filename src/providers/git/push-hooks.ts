// A push's pre-receive hook, answered by the server process that serves the push. git runs the hook
// (pre-receive-hook.mjs) after it has received and checked the pushed objects, in quarantine, and before it moves
// any ref; the hook passes the ref updates and the quarantine folder here over a Unix socket and lets the push
// through only if this process says so. That is the one moment a push can be recorded somewhere other than this
// machine's disk (src/modules/repos/hosted.ts) and still be refused cleanly: nothing has changed yet, and a refusal
// reaches the pusher as `! [remote rejected] … (pre-receive hook declined)` with the server's reason above it.
//
// One socket per process, in a private temporary folder (0700) with the hook's wrapper script, made on first use.
// Each push gets a session: a random token in its child's environment names the handler that decides it, so a
// hook can only ever speak for the push it belongs to. The settings the push needs reach `git receive-pack` through
// the environment too (GIT_CONFIG_*: the hooks folder, and receive.unpackLimit=1 so the pushed objects always
// arrive as one pack, which is what gets stored).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configEnv } from './cli.js';

/** One ref update of the push: `old` is all zeros for a new ref, `new` all zeros for a deletion. */
export interface PushCommand {
  old: string;
  new: string;
  ref: string;
}

export interface PushRequest {
  commands: PushCommand[];
  /** The quarantine object folder holding the pushed objects (GIT_QUARANTINE_PATH); null when none came. */
  quarantine: string | null;
}

export interface PushVerdict {
  ok: boolean;
  /** Shown to the pusher (`remote: …`). */
  message?: string;
}

export type PushHandler = (request: PushRequest) => Promise<PushVerdict>;

export interface PushSession {
  /** For the `git http-backend` child of this push. */
  env: Record<string, string>;
  /** Ends the session: a hook that calls later is refused. */
  close(): void;
}

const HOOK_SCRIPT = fileURLToPath(new URL('./pre-receive-hook.mjs', import.meta.url));
/** What one hook may send: the ref updates of a push, one line of JSON. */
const MAX_REQUEST = 4 * 1024 * 1024;

interface Hooks {
  dir: string;
  socket: string;
  server: Server;
}

const sessions = new Map<string, PushHandler>();
let hooks: Promise<Hooks> | undefined;

function answer(socket: Socket, verdict: PushVerdict): void {
  socket.end(`${JSON.stringify(verdict)}\n`);
}

function onConnection(socket: Socket): void {
  let input = '';
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    input += chunk.toString('utf8');
    if (input.length > MAX_REQUEST) return void socket.destroy();
    const newline = input.indexOf('\n');
    if (newline === -1) return;
    socket.removeAllListeners('data');
    let request: { token?: unknown; quarantine?: unknown; commands?: unknown };
    try {
      request = JSON.parse(input.slice(0, newline));
    } catch {
      return answer(socket, { ok: false, message: 'The push could not be read; nothing was changed.' });
    }
    const handler = typeof request.token === 'string' ? sessions.get(request.token) : undefined;
    if (!handler)
      return answer(socket, {
        ok: false,
        message: 'This push is no longer expected; nothing was changed, push again.',
      });
    const commands = Array.isArray(request.commands) ? (request.commands as PushCommand[]) : [];
    const quarantine = typeof request.quarantine === 'string' ? request.quarantine : null;
    handler({ commands, quarantine }).then(
      (verdict) => answer(socket, verdict),
      () => answer(socket, { ok: false, message: 'The push could not be recorded; nothing was changed, push again.' }),
    );
  });
}

async function startHooks(): Promise<Hooks> {
  const dir = await mkdtemp(join(tmpdir(), 'git-hooks-'));
  // The hook git runs: a wrapper naming node and the script through the push's environment, so no path of this
  // machine is written into it.
  const wrapper = join(dir, 'pre-receive');
  await writeFile(wrapper, '#!/bin/sh\nexec "$STOREFRONT_PUSH_NODE" "$STOREFRONT_PUSH_HOOK"\n');
  await chmod(wrapper, 0o755);
  const socket = join(dir, 'hook.sock');
  const server = createServer(onConnection);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, () => resolve()));
  // The socket serves pushes while there are some; it keeps no process alive, and goes with the process.
  server.unref();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { dir, socket, server };
}

/** Opens a session for one push: `handler` decides it when git runs the hook. */
export async function openPushSession(handler: PushHandler): Promise<PushSession> {
  hooks ??= startHooks().catch((err: unknown) => {
    hooks = undefined;
    throw err;
  });
  const { dir, socket } = await hooks;
  const token = randomBytes(24).toString('base64url');
  sessions.set(token, handler);
  return {
    env: {
      ...configEnv({ 'core.hooksPath': dir, 'receive.unpackLimit': '1' }),
      STOREFRONT_PUSH_NODE: process.execPath,
      STOREFRONT_PUSH_HOOK: HOOK_SCRIPT,
      STOREFRONT_PUSH_SOCKET: socket,
      STOREFRONT_PUSH_TOKEN: token,
    },
    close: () => void sessions.delete(token),
  };
}
