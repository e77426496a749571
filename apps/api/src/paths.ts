import { fileURLToPath } from 'node:url';

// This module sits one level below apps/api (src/ when run from source, dist/ once bundled), so these
// addresses hold in both cases. Other modules take their paths from here rather than from their own URL.
const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const paths = {
  contract: at('../../../openapi.yaml'),
  migrations: at('../migrations'),
  storefront: at('../../storefront/dist'),
};
