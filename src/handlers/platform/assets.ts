// Platform: the business's storefront media (business key; assets:write to add and delete, assets:read to list).
// Init → PUT the bytes to upload_url → confirm, then list, read, delete. Assets are media, not sandbox data: one
// library per business, whatever the mode. The flow is src/flows/uploads.ts; customer uploads never show here.
import { requireTenant, type Caller } from '../../kernel/caller.js';
import { notFound } from '../../kernel/errors.js';
import type { Handlers } from '../../operations/typing.js';
import { confirmUpload, deleteAsset, initUpload } from '../../flows/uploads.js';
import { presentAsset, presentInit, presentUpload, publicUrl, uploads } from '../../modules/uploads/index.js';
import type { TenantContext } from '../../store/index.js';
import { escapeRegex } from '../../kernel/format.js';

/** The business's asset library: its live tenant, for a key of either mode (assets have no sandbox copy). */
const library = (caller: Caller): TenantContext => ({ business_id: requireTenant(caller).business_id, livemode: true });

export const handlers = {
  async initAssetUpload(ctx) {
    const u = await initUpload(ctx.services, library(ctx.caller), { kind: 'asset', ...ctx.body });
    const { config, clock } = ctx.services;
    return {
      data: { ...presentInit(u, config.uploadUrl, clock.now()), public_url_preview: publicUrl(u, config.cdnUrl) },
    };
  },

  confirmAssetUpload: {
    // Confirming twice answers the same record: safe to send again after a store failure.
    repeatable: true,
    async run(ctx) {
      const u = await confirmUpload(ctx.services, library(ctx.caller), 'asset', ctx.body.upload_id);
      return { data: presentUpload(u, ctx.services.config.cdnUrl), bare: true };
    },
  },

  async listAssets(ctx) {
    const q = ctx.query;
    const page = q.page ?? 1;
    const limit = Math.min(q.limit ?? 50, 100);
    const filter = {
      kind: 'asset' as const,
      status: 'confirmed' as const,
      ...(q.folder !== undefined ? { folder_path: q.folder } : {}),
      ...(q.mime_prefix ? { content_type: { $regex: `^${escapeRegex(q.mime_prefix)}`, $options: 'i' } } : {}),
    };
    const coll = uploads(ctx.services.db, library(ctx.caller));
    const [rows, total] = await Promise.all([
      coll.find(filter, { sort: { confirmed_at: -1, _id: -1 }, skip: (page - 1) * limit, limit }).toArray(),
      coll.countDocuments(filter),
    ]);
    return {
      data: {
        assets: rows.map((u) => presentAsset(u, ctx.services.config.cdnUrl)),
        pagination: { page, limit, total },
      },
    };
  },

  async getAsset(ctx) {
    const u = await uploads(ctx.services.db, library(ctx.caller)).findOne({
      _id: ctx.params.upload_id,
      kind: 'asset',
      status: 'confirmed',
    });
    if (!u) throw notFound(`Asset ${ctx.params.upload_id} not found`);
    return { data: presentAsset(u, ctx.services.config.cdnUrl) };
  },

  async deleteAsset(ctx) {
    await deleteAsset(ctx.services, library(ctx.caller), ctx.params.upload_id);
    return { status: 204 };
  },
} satisfies Handlers<'platform'>;
