// Runs on the machine's own Node (whatever its version) before anything else: installs the
// pinned dependencies when node_modules is missing or older than the lockfile, so `npm start`
// and `npm test` work on a fresh clone. Every later npm script then runs on the pinned Node 24.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci) …');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
