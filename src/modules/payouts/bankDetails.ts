import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Owners' IBANs at rest (DESIGN.md: bank details are personal data): AES-256-GCM under a key derived
 * from BANK_DETAILS_KEY, `v1.<iv>.<tag>.<ciphertext>` in base64url. Only the payout run decrypts.
 */
const keyOf = (secret: string) => createHash('sha256').update(`bosun-bank-details:${secret}`).digest();

export function encryptIban(iban: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptIban(stored: string, secret: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unreadable bank details');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
