import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { readConfig } from '../../src/config';

// deploy/docker-compose.yml is for operators who run containers; nothing here runs it (the cluster test
// runs deploy/nginx.conf with Debian's nginx instead). So it is checked two ways: Docker's own validation
// when a Compose is installed, and, always, that it agrees with the files it starts: the API's settings,
// nginx.conf's upstreams, the Dockerfile's port.

const deployDir = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const composeFile = path.join(deployDir, 'docker-compose.yml');
const composeText = readFileSync(composeFile, 'utf8');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  healthcheck: z
    .object({ test: z.array(z.string()) })
    .passthrough()
    .optional(),
  stop_grace_period: z.string().optional(),
  networks: z
    .union([z.array(z.string()), z.record(z.string(), z.object({ ipv4_address: z.string() }))])
    .optional(),
});
const composeSchema = z.object({
  name: z.string(),
  services: z.record(z.string(), serviceSchema),
});
const compose = composeSchema.parse(parse(composeText, { merge: true }));

/** Compose's interpolation of what these tests set: `${NAME:?message}` must be set, `${NAME:-default}`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, how, rest: string) => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (how === '?') throw new Error(`${name} is not set: ${rest}`);
    return how === '-' ? rest : '';
  });
}

const secrets = { JWT_SECRET: 'a-secret-of-the-test-only-0123456789abcdef', POSTGRES_PASSWORD: 'pw' };
// What an operator sets besides (deploy/.env): a production instance refuses to start without a way to pay.
const operatorEnv = { ...secrets, ALLOW_TEST_PAYMENTS: 'true' };
const apiServices = ['api1', 'api2', 'api3'];

function service(name: string) {
  const found = compose.services[name];
  if (!found) throw new Error(`deploy/docker-compose.yml has no service ${name}`);
  return found;
}

/** An instance's environment as Compose would give it, the Dockerfile's ENV lines under it. */
function instanceEnv(name: string): Record<string, string> {
  const dockerfile = readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
  const fromImage: Record<string, string> = {};
  for (const [, line = ''] of dockerfile.matchAll(/^ENV (.+)$/gm))
    for (const [, key = '', value = ''] of line.matchAll(/(\w+)=(\S+)/g)) fromImage[key] = value;
  const own = Object.entries(service(name).environment ?? {}).map(([key, value]) => [
    key,
    interpolate(String(value), operatorEnv),
  ]);
  return { ...fromImage, ...Object.fromEntries(own) };
}

describe('deploy/docker-compose.yml', () => {
  it('starts PostgreSQL, Redis, three instances built from deploy/Dockerfile, and nginx with deploy/nginx.conf', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api1',
      'api2',
      'api3',
      'nginx',
      'postgres',
      'redis',
    ]);
    for (const name of apiServices) {
      const build = service(name).build;
      expect(build, name).toBeDefined();
      expect(existsSync(path.join(deployDir, build?.context ?? '', build?.dockerfile ?? ''))).toBe(true);
      // Sent traffic once ready: the readiness route, not liveness.
      expect(service(name).healthcheck?.test.join(' ')).toContain('/api/health/ready');
    }
    expect(service('nginx').volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it("balances over exactly the instances it starts, on the port the Dockerfile's image listens on", () => {
    const nginx = readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
    const upstreams = [...nginx.matchAll(/^\s*server (\w+):(\d+) /gm)].map(
      ([, host, port]) => `${host}:${port}`,
    );
    // Two upstreams (round robin and sticky for chat's polling), each naming every instance.
    expect(upstreams.sort()).toEqual(apiServices.flatMap((name) => [`${name}:3000`, `${name}:3000`]).sort());
    for (const name of apiServices) expect(instanceEnv(name).PORT).toBe('3000');
  });

  it('gives each instance settings the API reads and accepts: PostgreSQL, Redis, nginx as its only trusted proxy', () => {
    const nginxNetworks = service('nginx').networks;
    const nginxAddress =
      nginxNetworks && !Array.isArray(nginxNetworks) ? nginxNetworks.shop?.ipv4_address : undefined;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of apiServices) {
      const env = instanceEnv(name);
      const read = new Set<string>();
      const watched = new Proxy(env, {
        get: (target, key) => {
          if (typeof key === 'string') read.add(key);
          return Reflect.get(target, key);
        },
      });
      const config = readConfig(watched);
      // A misspelt name would be a setting silently left at its default.
      expect(Object.keys(service(name).environment ?? {}).filter((key) => !read.has(key))).toEqual([]);
      expect(config.databaseUrl).toBe('postgres://bazaar:pw@postgres:5432/bazaar');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.trustProxy).toEqual([nginxAddress]);
      expect(config.production).toBe(true);
      expect(config.allowTestPayments).toBe(true);
      // Docker waits stop_grace_period before SIGKILL: the instance must have drained by then.
      const grace = Number(/^(\d+)s$/.exec(service(name).stop_grace_period ?? '')?.[1]) * 1000;
      expect(grace).toBeGreaterThan(config.shutdownGraceMs);
    }
  });

  it('refuses to start without the secrets it names', () => {
    expect(() => instanceEnv('api1')).not.toThrow();
    const jwt = String(service('api1').environment?.JWT_SECRET);
    expect(() => interpolate(jwt, {})).toThrow(/JWT_SECRET is not set/);
  });

  // Docker's own check, when a Compose is installed (Compose v2 as `docker compose`, or Debian's
  // docker-compose 1.29, which predates the top-level `name`: that one line is left out for it).
  const compose2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  const compose1 = !compose2 && spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
  it.runIf(compose2 || compose1)(
    'is valid for Docker Compose, and refuses to start without JWT_SECRET',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-compose-'));
      try {
        const file = path.join(dir, 'docker-compose.yml');
        writeFileSync(file, compose1 ? composeText.replace(/^name: .*\n/m, '') : composeText);
        copyFileSync(path.join(deployDir, 'nginx.conf'), path.join(dir, 'nginx.conf'));
        const check = (env: Record<string, string>) => {
          const [command, ...args] = compose2 ? ['docker', 'compose'] : ['docker-compose'];
          const { PATH, HOME } = process.env;
          return spawnSync(command ?? '', [...args, '-f', file, 'config', '-q'], {
            encoding: 'utf8',
            env: { PATH, HOME, ...env },
          });
        };
        const valid = check(secrets);
        expect(valid.stderr).toBe('');
        expect(valid.status).toBe(0);
        const unset = check({ POSTGRES_PASSWORD: 'pw' });
        expect(unset.status).not.toBe(0);
        expect(unset.stderr).toContain('set JWT_SECRET');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
  if (!compose2 && !compose1)
    console.log(
      'deploy/docker-compose.yml: no Docker Compose here, checked against the files it starts only',
    );
});
