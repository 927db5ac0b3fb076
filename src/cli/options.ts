// Option values the commands share, checked as commander parses them: a refused value is INVALID_INPUT naming the
// flag and what it takes, before any request is made.
import type { PlatformEnvScope } from '../../generated/sdk/platform/index.js';
import { CliError } from './errors.js';

/** `--<name> <n>`: a whole number from `min` to `max`. */
export const wholeNumber = (name: string, min: number, max: number) => (v: string) => {
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || n < min || n > max)
    throw new CliError('INVALID_INPUT', `--${name}: a whole number from ${min} to ${max}, not "${v}"`);
  return n;
};

/** `--<name> <value>`: one of `values` (two: "a or b"). */
export const oneOf =
  <V extends string>(name: string, values: readonly [V, V]) =>
  (v: string): V => {
    if (!(values as readonly string[]).includes(v))
      throw new CliError('INVALID_INPUT', `--${name}: ${values.join(' or ')}, not "${v}"`);
    return v as V;
  };

/** `--scope`: production or preview (`both` says what leaving it out means, for the commands where it means both). */
export const envScope =
  (leftOut?: string) =>
  (v: string): PlatformEnvScope => {
    if (v !== 'production' && v !== 'preview')
      throw new CliError(
        'INVALID_INPUT',
        `--scope: production or preview, not "${v}"${leftOut ? ` (${leftOut})` : ''}`,
      );
    return v;
  };
