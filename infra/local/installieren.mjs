// Runs on the machine's own Node (whatever its version) before `npm start` and `npm test`:
// installs the pinned dependencies when node_modules is missing or older than the lockfile, and
// says plainly what is missing on the machine itself. Every later npm script then runs on the
// pinned Node 24 from node_modules/.bin.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const veraltet = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (veraltet) {
  console.log('Abhängigkeiten werden installiert (npm ci) …');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

// DynamoDB Local is AWS's Java program: without a Java runtime nothing local can start.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
  console.error(
    'Es fehlt eine Java-Laufzeit (für DynamoDB Local). Unter Debian/Ubuntu: ' +
      'sudo apt-get install -y default-jre-headless',
  );
  process.exit(1);
}
