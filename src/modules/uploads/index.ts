// The uploads area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { forgetHostedFile } from './hosting.js';
export type { UploadDoc, UploadKind } from './model.js';
export { presentAsset, presentInit, presentUpload, publicUrl } from './present.js';
export {
  assetUrl,
  blobKeyOf,
  customerFilenameProblem,
  customerFileUrl,
  isMediaType,
  LIMITS,
  MAX_UPLOAD_BYTES,
  nameProblem,
  normalContentType,
  secondsLeft,
  secretToken,
  UNCONFIRMED_TTL_MS,
  UPLOAD_URL_TTL_SECONDS,
} from './rules.js';
export { uploads, uploadsAcrossTenants } from './store.js';
