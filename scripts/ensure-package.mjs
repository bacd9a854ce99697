// Installs a Debian package when the program it provides is missing and we are root; otherwise
// says exactly what to run. Tests use Debian's programs (Chromium, nginx), never downloaded ones.
//   node scripts/ensure-package.mjs /usr/sbin/nginx nginx
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function ensurePackage(program, pkg, purpose) {
  if (existsSync(program)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${pkg} is not installed at ${program}. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${pkg} package ${purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execSync(`apt-get install -y ${pkg}`, { stdio: 'inherit', env });
  } catch {
    execSync(`apt-get update && apt-get install -y ${pkg}`, { stdio: 'inherit', env });
  }
  if (!existsSync(program)) {
    console.error(`Installing ${pkg} did not produce ${program}.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [program, pkg] = process.argv.slice(2);
  if (!program || !pkg) {
    console.error('usage: node scripts/ensure-package.mjs <program path> <debian package>');
    process.exit(2);
  }
  ensurePackage(program, pkg, 'for the tests');
}
