import { guestName } from '@stayfront/core';
import type { TGuestDetails } from '@stayfront/core/contract';
import { customers, users } from '../../../db/schema/index';

/** The columns toGuestDetails reads: select them with customers and users left-joined. */
export const guestColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  customerEmail: customers.email,
  userEmail: users.email,
  userIsAnonymous: users.isAnonymous,
};

export interface GuestSource {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  customerEmail: string | null;
  userEmail: string | null;
  userIsAnonymous: boolean | null;
}

/**
 * The guest as the host sees them: the checkout details, and the account e-mail when the guest
 * signed up (an anonymous account's e-mail is generated, never shown).
 */
export function toGuestDetails(source: GuestSource): TGuestDetails {
  return {
    guest_name: guestName(source),
    guest_email:
      source.customerEmail || (source.userIsAnonymous === false ? (source.userEmail ?? '') : ''),
    guest_phone: source.phone ?? '',
  };
}
