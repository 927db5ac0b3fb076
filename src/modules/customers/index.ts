// The customers area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  type CustomerDoc,
  findCustomerByContact,
  getCustomer,
  presentCustomer,
  updateCustomerProfile,
} from './customers.js';
export { normalizeContact, requestOtp, verifyOtp } from './otp.js';
export { resolveStorefrontCustomer, revokeCustomerSession } from './customer-sessions.js';
export { signInWithOtp, storefrontOtpScope } from './sign-in.js';
export { customers, customersAcrossTenants } from './store.js';
