// Uploads as the contracts show them: the storefront's Upload record and the platform's asset records
// (spec/storefront/components/schemas/Upload.yaml, spec/platform/components/schemas/Asset*.yaml).
import type { UploadDoc } from './model.js';
import { assetUrl, customerFileUrl, secondsLeft, uploadTargetUrl } from './rules.js';

/** Where a confirmed upload is served. */
export function publicUrl(u: UploadDoc, cdnUrl: string): string {
  return u.kind === 'asset'
    ? assetUrl(cdnUrl, u.business_id, u._id, u.filename)
    : customerFileUrl(cdnUrl, u.public_token!, u.filename);
}

/** Where to send the bytes: the init answer of both surfaces (an asset's adds its public_url_preview). */
export const presentInit = (u: UploadDoc, uploadUrl: string, now: Date) => ({
  upload_id: u._id,
  upload_url: uploadTargetUrl(uploadUrl, u.token),
  expires_in_secs: secondsLeft(u, now),
});

/** The Upload record (storefront confirm) and the asset confirm answer: the same five fields. */
export const presentUpload = (u: UploadDoc, cdnUrl: string) => ({
  id: u._id,
  url: publicUrl(u, cdnUrl),
  filename: u.filename,
  content_type: u.content_type,
  size_bytes: u.size_bytes,
});

/** An asset in the business's list and on its own: the record plus its folder and when it was confirmed. */
export const presentAsset = (u: UploadDoc, cdnUrl: string) => ({
  ...presentUpload(u, cdnUrl),
  folder_path: u.folder_path ?? '',
  created_at: (u.confirmed_at ?? u.created_at).toISOString(),
});
