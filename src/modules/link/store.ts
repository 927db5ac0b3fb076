// Typed access to Link's collections. None is per tenant: a Link account spans every business (per mode), and its
// sessions, saved addresses and wallets belong to the account.
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection } from '../../store/index.js';
import type { LinkAccountDoc, LinkAddressDoc, LinkMobileMoneyDoc, LinkSessionDoc } from './model.js';

export const linkAccounts = (db: Db) => sharedCollection<LinkAccountDoc>(db, COLLECTION.link_accounts);
export const linkSessions = (db: Db) => sharedCollection<LinkSessionDoc>(db, COLLECTION.link_sessions);
export const linkAddresses = (db: Db) => sharedCollection<LinkAddressDoc>(db, COLLECTION.link_addresses);
export const linkMobileMoney = (db: Db) => sharedCollection<LinkMobileMoneyDoc>(db, COLLECTION.link_mobile_money);
