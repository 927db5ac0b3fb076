// Files a command reads as JSON (a catalogue document, a fixtures file): read and parsed here, before any request,
// so a typo in the file's name or its JSON needs no network and is named plainly.
import { readFile } from 'node:fs/promises';
import { CliError } from './errors.js';

/**
 * A JSON.parse failure for people: line and column when Node gives a position ("… in JSON at position N"), and the
 * reason without the excerpt of the file Node quotes for some ("Unexpected token '}', \"…\" is not valid JSON").
 */
function syntaxError(text: string, message: string): string {
  const at = /\s+in JSON at position (\d+)/.exec(message);
  const reason = message
    .replace(/\s+in JSON at position \d+.*$/s, '')
    .replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '');
  if (!at) return `: ${reason}`;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  return ` at line ${line}, column ${before.length - before.lastIndexOf('\n')}: ${reason}`;
}

/** The file's text and its JSON value: a missing file is NOT_FOUND, an unreadable one or bad JSON INVALID_INPUT. */
export async function readJsonFile(file: string): Promise<{ text: string; value: unknown }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? 'NOT_FOUND' : 'INVALID_INPUT',
      `${file}: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    );
  }
  try {
    return { text, value: JSON.parse(text) };
  } catch (err) {
    throw new CliError('INVALID_INPUT', `${file} is not valid JSON${syntaxError(text, (err as Error).message)}`);
  }
}
