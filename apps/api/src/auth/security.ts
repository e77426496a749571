import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http/errors';
import { isSessionLive } from './sessions';
import type { Role, TokenService } from './tokens';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The handlers for openapi.yaml's security schemes: a live session of the right role, or 401. */
export function securityHandlers(db: Database, tokens: TokenService) {
  const check = (role: Role) => async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const principal = await tokens.verify(token);
    if (!principal || principal.role !== role)
      throw unauthorized('Your session is not valid, please sign in again');
    if (!(await isSessionLive(db, principal)))
      throw unauthorized('Your session has ended, please sign in again');
    request.principal = principal;
  };
  return { bearerAuth: check('customer'), sellerBearerAuth: check('seller') };
}
