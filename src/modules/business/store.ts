// Typed access to businesses and their API keys: neither is per tenant (a business is one document for both modes;
// a key is found by its hash before its tenant is known).
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection } from '../../store/index.js';
import type { ApiKeyDoc, BusinessDoc } from './model.js';

export const businesses = (db: Db) => sharedCollection<BusinessDoc>(db, COLLECTION.businesses);
export const apiKeys = (db: Db) => sharedCollection<ApiKeyDoc>(db, COLLECTION.api_keys);
