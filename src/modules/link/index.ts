// The link area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  accountForVerifiedContact,
  contactKey,
  findAccountByContact,
  getAccount,
  type LinkAccountDoc,
  presentCustomer,
  presentPreferences,
} from './accounts.js';
export { presentAuthSession } from './auth-result.js';
export { clearSessionCookie, linkCaller, livemodeOf, sessionCookie, setSessionCookie } from './context.js';
export { enroll, enrollAccount, isLinkCustomer } from './enrollment.js';
export { updateProfile } from './profile.js';
export { verifyRetryAfter } from './rules/wallet-check.js';
export {
  assertRoomFor,
  createAddress,
  createMobileMoney,
  deleteAddress,
  deleteMobileMoney,
  findEqualAddress,
  getAddress,
  getMobileMoney,
  type LinkAddressDoc,
  type LinkMobileMoneyDoc,
  listAddresses,
  listMobileMoney,
  MAX_ADDRESSES,
  MAX_MOBILE_MONEY,
  newAddressDoc,
  newMobileMoneyDoc,
  presentAddress,
  presentMobileMoney,
  recordVerification,
  sameWallet,
  setDefault,
  trackAddressUsage,
  trackMobileMoneyUsage,
  updateAddress,
  withAccountLock,
} from './saved.js';
export {
  type LinkSessionDoc,
  listActiveSessions,
  refreshLinkSession,
  resolveLinkCustomer,
  revokeAllSessions,
  revokeByRefreshToken,
  revokeSession,
  startLinkSession,
} from './link-sessions.js';
export { linkAccounts, linkAddresses, linkMobileMoney } from './store.js';
