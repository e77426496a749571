import { execFileSync } from 'node:child_process';

/**
 * Installs Debian's packages that a test's servers come from (PostgreSQL, Redis, nginx), when run as root,
 * or says why it cannot: these machines reach Debian's archive and npm's registry, nothing else. Returns
 * null once they are installed, or the reason the tests that need them will be skipped.
 */
export function installDebianPackages(packages: readonly string[], purpose: string): string | null {
  if (packages.length === 0) return null;
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) {
    return `missing ${packages.join(', ')}; install Debian's packages as root (apt-get install -y ${list})`;
  }
  console.log(`Installing Debian's ${packages.join(', ')} for ${purpose}…`);
  const apt = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch (err) {
    return `apt-get install ${list} failed: ${String(err)}`;
  }
  return null;
}
