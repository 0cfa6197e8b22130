/**
 * The owner's digits-only phone fields (profile, payouts) strip and never cut: an input maxLength
 * would cut a pasted "+1 (303) 555-0100" before its punctuation is stripped, and cutting the
 * digits would save another number. Too many digits are left for the field's length rule to refuse.
 */
export function keepPhoneDigits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
