import argon2 from 'argon2';

/** argon2's cost: memory in KiB, passes, lanes. */
interface Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes): the OWASP-recommended family. */
export const PASSWORD_COST: Cost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

/**
 * The cost new hashes get. Under NODE_ENV=test (the test runner's, never `npm start`'s nor the browser flows' app) the
 * smallest one: the API suite signs in a few hundred times and the full cost is a quarter to two seconds of a core
 * each time, most of the suite's password work. A hash carries its own cost, so verifying follows whichever made it;
 * password.test.ts checks the full cost with a real hash.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): Cost {
  return env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : PASSWORD_COST;
}

export function hashPassword(password: string, cost: Cost = passwordCost()): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
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
