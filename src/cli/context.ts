// What every command runs with: the output, the global flags, the environment, and (on first use) the credentials
// and a client of the platform API: the generated SDK (generated/sdk/platform), so the CLI speaks the contract.
import type { Command } from 'commander';
import { createClient, type Client } from '../../generated/sdk/platform/client/index.js';
import { getKeyWhoami, type PlatformWhoami } from '../../generated/sdk/platform/index.js';
import { configPath, DEFAULT_API_URL, profileName, readConfig, type ConfigFile, type Profile } from './config.js';
import { CliError, codeForApi, notLoggedIn } from './errors.js';
import { addSecret, type Output } from './output.js';

export interface GlobalFlags {
  json: boolean;
  yes: boolean;
  profile?: string;
  apiKey?: string;
  apiUrl?: string;
}

/** What a command group's registration gets: the run's Cli for a command, and the command line as typed. */
export interface CommandContext {
  cliOf(cmd: Command): Cli;
  argv: string[];
}

export interface Credentials {
  profile: string;
  apiUrl: string;
  apiKey: string;
  businessId: string;
  keyId: string;
}

export interface Cli {
  out: Output;
  flags: GlobalFlags;
  env: NodeJS.ProcessEnv;
  cwd: string;
  configPath: string;
  config(): Promise<ConfigFile>;
  /** The credentials of this run, or NOT_LOGGED_IN; the business of a key given by flag or environment is asked. */
  credentials(): Promise<Credentials>;
  /** A platform API client with this run's credentials, and the business it acts for. */
  api(): Promise<{ client: Client; businessId: string; creds: Credentials }>;
}

/** A platform client for `apiUrl` presenting `apiKey`. */
export function platformClient(apiUrl: string, apiKey: string): Client {
  return createClient({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    auth: () => apiKey,
    headers: { 'user-agent': `cimplify-cli (node ${process.version})` },
  });
}

interface SdkResult<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

/** The next step of a NETWORK_ERROR: the service's liveness route (GET /healthz), which answers without a key. */
export const healthHint = (apiUrl: string) =>
  `Check the URL (--api-url or CIMPLIFY_API_URL) and that the service is running: curl ${apiUrl.replace(/\/+$/, '')}/healthz`;

/**
 * What a command calls the fields of its request: `{ 'body.name': '<name>', 'body.slug': '--slug' }`. The API names
 * a refused field as the request holds it (`body.name: must NOT have …`); a person typed an argument or a flag. A
 * function is given the rest of the field's path (`.1` of `body.scopes.1`), for a list a flag was repeated into.
 */
export type FieldWords = Record<string, string | ((rest: string) => string)>;

/**
 * A validation message in the words of the command line: its leading field named by `words` when they name it,
 * else without the request part it is in (`body.`, `query.`, `path.`), which no one typed.
 */
export function inWords(message: string, words: FieldWords = {}): string {
  const field = /^((?:body|query|path)(?:\.[\w-]+)*)(?=:)/.exec(message)?.[1];
  if (!field) return message;
  // The longest request field the command names that the message's field is, or is inside of.
  const named = Object.keys(words)
    .filter((k) => field === k || field.startsWith(`${k}.`))
    .sort((a, b) => b.length - a.length)[0];
  const word = named === undefined ? undefined : words[named];
  const rest = named === undefined ? '' : field.slice(named.length);
  const said =
    typeof word === 'function'
      ? word(rest)
      : word !== undefined
        ? `${word}${rest}`
        : field.replace(/^(?:body|query|path)\.?/, '') || 'the request';
  return `${said}${message.slice(field.length)}`;
}

/**
 * The answer of one SDK call, or the failure as a CliError: the API's envelope mapped to the CLI's codes, a
 * connection failure as NETWORK_ERROR, a refused value said of the flag or argument that gave it (`words`).
 * `apiUrl` is for the messages (it is no secret; the key is).
 */
export async function call<T>(apiUrl: string, request: Promise<SdkResult<T>>, words?: FieldWords): Promise<T> {
  let result: SdkResult<T>;
  const unreachable = (err: unknown) => {
    const reason = (err as { cause?: { code?: string } } | undefined)?.cause;
    return new CliError(
      'NETWORK_ERROR',
      `Cannot reach the API at ${apiUrl}${reason?.code ? ` (${reason.code})` : ''}`,
      healthHint(apiUrl),
    );
  };
  try {
    result = await request;
  } catch (err) {
    throw unreachable(err);
  }
  // The SDK's client answers a failed fetch (no response at all) as an error without a response.
  if (!result.response) throw unreachable(result.error);
  if (result.error !== undefined || !result.response?.ok) {
    const envelope = result.error as { error?: { code?: string; message?: string } } | undefined;
    const apiCode = envelope?.error?.code ?? (result.response?.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL');
    const message = envelope?.error?.message ?? `The API answered HTTP ${result.response?.status ?? '?'}`;
    const code = codeForApi(apiCode);
    throw new CliError(
      code,
      code === 'INVALID_INPUT' ? inWords(message, words) : message,
      remediationFor(code, apiCode),
    );
  }
  return result.data as T;
}

function remediationFor(code: string, apiCode: string): string | undefined {
  if (apiCode === 'UNAUTHORIZED') return 'cimplify login';
  if (apiCode === 'SCOPE_DENIED')
    return 'cimplify keys create --scope <the scope named above>   (with a key that holds keys:write), then cimplify login';
  if (code === 'RATE_LIMITED') return 'Wait a few seconds and run the command again';
  return undefined;
}

export function createCli(out: Output, flags: GlobalFlags, env: NodeJS.ProcessEnv, cwd: string): Cli {
  const path = configPath(env);
  let config: Promise<ConfigFile> | undefined;
  let creds: Promise<Credentials> | undefined;
  const cli: Cli = {
    out,
    flags,
    env,
    cwd,
    configPath: path,
    config: () => (config ??= readConfig(path)),
    credentials: () => (creds ??= resolveCredentials(cli)),
    async api() {
      const c = await cli.credentials();
      return { client: platformClient(c.apiUrl, c.apiKey), businessId: c.businessId, creds: c };
    },
  };
  return cli;
}

async function resolveCredentials(cli: Cli): Promise<Credentials> {
  const config = await cli.config();
  const profile = profileName(config, cli.flags, cli.env);
  const saved: Profile | undefined = config.profiles[profile];
  const apiUrl = cli.flags.apiUrl ?? (cli.env.CIMPLIFY_API_URL || undefined) ?? saved?.api_url ?? DEFAULT_API_URL;
  const given = cli.flags.apiKey ?? (cli.env.CIMPLIFY_API_KEY || undefined);
  if (given !== undefined) {
    addSecret(given);
    const who = await whoamiOf(apiUrl, given);
    return { profile, apiUrl, apiKey: given, businessId: who.business_id, keyId: who.key_id };
  }
  if (!saved) throw notLoggedIn(profile);
  addSecret(saved.api_key);
  return { profile, apiUrl, apiKey: saved.api_key, businessId: saved.business_id, keyId: saved.key_id };
}

/** Who a key is (its id, business, mode, scopes and owning account), asked of the API without knowing the business. */
export async function whoamiOf(apiUrl: string, apiKey: string): Promise<PlatformWhoami> {
  return (await call(apiUrl, getKeyWhoami({ client: platformClient(apiUrl, apiKey) }))).data;
}
