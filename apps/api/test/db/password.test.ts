import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/db/password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and never the password itself', async () => {
    const stored = await hashPassword('bazaar-demo-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('bazaar-demo-1');
  });

  it('salts every hash, so one password gives different hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('नमस्ते-123');
    expect(await verifyPassword('नमस्ते-123', stored)).toBe(true);
    expect(await verifyPassword('नमस्ते-124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses anything that is not one of its hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$1$8$1$c2FsdA==$aGFzaA==',
      'bcrypt$2b$10$abc',
      'scrypt$$$$$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
