// The bundled, dereferenced contract of each surface (generated/openapi/<surface>.deref.json), read and parsed once
// per process for everything that needs it: the operation table, the webhook payload schemas and samples, the
// catalogue import schema. (Each is megabytes; parsing one several times over cost start-up and first requests.)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SurfaceName } from './surfaces.js';

type Json = Record<string, any>;

/** The repository's generated/ folder, wherever this module is loaded from. */
export const GENERATED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'generated');

const parsed = new Map<SurfaceName, Json>();

export function derefBundle(surface: SurfaceName): Json {
  let doc = parsed.get(surface);
  if (!doc)
    parsed.set(
      surface,
      (doc = JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${surface}.deref.json`), 'utf8')) as Json),
    );
  return doc;
}
