// The upload rules, pure: the interface's limits, the names a file may have, and where an upload's bytes and
// public address are. Unit tests beside (rules.test.ts).
import { randomBytes } from 'node:crypto';

export const MAX_UPLOAD_BYTES = 52_428_800;
/** How long an upload URL stays valid (the interface: 600 seconds). */
export const UPLOAD_URL_TTL_SECONDS = 600;
/** Unconfirmed uploads, and their bytes, are deleted this long after init. */
export const UNCONFIRMED_TTL_MS = 24 * 60 * 60 * 1000;
export const LIMITS = { filename: 500, folder: 200, content_type: 255 } as const;
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Why `field` is not an acceptable asset folder or file name, or null: the interface forbids `..`, a backslash and
 * a line break. A file name may not hold `/` either (folders are the folder's business) nor be empty.
 */
export function nameProblem(field: 'folder' | 'filename', value: string): string | null {
  const max = LIMITS[field];
  if (value.length > max) return `${field}: at most ${max} characters (got ${value.length})`;
  if (value.includes('..')) return `${field}: may not contain ".."`;
  if (value.includes('\\')) return `${field}: may not contain a backslash`;
  if (/[\r\n]/.test(value)) return `${field}: may not contain a line break`;
  // Other control characters would end up in headers and logs.
  if (CONTROL.test(value)) return `${field}: may not contain control characters`;
  if (field === 'filename') {
    if (value.length === 0) return 'filename: must not be empty';
    if (value.includes('/')) return 'filename: may not contain "/" (put the file in a folder with `folder`)';
  } else if (value.startsWith('/') || value.endsWith('/') || value.includes('//')) {
    return 'folder: a path like "products/hero", without a leading, trailing or doubled "/"';
  }
  return null;
}

/** Why a customer's file name is not acceptable, or null: any name a device gives a file, 1..500 characters,
 * without control characters (it is only shown and sent back, never a path). */
export function customerFilenameProblem(value: string): string | null {
  if (value.length === 0 || value.length > LIMITS.filename)
    return `filename: 1 to ${LIMITS.filename} characters (got ${value.length})`;
  if (CONTROL.test(value)) return 'filename: may not contain control characters';
  return null;
}

/** A media type as `type/subtype` with optional parameters, compared without case or spaces. */
export function normalContentType(value: string): string {
  return value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .join('; ')
    .toLowerCase();
}

export function isMediaType(value: string): boolean {
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;.*)?$/i.test(value.trim());
}

/** 32 characters of a URL-safe alphabet: 190 bits, for tokens that are credentials. */
export function secretToken(prefix: string): string {
  return prefix + randomBytes(24).toString('base64url');
}

export const blobKeyOf = (uploadId: string) => `uploads/${uploadId}`;

/** The PUT target of an upload token on the upload host. */
export const uploadTargetUrl = (uploadUrl: string, token: string) => `${trimSlash(uploadUrl)}/uploads/${token}`;

/** Seconds an upload URL has left (0 once expired). */
export const secondsLeft = (u: { token_expires_at: Date }, now: Date) =>
  Math.max(0, Math.floor((u.token_expires_at.getTime() - now.getTime()) / 1000));

/**
 * The public address of a confirmed file under the file host (`cdnUrl`). An asset's names its business and the
 * upload, so it never changes meaning (an upload's bytes are written once): it can be cached for ever. A customer's
 * carries no id, only an unguessable token: holding the URL is what lets one read the file.
 */
export function assetUrl(cdnUrl: string, businessId: string, uploadId: string, filename: string): string {
  return `${trimSlash(cdnUrl)}/${businessId}/${uploadId}/${encodeURIComponent(filename)}`;
}

export function customerFileUrl(cdnUrl: string, publicToken: string, filename: string): string {
  return `${trimSlash(cdnUrl)}/u/${publicToken}/${encodeURIComponent(filename)}`;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** What a path under the file host names: an asset, a customer file, or nothing. */
export type HostedPath =
  | { kind: 'asset'; businessId: string; uploadId: string; filename: string }
  | { kind: 'customer'; token: string; filename: string }
  | null;

export function parseHostedPath(path: string): HostedPath {
  const parts = path.replace(/^\/+/, '').split('/');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  let filename: string;
  try {
    filename = decodeURIComponent(parts[2]);
  } catch {
    return null;
  }
  if (parts[0] === 'u') return { kind: 'customer', token: parts[1], filename };
  if (!/^biz_[A-Za-z0-9]+$/.test(parts[0]) || !/^up_[A-Za-z0-9]+$/.test(parts[1])) return null;
  return { kind: 'asset', businessId: parts[0], uploadId: parts[1], filename };
}
