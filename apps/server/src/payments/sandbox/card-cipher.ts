import { createDecipheriv, randomBytes } from 'node:crypto';

/** A fresh AES-256-GCM key, base64, handed to the card-entry library with each intent. */
export function newEncryptionKey(): string {
  return randomBytes(32).toString('base64');
}

/**
 * Opens what the card-entry library sealed with the intent's key (AES-256-GCM, the 16-byte tag
 * appended to the ciphertext, as WebCrypto produces it). Null when it was not sealed with this
 * key or was altered on the way.
 */
export function openSealedCard(keyBase64: string, ivBase64: string, ciphertextBase64: string): string | null {
  try {
    const key = Buffer.from(keyBase64, 'base64');
    const iv = Buffer.from(ivBase64, 'base64');
    const sealed = Buffer.from(ciphertextBase64, 'base64');
    if (key.length !== 32 || iv.length !== 12 || sealed.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
