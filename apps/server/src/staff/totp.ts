import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes for staff sign-in (RFC 6238 through the `otpauth` library: SHA-1,
 * 6 digits, 30 seconds, what every authenticator app reads from a QR code). No crypto of our own.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One period either side: a phone's clock a little off, or a code typed as it turned over. */
const WINDOW = 1;
/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'Bookshop back office';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, the RFC's recommendation for SHA-1) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI a QR code carries, and that QR code as a PNG data URL. */
export async function totpEnrolment(
  secretBase32: string,
  email: string,
): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUri, qrCode };
}

/**
 * The time step (counter) of `code` when it is the secret's code now or one period either side;
 * null when it is not. The caller accepts a step only once (the account's `last_totp_step`), so a
 * code seen over a shoulder cannot be used again.
 */
export function acceptedTotpStep(secretBase32: string, code: string, now: Date = new Date()): number | null {
  const totp = totpOf(secretBase32, 'check');
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp }) + delta;
}
