// Typed, tenant-scoped access to locked FX quotes.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { FxQuoteDoc } from './model.js';

export const fxQuotes = (db: Db, t: TenantContext) => tenantCollection<FxQuoteDoc>(db, COLLECTION.fx_quotes, t);
