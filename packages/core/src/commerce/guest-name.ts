/** The name the guest gave at checkout, '' when none. */
export function guestName(
  customer: { firstName: string | null; lastName: string | null } | null | undefined,
) {
  return `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
}
