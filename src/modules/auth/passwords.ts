import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane (tests/perf/login.mjs measures its cost). */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// Unknown e-mails and password-less accounts still pay for one verify, so response times do not
// reveal which e-mails have a password.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('bosun-no-such-account');
  return dummyHash.then((dummy) => verifyPassword(dummy, password)).then(() => false);
}
