// The handler registry: every module under src/handlers/<surface>/ exports `handlers`, keyed by operationId.
// Modules are discovered, so adding a tag's module is the only step to serve its operations; the registry refuses
// an operationId the contract does not have and one claimed by two modules.
import { readdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HandlerDef } from '../operations/types.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Modules of this one's kind: `.ts` run from source (tsx), `.js` compiled (the test runner's build), never both. */
const OWN_EXT = extname(fileURLToPath(import.meta.url));
const SURFACE_DIRS = ['storefront', 'link', 'platform'];

export async function loadHandlers(knownOperationIds: Set<string>): Promise<Record<string, HandlerDef<any>>> {
  const registry: Record<string, HandlerDef<any>> = {};
  const owner = new Map<string, string>();
  for (const dir of SURFACE_DIRS) {
    const files = await readdir(join(here, dir)).catch(() => [] as string[]);
    for (const file of files.sort()) {
      if (extname(file) !== OWN_EXT || /\.(test|d)\.(ts|js)$/.test(file)) continue;
      const mod = (await import(pathToFileURL(join(here, dir, file)).href)) as { handlers?: Record<string, HandlerDef<any>> };
      if (!mod.handlers) throw new Error(`src/handlers/${dir}/${file} exports no \`handlers\``);
      for (const [operationId, handler] of Object.entries(mod.handlers)) {
        if (!knownOperationIds.has(operationId)) throw new Error(`src/handlers/${dir}/${file}: ${operationId} is not an operation of the contract`);
        if (owner.has(operationId)) throw new Error(`${operationId} is handled by both ${owner.get(operationId)} and ${dir}/${file}`);
        owner.set(operationId, `${dir}/${file}`);
        registry[operationId] = handler;
      }
    }
  }
  return registry;
}
