import type { paths } from '@bazaar/api-client';
import { createOpenApiHttp } from 'openapi-msw';

/** MSW handlers checked against openapi.yaml: a path, status or body the contract lacks does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });
