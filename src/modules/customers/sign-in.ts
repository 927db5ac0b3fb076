// A storefront sign-in once the contact holds a valid code: the code is redeemed, the contact's account (Link)
// and the business's customer are found or created, and a bearer session is issued. (The verify-otp handler then
// merges the storefront session's guest cart, see src/modules/cart/merge.ts.)
import { accountForVerifiedContact } from '../link/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { customerForVerifiedContact, type CustomerDoc } from './customers.js';
import { verifyOtp, type ContactType } from './otp.js';
import { issueCustomerSession, type IssuedSession } from './customer-sessions.js';

export const storefrontOtpScope = (businessId: string) => `biz:${businessId}`;

export interface SignInResult {
  accountId: string;
  customer: CustomerDoc;
  created: boolean;
  session: IssuedSession;
}

export async function signInWithOtp(
  services: Pick<Services, 'db' | 'clock' | 'logger'>,
  tenant: TenantContext,
  input: { contact: string; contactType: ContactType; code: string; storefrontSessionId: string | null },
): Promise<SignInResult> {
  const verified = await verifyOtp(services, {
    scope: storefrontOtpScope(tenant.business_id),
    contact: input.contact,
    contactType: input.contactType,
    code: input.code,
    livemode: tenant.livemode,
  });
  const now = services.clock.now();
  const { account } = await accountForVerifiedContact(
    services.db,
    tenant.livemode,
    input.contactType,
    verified.contact,
    now,
  );
  const { customer, created } = await customerForVerifiedContact(
    services,
    tenant,
    input.contactType,
    verified.contact,
    account._id,
  );
  const session = await issueCustomerSession(services.db, {
    customerId: customer._id,
    tenant,
    storefrontSessionId: input.storefrontSessionId,
    now,
  });
  return { accountId: account._id, customer, created, session };
}
