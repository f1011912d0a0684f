import { parsePakistaniMobile } from './is-pakistani-mobile.js';

/**
 * Gives a Pakistani mobile number in E.164 form (`'0300 1234567'` → `'+923001234567'`), the form
 * the shop stores. Text that is not a Pakistani mobile comes back trimmed but otherwise as it was,
 * so validation can still report it; check with {@link isPakistaniMobile} when that matters.
 * Idempotent: normalising twice changes nothing.
 */
export function normalizePhone(phone: string): string {
  return parsePakistaniMobile(phone)?.number ?? phone.trim();
}
