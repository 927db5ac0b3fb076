// Questions to a person, on stderr, with @clack/prompts. A run that cannot ask (JSON mode, or stdin not a
// terminal) never hangs waiting: a confirmation is taken from --yes / CIMPLIFY_YES or refused with
// INTERACTIVE_REQUIRED (exit 7), naming the flag; an answer of no, Escape or Ctrl-C is ABORTED (exit 3).
// @clack/prompts is loaded when a question is asked: it is a third of the CLI's start-up, and most runs ask nothing.
import type { Cli } from './context.js';
import { CliError } from './errors.js';

/** One word as a POSIX shell reads it: as it is when it can be, else single-quoted. */
export const shellWord = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/**
 * `cimplify` and these words, ready to paste into a shell (a remediation that repeats the command line), with an
 * API key given as --api-key left as the placeholder `<key>`: a remediation never carries a secret.
 */
export function commandLine(argv: string[]): string {
  const words = ['cimplify'];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--api-key' && i + 1 < argv.length) {
      words.push('--api-key', '<key>');
      i++;
    } else if (a.startsWith('--api-key=')) words.push('--api-key=<key>');
    else words.push(shellWord(a));
  }
  return words.join(' ');
}

/** The command line as typed, with --yes added: the literal next command of an INTERACTIVE_REQUIRED. */
export const withYes = (argv: string[]): string => commandLine([...argv, '--yes']);

function canAsk(cli: Cli): boolean {
  return !cli.flags.json && Boolean(process.stdin.isTTY) && Boolean(process.stderr.isTTY);
}

const aborted = () => new CliError('ABORTED', 'Aborted: nothing was changed');

/** Asks before a change that cannot be undone; true or throws. */
export async function confirmOrAbort(cli: Cli, message: string, argv: string[]): Promise<void> {
  if (cli.flags.yes) return;
  if (!canAsk(cli))
    throw new CliError(
      'INTERACTIVE_REQUIRED',
      `${message} Confirmation needed, and this run cannot ask (no terminal, or --json)`,
      withYes(argv),
    );
  const { confirm, isCancel } = await import('@clack/prompts');
  const answer = await confirm({ message, initialValue: false, output: process.stderr });
  if (isCancel(answer) || answer !== true) throw aborted();
}

/** A secret typed by a person, masked; `why` says what to pass instead when no one can type it. */
export async function askSecret(cli: Cli, message: string, instead: string): Promise<string> {
  if (!canAsk(cli))
    throw new CliError(
      'INTERACTIVE_REQUIRED',
      `${message}: no terminal to ask on${cli.flags.json ? ' (--json)' : ''}`,
      instead,
    );
  const { password, isCancel } = await import('@clack/prompts');
  const answer = await password({
    message,
    mask: '•',
    output: process.stderr,
    validate: (v) => (v ? undefined : 'Required'),
  });
  if (isCancel(answer)) throw aborted();
  return answer;
}

/** One of `options`, chosen by a person; `instead` names the flag that chooses without asking. */
export async function choose<T extends string>(
  cli: Cli,
  message: string,
  options: { value: T; label: string; hint?: string }[],
  instead: string,
): Promise<T> {
  if (!canAsk(cli))
    throw new CliError(
      'INTERACTIVE_REQUIRED',
      `${message}: no terminal to ask on${cli.flags.json ? ' (--json)' : ''}`,
      instead,
    );
  const { select, isCancel } = await import('@clack/prompts');
  const answer = await select<T>({ message, options: options as never, output: process.stderr });
  if (isCancel(answer)) throw aborted();
  return answer as T;
}

/** All of stdin, when it is piped (a value given as `… | cimplify env set KEY`). */
export async function readPipedStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
