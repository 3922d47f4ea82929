/** The argon2 variants node:crypto computes. */
export type Argon2Variant = 'argon2id' | 'argon2i' | 'argon2d';

/** One argon2 hash: its variant, cost parameters, salt and tag (PHC string format). */
export interface Argon2Hash {
  readonly variant: Argon2Variant;
  /** KiB of memory. */
  readonly memory: number;
  readonly passes: number;
  readonly parallelism: number;
  readonly salt: Buffer;
  readonly tag: Buffer;
}

/** The one version node:crypto computes (0x13), the only one stored hashes name. */
const VERSION = 19;
const VARIANTS: readonly string[] = ['argon2id', 'argon2i', 'argon2d'] satisfies Argon2Variant[];
const PHC =
  /^\$(argon2id|argon2i|argon2d)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>`, base64 without padding: what the argon2 package wrote. */
export const formatArgon2Hash = ({ variant, memory, passes, parallelism, salt, tag }: Argon2Hash): string =>
  `$${variant}$v=${VERSION}$m=${memory},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(tag)}`;

/** A stored hash's parts, or null when it is not one node:crypto can check (malformed, another version). */
export const parseArgon2Hash = (text: string): Argon2Hash | null => {
  const match = PHC.exec(text);
  if (match === null) return null;
  const [, variant = '', version, memory, passes, parallelism, salt = '', tag = ''] = match;
  if (!VARIANTS.includes(variant) || Number(version) !== VERSION) return null;
  return {
    variant: variant as Argon2Variant,
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    salt: Buffer.from(salt, 'base64'),
    tag: Buffer.from(tag, 'base64'),
  };
};

const unpadded = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');
