/**
 * What the benchmarks of the local stack share besides the API client (../api-client.ts): the CPU
 * seconds of this process and of DynamoDB Local from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) of a process from /proc (Linux); 0 where unknown. */
export function cpuSekunden(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(felder[11]) + Number(felder[12])) / 100;
  } catch {
    return 0;
  }
}

/** The DynamoDB Local process listening on `port` (a child of this process). */
export function dynamoPid(port: string): number | undefined {
  for (const eintrag of readdirSync('/proc')) {
    if (!/^\d+$/.test(eintrag)) continue;
    try {
      const befehl = readFileSync(`/proc/${eintrag}/cmdline`, 'utf8').split('\0');
      if (befehl.some((a) => a.endsWith('DynamoDBLocal.jar')) && befehl.includes(port))
        return Number(eintrag);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}
