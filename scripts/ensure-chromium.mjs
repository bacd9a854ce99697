// Browser tests use Debian's Chromium, never a downloaded browser. Installs it when missing and
// we are root; otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is not installed at ${CHROMIUM}. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
  process.exit(1);
}
console.log('Installing Debian\'s chromium package for the browser tests…');
try {
  execSync('apt-get install -y chromium', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
if (!existsSync(CHROMIUM)) {
  console.error(`Installing chromium did not produce ${CHROMIUM}.`);
  process.exit(1);
}
