// A real terminal for the CLI's interactive paths: tmux runs the command in a detached session of a given size (a
// pty, so stdin and stderr are TTYs and @clack/prompts asks), the test types with send-keys and reads the screen with
// capture-pane. Every session lives on a tmux server of this process's own (-L, no configuration file), so a test never
// touches a person's tmux, and close() kills that server whatever state the sessions are in.
//
//   const terms = terminals();                                          test.after: await terms.close()
//   const t = await terms.start([process.execPath, BIN, 'login'], { cwd, env });
//   await t.waitFor('API key'); await t.type(key); await t.press('Enter');
//   assert.is(await t.exitCode(), 0);
//
// The command is the pane's own process (no shell around it), as a program typed at a prompt would be: Ctrl-C reaches
// it alone, and a pane kept after it ends (remain-on-exit) gives its exit status. Everything the program wrote to the
// terminal, erased or not, is kept too (pipe-pane): a secret that was drawn and then erased still shows in it.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TerminalOptions {
  cwd: string;
  /** The whole environment of the command (nothing of this process's is added). */
  env: Record<string, string>;
  /** Columns and rows (default 100 × 30). */
  width?: number;
  height?: number;
}

export interface Terminal {
  readonly name: string;
  /** Types `text` as it is (no key names). */
  type(text: string): Promise<void>;
  /** Presses keys by tmux's names: 'Enter', 'Down', 'C-c', 'y'. */
  press(...keys: string[]): Promise<void>;
  /** The screen and what scrolled off it, as text (no colours), without trailing blanks. */
  screen(): Promise<string>;
  /** Every byte the program wrote to the terminal so far, escape sequences included. */
  transcript(): Promise<string>;
  /** Polls the screen until it matches; answers it, or throws with the screen once `ms` have passed. */
  waitFor(pattern: string | RegExp, ms?: number): Promise<string>;
  /** Waits for the command to end; its exit code (128 + n when a signal n ended it). */
  exitCode(ms?: number): Promise<number>;
  kill(): Promise<void>;
}

export interface Terminals {
  start(argv: string[], opts: TerminalOptions): Promise<Terminal>;
  /** Kills every session started so far (a test's own, at its end, passed or failed). */
  killAll(): Promise<void>;
  /** Kills every session and the tmux server, and removes the transcripts. */
  close(): Promise<void>;
}

const POLL_MS = 50;
const WAIT_MS = 20_000;

const matches = (text: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function terminals(): Terminals {
  const socket = `cimplify-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  let dir: Promise<string> | undefined;
  let count = 0;
  /** The server's socket file, which tmux leaves behind when it exits. */
  let socketPath: string | undefined;
  const live = new Set<string>();
  // A file that ends without its after hooks (process.exit on a crash) still takes its server down with it.
  const onExit = () => void spawnSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore', timeout: 5_000 });
  process.once('exit', onExit);

  const tmux = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      execFile('tmux', ['-L', socket, '-f', '/dev/null', ...args], { timeout: 10_000 }, (err, stdout, stderr) => {
        if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT')
          reject(new Error('tmux is not installed (npm test installs it: scripts/ensure-debian-package.sh tmux tmux)'));
        else if (err) reject(new Error(`tmux ${args[0]}: ${stderr.trim() || err.message}`));
        else resolve(stdout);
      });
    });

  async function start(argv: string[], opts: TerminalOptions): Promise<Terminal> {
    dir ??= mkdtemp(join(tmpdir(), 'cimplify-tty-'));
    const name = `t${++count}`;
    const log = join(await dir, `${name}.log`);
    const env = Object.entries(opts.env).map(([k, v]) => `${k}=${v}`);
    live.add(name);
    // One tmux command line: the pane is kept and piped before the server next looks at its children, so even a
    // command that ends at once leaves its status and its output.
    await tmux(
      'new-session',
      '-d',
      '-s',
      name,
      '-x',
      String(opts.width ?? 100),
      '-y',
      String(opts.height ?? 30),
      '-c',
      opts.cwd,
      'env',
      '-i',
      ...env,
      ...argv,
      ';',
      'set-option',
      '-w',
      '-t',
      name,
      'remain-on-exit',
      'on',
      ';',
      'pipe-pane',
      '-t',
      name,
      `cat >> ${quote(log)}`,
    );
    const target = `${name}:0.0`;
    socketPath ??= (await tmux('display-message', '-p', '-t', target, '#{socket_path}')).trim();

    const status = async () => {
      const [dead, code, signal, server] = (
        await tmux('display-message', '-p', '-t', target, '#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}:#{pid}')
      )
        .trim()
        .split(':');
      if (dead !== '1') return undefined;
      if (code || signal) return signal ? 128 + Number(signal) : Number(code);
      // The terminal closed, and the server has not collected the exit status yet: with libutempter (Debian's tmux)
      // a SIGCHLD that arrives while utempter has its own handler in is lost for good, the command left a zombie
      // (tmux issue 311). Another SIGCHLD makes the server reap it.
      process.kill(Number(server), 'SIGCHLD');
      return undefined;
    };
    const screen = async () =>
      (await tmux('capture-pane', '-p', '-J', '-S', '-', '-E', '-', '-t', target))
        .split('\n')
        .map((l) => l.trimEnd())
        .join('\n')
        .trimEnd();

    return {
      name,
      type: async (text) => void (await tmux('send-keys', '-t', target, '-l', text)),
      press: async (...keys) => void (await tmux('send-keys', '-t', target, ...keys)),
      screen,
      transcript: () => readFile(log, 'utf8').catch(() => ''),
      async waitFor(pattern, ms = WAIT_MS) {
        const end = Date.now() + ms;
        for (;;) {
          const text = await screen();
          if (matches(text, pattern)) return text;
          if (Date.now() > end) throw new Error(`the terminal did not show ${pattern} within ${ms} ms:\n${text}`);
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      },
      async exitCode(ms = WAIT_MS) {
        const end = Date.now() + ms;
        for (;;) {
          const code = await status();
          if (code !== undefined) return code;
          if (Date.now() > end)
            throw new Error(`the command in the terminal did not end within ${ms} ms:\n${await screen()}`);
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      },
      async kill() {
        live.delete(name);
        await tmux('kill-session', '-t', name).catch(() => undefined);
      },
    };
  }

  const killAll = async () => {
    for (const name of [...live]) await tmux('kill-session', '-t', name).catch(() => undefined);
    live.clear();
  };
  return {
    start,
    killAll,
    async close() {
      await killAll();
      await tmux('kill-server').catch(() => undefined);
      process.off('exit', onExit);
      if (socketPath) await rm(socketPath, { force: true });
      if (dir) await rm(await dir, { recursive: true, force: true });
    },
  };
}
