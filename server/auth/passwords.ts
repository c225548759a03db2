import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt (N=2^17, r=8, p=1: the OWASP figure), which Node has built in. The
 * stored string names its parameters, so a later change of cost still verifies old hashes:
 * `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64url).
 */
const LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt needs 128 * N * r bytes; Node refuses above maxmem (32 MiB by default). */
function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** logN, r, p, maxmem: 128 * 2 ** logN * r * p + 16 * 1024 * 1024 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_LENGTH, optionsFor(LOG_N, BLOCK_SIZE, PARALLELISM));
  return `scrypt$ln=${LOG_N},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const ENCODED = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** True when the password matches the stored hash; false for any hash it cannot read. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const m = ENCODED.exec(encoded);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < 10 || logN > 20 || r < 1 || p < 1) return false;
  const salt = Buffer.from(m[4]!, "base64url");
  const expected = Buffer.from(m[5]!, "base64url");
  const key = await scryptAsync(password, salt, expected.length, optionsFor(logN, r, p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the same work as checking a real password and answers false: used for an unknown address
 * (or an account without a password) so the answer takes as long as for a known one.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}
