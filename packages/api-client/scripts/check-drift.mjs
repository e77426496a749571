// Fails when src/schema.d.ts is not what `npm run generate` makes from openapi.yaml today.
// It runs the same openapi-typescript CLI as the generate script, into a temporary file, and compares bytes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = join(packageDir, '..', '..', 'openapi.yaml');
const committed = join(packageDir, 'src', 'schema.d.ts');
const cli = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')),
  'bin',
  'cli.js',
);

const workDir = mkdtempSync(join(tmpdir(), 'bazaar-api-client-'));
const fresh = join(workDir, 'schema.d.ts');
let exitCode = 0;
try {
  // Same cwd and the same relative input path as `npm run generate`, so the output is byte-for-byte comparable.
  execFileSync(process.execPath, [cli, relative(packageDir, contract), '-o', fresh], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let current = null;
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    current = null;
  }
  if (current === null) {
    console.error('src/schema.d.ts is missing: run npm run generate');
    exitCode = 1;
  } else if (current !== readFileSync(fresh, 'utf8')) {
    console.error('src/schema.d.ts is out of date with openapi.yaml: run npm run generate');
    exitCode = 1;
  } else {
    console.log('src/schema.d.ts matches openapi.yaml');
  }
} catch (error) {
  console.error(
    `could not generate types from openapi.yaml: ${error instanceof Error ? error.message : error}`,
  );
  exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
