import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. 2 = Algorithm.Argon2id (a const enum).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when no user matches keeps the response time from revealing accounts.
const dummyHash = hashPassword("not-a-real-password-A1#");

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== undefined;
}
