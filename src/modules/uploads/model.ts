// Uploads: a customer's file (storefront, `upl_…`) or a business's storefront asset (platform, `up_…`). One record
// per upload, in the collection `uploads`, through its whole life:
//
//   pending ──PUT──▶ receiving ──all bytes──▶ received ──confirm──▶ confirmed
//      ▲                 │ (short, long or broken body)
//      └─────────────────┘  the token is not spent: the client may PUT again before it expires
//
// The PUT target is `{upload_url}/uploads/<token>`: the token is the credential, valid 600 seconds, and spent once
// the bytes are stored (single use: the pending → receiving step is one atomic update, so of two PUTs only one
// writes). The bytes live in the blob store under `blob_key`, never overwritten. Unconfirmed uploads are deleted
// with their bytes 24 hours after init (the uploads job). A confirmed one is served by the file host at its `url`.
import type { Tenanted } from '../../store/index.js';

export type UploadKind = 'customer' | 'asset';
export type UploadStatus = 'pending' | 'receiving' | 'received' | 'confirmed';

export interface UploadDoc extends Tenanted {
  _id: string; // upl_ (customer) or up_ (asset)
  kind: UploadKind;
  status: UploadStatus;
  /** The upload URL's credential (`utk_…`, 128 bits of randomness); unique. */
  token: string;
  token_expires_at: Date;
  filename: string;
  content_type: string;
  size_bytes: number;
  /** Assets: the folder given at init ('' = top level). Null for customer uploads. */
  folder_path: string | null;
  /** Customer uploads: the storefront session that started it, and the customer signed in then (either may confirm). */
  session_id: string | null;
  customer_id: string | null;
  /** Customer uploads: the unguessable part of its public URL (`ptk_…`); holding the URL is reading the file. */
  public_token: string | null;
  /** Where the bytes are in the blob store. */
  blob_key: string;
  /** The bytes' SHA-256 (hex), once received: the file host's ETag. */
  sha256: string | null;
  /** Set while a PUT is receiving the bytes (its claim on the token). */
  receiving_since: Date | null;
  received_at: Date | null;
  confirmed_at: Date | null;
  /** An unconfirmed upload and its bytes are deleted after this (init + 24 h); null once confirmed. */
  expires_at: Date | null;
  created_at: Date;
}
