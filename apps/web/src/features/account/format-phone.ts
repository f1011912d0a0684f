const PAKISTANI_MOBILE_E164 = /^\+92(3\d{2})(\d{7})$/;

/** Shows a stored mobile (`+923001234567`) the way Pakistanis write it: `+92 300 1234567`. */
export function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const match = PAKISTANI_MOBILE_E164.exec(phone);
  return match ? `+92 ${match[1]} ${match[2]}` : phone;
}
