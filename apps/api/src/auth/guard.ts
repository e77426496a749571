import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { Principal, Role } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the contract's security handlers on authenticated operations. */
    principal?: Principal;
  }
}

export function signedIn(request: FastifyRequest, role: Role = 'customer'): Principal {
  const who = request.principal;
  if (!who || who.role !== role) throw unauthorized();
  return who;
}

/** The caller, after checking that the id the request names is the caller's own (403 otherwise). */
export function ownedBy(request: FastifyRequest, id: string, role: Role = 'customer'): Principal {
  const who = signedIn(request, role);
  if (who.id !== id) throw forbidden();
  return who;
}
