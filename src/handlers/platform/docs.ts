// Platform tag "Docs": full-text search over this service's API reference and the guides of docs/ (src/modules/docs),
// with links into /docs on the public origin. Scope docs:read.
import type { Handlers } from '../../operations/typing.js';
import { searchDocs } from '../../modules/docs/index.js';

export const handlers = {
  async searchDocs(ctx) {
    return { data: { hits: searchDocs(ctx.query.query, ctx.query.limit ?? 5, ctx.services.config.baseUrl) } };
  },
} satisfies Handlers<'platform'>;
