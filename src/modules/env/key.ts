// The key variable values are sealed with. ENV_ENCRYPTION_KEY when configured. Without it, outside production, a
// key is generated once into DATA_DIR/env-encryption.key (mode 0600), so a development server keeps its values
// across restarts and the key never sits in the repository (DATA_DIR is ignored by git). Production generates
// nothing: every instance must share one key, which only the configuration can give them.
import { join } from 'node:path';
import type { Config } from '../../kernel/config.js';
import { AppError } from '../../kernel/errors.js';
import { secretFile } from '../../kernel/secrets.js';

export const DEV_KEY_FILE = 'env-encryption.key';
const KEY_BYTES = 32;

/** Per key file: two requests of one process asking at once read (or make) it once. */
const devKeys = new Map<string, Promise<Buffer>>();

export function encryptionKey(config: Pick<Config, 'env' | 'production' | 'dataDir'>): Promise<Buffer> {
  if (config.env.encryptionKey) return Promise.resolve(config.env.encryptionKey);
  if (config.production) {
    return Promise.reject(
      new AppError(
        'INTERNAL',
        'ENV_ENCRYPTION_KEY is not set: production servers do not generate one, as every instance must use the same key',
      ),
    );
  }
  const file = join(config.dataDir, DEV_KEY_FILE);
  let key = devKeys.get(file);
  if (!key) {
    key = devKey(file);
    devKeys.set(file, key);
    key.catch(() => devKeys.delete(file));
  }
  return key;
}

async function devKey(file: string): Promise<Buffer> {
  const key = await secretFile(file, KEY_BYTES);
  if (key.length !== KEY_BYTES) throw new AppError('INTERNAL', `${file} does not hold a ${KEY_BYTES}-byte base64 key`);
  return key;
}
