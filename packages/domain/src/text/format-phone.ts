/** A Pakistani mobile number in any of the ways the shop stores or shoppers type it. */
const PAKISTANI_MOBILE = /^(?:\+?92|0092|0)(3\d{2})(\d{7})$/;

/**
 * Shows a phone number one way everywhere (profile, saved addresses, checkout address cards):
 * a Pakistani mobile as `+92 300 1234567`, whether it is stored in E.164 (`+923001234567`) or was
 * typed as `0300-1234567`. Anything else is shown as given, trimmed; a missing number gives null.
 *
 * @example formatPhone('+923001234567') // '+92 300 1234567'
 * @example formatPhone('0300 1234567') // '+92 300 1234567'
 */
export function formatPhone(phone: string | null | undefined): string | null {
  const given = phone?.trim();
  if (!given) return null;
  const match = PAKISTANI_MOBILE.exec(given.replace(/[\s\-().]/g, ''));
  return match ? `+92 ${match[1]} ${match[2]}` : given;
}
