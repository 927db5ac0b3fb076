// Typed access to environment variables (per business, livemode like their projects).
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { EnvVarDoc } from './model.js';

export const envVars = (db: Db, t: TenantContext) => tenantCollection<EnvVarDoc>(db, COLLECTION.env_vars, t);
