// `npm test`'s step before the API tests: the PostgreSQL and Redis servers their PostgreSQL suite and Redis
// cases start, installed from Debian when missing and run as root (as Chromium is for the browser tests).
// Elsewhere it prints why those tests will be skipped; it never fails the run.
import { installDebianPackages } from './debianPackages';
import { postgresUnavailable } from './postgres';
import { redisUnavailable } from './redis';

const missing = [
  postgresUnavailable() === null ? null : 'postgresql',
  redisUnavailable() === null ? null : 'redis-server',
].filter((name): name is string => name !== null);

const failure = installDebianPackages(missing, 'the API tests on PostgreSQL and Redis');
const postgres = postgresUnavailable();
const redis = redisUnavailable();
if (failure) console.warn(failure);
console.log(postgres ? `PostgreSQL: the suite on it will be skipped (${postgres})` : 'PostgreSQL: ready');
console.log(redis ? `Redis: its cases will be skipped (${redis})` : 'Redis: ready');
