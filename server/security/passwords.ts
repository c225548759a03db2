import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt (N=2^17, r=8, p=1: the OWASP figure), which Node has built in. The
 * stored string names its parameters, so a later change of cost still verifies old hashes:
 * `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64url).
 */
export const PRODUCTION_PASSWORD_HASH_COST = 17;
/**
 * The cost is a setting (PASSWORD_HASH_COST) so that test servers, which sign in hundreds of times,
 * can use a cheap one; verifyPassword refuses hashes outside this range.
 */
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;
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

/** A new hash at `logN` (log2 of scrypt's N), the production cost unless the server is told otherwise. */
export async function hashPassword(password: string, logN = PRODUCTION_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, KEY_LENGTH, optionsFor(logN, BLOCK_SIZE, PARALLELISM));
  return `scrypt$ln=${logN},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const ENCODED = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** True when the password matches the stored hash; false for any hash it cannot read. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const m = ENCODED.exec(encoded);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < MIN_PASSWORD_HASH_COST || logN > MAX_PASSWORD_HASH_COST || r < 1 || p < 1) return false;
  const salt = Buffer.from(m[4]!, "base64url");
  const expected = Buffer.from(m[5]!, "base64url");
  const key = await scryptAsync(password, salt, expected.length, optionsFor(logN, r, p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Does the same work as checking a real password of cost `logN` and answers false: used for an unknown
 * address (or an account without a password) so the answer takes as long as for a known one.
 */
export async function verifyAgainstDummy(password: string, logN = PRODUCTION_PASSWORD_HASH_COST): Promise<false> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) dummyHashes.set(logN, (dummy = hashPassword(randomBytes(18).toString("base64url"), logN)));
  await verifyPassword(password, await dummy);
  return false;
}
