// The per-user configuration: named profiles, each an API URL and an API key with the business it belongs to, in
// $XDG_CONFIG_HOME/cimplify/config.json (else ~/.config/cimplify/config.json), readable by its owner only (0600 in
// a 0700 directory). Written to a temporary file and renamed over the old one, so a crash never leaves half a file.
//
// Where a run's credentials come from, first found wins: --api-key, then CIMPLIFY_API_KEY, then the profile
// (--profile, else CIMPLIFY_PROFILE, else the one `login` made current, else "default"). The API URL likewise:
// --api-url, CIMPLIFY_API_URL, the profile's, http://127.0.0.1:8080.
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from './errors.js';

export const DEFAULT_API_URL = 'http://127.0.0.1:8080';

export interface Profile {
  api_url: string;
  api_key: string;
  business_id: string;
  key_id: string;
  /** The secret `webhooks listen` signs forwarded events with: made once, kept across runs. */
  listen_secret?: string;
}

export interface ConfigFile {
  version: 1;
  current: string;
  profiles: Record<string, Profile>;
}

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'cimplify', 'config.json');
}

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name))
    throw new CliError(
      'INVALID_INPUT',
      `--profile: "${name}" is not a profile name (letters, digits, "_", "." and "-", at most 64)`,
    );
  return name;
}

export async function readConfig(path: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, current: 'default', profiles: {} };
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as ConfigFile;
    if (parsed?.version !== 1 || typeof parsed.profiles !== 'object') throw new Error('shape');
    return parsed;
  } catch {
    throw new CliError(
      'INVALID_INPUT',
      `The configuration file ${path} is not one this CLI wrote`,
      `rm ${path} && cimplify login`,
    );
  }
}

export async function writeConfig(path: string, config: ConfigFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
    // The mode of writeFile applies only to a file it creates; a leftover temp file keeps its own.
    await chmod(temp, 0o600);
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

export interface Sources {
  apiKey?: string;
  apiUrl?: string;
  profile?: string;
}

/** The profile a run uses, by name (flag, environment, the current one). */
export function profileName(config: ConfigFile, flags: Sources, env: NodeJS.ProcessEnv): string {
  return checkProfileName(flags.profile ?? (env.CIMPLIFY_PROFILE || undefined) ?? config.current ?? 'default');
}
