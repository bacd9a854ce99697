// Browser tests use Debian's Chromium, never a downloaded browser. Installs it when missing and
// we are root; otherwise says exactly what to run.
import { ensurePackage } from './ensure-package.mjs';

ensurePackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'for the browser tests');
