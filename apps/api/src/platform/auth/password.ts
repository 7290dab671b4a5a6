import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended family. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the user does not exist, so the answer time
// does not tell which usernames exist.
let dummy: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummy ??= hashPassword('not-a-real-password');
  return dummy.then((h) => verifyPassword(h, password)).then(() => false);
}
