import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'customer' | 'seller';

/** What a token proves about its bearer. */
export interface Principal {
  id: string;
  name: string;
  email: string;
  role: Role;
  sid: string;
}

const TOKEN_LIFETIME = '7d';

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated on first start and kept in the data
 * directory, so tokens survive restarts without a secret ever living in the repository.
 */
export async function loadSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}

/**
 * Signs and verifies the API's tokens. Tokens are signed with `secret` only; `previous` secrets (the one
 * JWT_SECRET replaced) are accepted when verifying, so tokens issued before a rotation stay valid until
 * they expire or the previous secret is removed.
 */
export class TokenService {
  private readonly accepted: Uint8Array[];

  constructor(
    private readonly secret: Uint8Array,
    previous: readonly Uint8Array[] = [],
  ) {
    this.accepted = [secret, ...previous];
  }

  sign(principal: Principal): Promise<string> {
    return new SignJWT({ ...principal })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.secret);
  }

  /** The principal a token names, or null when it is malformed, forged (by every secret accepted) or expired. */
  async verify(token: string): Promise<Principal | null> {
    for (const key of this.accepted) {
      const principal = await verifyWith(token, key);
      if (principal) return principal;
    }
    return null;
  }
}

async function verifyWith(token: string, key: Uint8Array): Promise<Principal | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { id, name, email, role, sid } = payload;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
    if ((role !== 'customer' && role !== 'seller') || typeof sid !== 'string') return null;
    return { id, name, email, role, sid };
  } catch {
    return null;
  }
}

/** JWT_PREVIOUS_SECRET as verification keys (none when unset). */
export function previousSecrets(configured: string | undefined): Uint8Array[] {
  return configured ? [new TextEncoder().encode(configured)] : [];
}
