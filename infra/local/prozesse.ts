import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface, chosen by the OS. */
export function freierPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const adresse = server.address();
      server.close(() =>
        typeof adresse === 'object' && adresse ? resolve(adresse.port) : reject(new Error('kein Port')),
      );
    });
  });
}

/** Polls until `bereit` resolves true, or fails after `sekunden` with the process's last output. */
export async function warteBis(
  name: string,
  bereit: () => Promise<boolean>,
  sekunden = 60,
  ausgabe?: () => string,
) {
  const ende = Date.now() + sekunden * 1000;
  while (Date.now() < ende) {
    try {
      if (await bereit()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} ist nach ${sekunden} s nicht bereit.\n${ausgabe?.() ?? ''}`);
}

export interface Kindprozess {
  prozess: ChildProcess;
  ausgabe: () => string;
  beenden: () => Promise<void>;
}

/** Spawns a helper process whose last output is kept for error messages, and that dies with us. */
export function starteProzess(befehl: string, argumente: string[], optionen: SpawnOptions): Kindprozess {
  const prozess = spawn(befehl, argumente, { ...optionen, stdio: ['ignore', 'pipe', 'pipe'] });
  let puffer = '';
  const merken = (d: Buffer) => {
    puffer = (puffer + d.toString()).slice(-4000);
  };
  prozess.stdout?.on('data', merken);
  prozess.stderr?.on('data', merken);
  const beenden = () =>
    new Promise<void>((resolve) => {
      if (prozess.exitCode !== null || prozess.signalCode !== null) return resolve();
      prozess.once('exit', () => resolve());
      prozess.kill('SIGTERM');
      setTimeout(() => prozess.kill('SIGKILL'), 3000).unref();
    });
  return { prozess, ausgabe: () => puffer, beenden };
}
