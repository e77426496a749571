import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/handler';

export function registerImages(_app: FastifyInstance, _context: AppContext): void {}
