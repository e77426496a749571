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

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  sign(principal: Principal): Promise<string> {
    return new SignJWT({ ...principal })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.secret);
  }

  /** The principal a token names, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { id, name, email, role, sid } = payload;
      if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
      if ((role !== 'customer' && role !== 'seller') || typeof sid !== 'string') return null;
      return { id, name, email, role, sid };
    } catch {
      return null;
    }
  }
}
