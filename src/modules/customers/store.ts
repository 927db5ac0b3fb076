// Typed access to storefront customers, their bearer sessions and one-time passcodes.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CustomerDoc, CustomerSessionDoc, OtpCodeDoc } from './model.js';

export const customers = (db: Db, t: TenantContext) => tenantCollection<CustomerDoc>(db, COLLECTION.customers, t);
/** Customers of every business: only for finding a person's (a Link account's) customers across businesses. */
export const customersAcrossTenants = (db: Db) => sharedCollection<CustomerDoc>(db, COLLECTION.customers);
/** Sessions are found by token hash (or id) before their tenant is known; the caller checks it. */
export const customerSessions = (db: Db) => sharedCollection<CustomerSessionDoc>(db, COLLECTION.customer_sessions);
/** Codes are scoped by `scope` (a business, or Link) and livemode, not by tenant. */
export const otpCodes = (db: Db) => sharedCollection<OtpCodeDoc>(db, COLLECTION.otp_codes);
