/**
 * Where an access's password may go (bipro/README.md "Where the job connects"): the STS gets
 * user name and password, so its address — and the transfer service's — must name an insurer's
 * server on the internet, by name, over TLS. An internal user who could point an access at the
 * instance metadata service, at a service inside the VPC or at his own machine would otherwise
 * have the next run hand him the stored password.
 *
 * The rule is checked twice: when an access is saved (`adressGrund`, the address as typed) and
 * when a run connects (`adressGrund` again, then `gepruefteSuche` on every address DNS gives for
 * the name), so a name that resolves to a private address — or is made to later (DNS rebinding)
 * — is refused too. The URL is read as fetch reads it (WHATWG): odd IPv4 forms such as
 * `0x7f000001`, `2130706433` or `127.1` arrive as `127.0.0.1` and are IP literals like any other.
 *
 * Locally the simulated insurer answers over plain HTTP on 127.0.0.1: `BIPRO_LOKALE_DIENSTE=1`,
 * set by the local stack (infra/local/stack.ts) and never in AWS, allows http and loopback — and
 * nothing else that is not public.
 */
import { lookup as dnsSuche, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { konfiguration, LOKALE_DIENSTE_VARIABLE, type Umgebung } from '../konfiguration';

export { LOKALE_DIENSTE_VARIABLE };

export const lokaleDiensteErlaubt = (umgebung?: Umgebung): boolean => konfiguration.lokaleDienste(umgebung);

type Art = 'loopback' | 'linkLokal' | 'privat' | 'reserviert';

const ART_TEXT: Record<Art, string> = {
  loopback: 'eine Loopback-Adresse (der eigene Rechner)',
  linkLokal: 'eine link-lokale Adresse (z. B. der Metadatendienst der Cloud)',
  privat: 'eine Adresse eines privaten Netzes',
  reserviert: 'eine nicht öffentliche, reservierte Adresse',
};

/** Ranges that are not the internet, by kind (IPv4-mapped IPv6 addresses match the IPv4 ones). */
const BEREICHE: Record<Art, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linkLokal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  privat: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
    ['fec0::', 10, 'ipv6'],
    ['64:ff9b:1::', 48, 'ipv6'],
  ],
  reserviert: [
    ['0.0.0.0', 8, 'ipv4'],
    ['192.0.0.0', 24, 'ipv4'],
    ['192.0.2.0', 24, 'ipv4'],
    ['198.18.0.0', 15, 'ipv4'],
    ['198.51.100.0', 24, 'ipv4'],
    ['203.0.113.0', 24, 'ipv4'],
    ['224.0.0.0', 4, 'ipv4'],
    ['240.0.0.0', 4, 'ipv4'],
    ['::', 128, 'ipv6'],
    ['100::', 64, 'ipv6'],
    ['2001::', 23, 'ipv6'],
    ['2001:db8::', 32, 'ipv6'],
    ['2002::', 16, 'ipv6'],
    ['ff00::', 8, 'ipv6'],
  ],
};

const LISTEN = Object.entries(BEREICHE).map(([art, bereiche]) => {
  const liste = new BlockList();
  for (const [netz, praefix, typ] of bereiche) liste.addSubnet(netz, praefix, typ);
  return [art as Art, liste] as const;
});

/** NAT64's well-known prefix carries an IPv4 address in its last 32 bits: that one counts. */
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

function eingebettetesIpv4(ip: string): string | undefined {
  if (!NAT64.check(ip, 'ipv6')) return undefined;
  const teile = ip.split(':');
  const letzte = teile.at(-1)!;
  if (letzte.includes('.')) return letzte;
  const hoch = parseInt(teile.at(-2) || '0', 16);
  const tief = parseInt(letzte || '0', 16);
  return [hoch >> 8, hoch & 0xff, tief >> 8, tief & 0xff].join('.');
}

/** What kind of address that is not public `ip` is; undefined for a public one. */
function artVon(ip: string): Art | undefined {
  const typ = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  const v4 = typ === 'ipv6' ? eingebettetesIpv4(ip) : undefined;
  if (v4) return artVon(v4);
  return LISTEN.find(([, liste]) => liste.check(ip, typ))?.[0];
}

const KEINE_ZUGANGSDATEN = 'Dorthin sendet der Abholjob keine Zugangsdaten.';

/** What `ip` is, if the job may not connect to it (German, for a reason); undefined if it may. */
function verboteneArt(ip: string, lokal: boolean): string | undefined {
  const art = artVon(ip);
  return art === undefined || (lokal && art === 'loopback') ? undefined : ART_TEXT[art];
}

/** Why the job may not connect to `ip` (a resolved address); undefined if it may. */
export function ipGrund(ip: string, lokal: boolean): string | undefined {
  const art = verboteneArt(ip, lokal);
  return art && `${ip} ist ${art}: ${KEINE_ZUGANGSDATEN}`;
}

/** `localhost` and its subdomains are the own machine whatever DNS says (RFC 6761). */
const istLocalhost = (name: string) => /(?:^|\.)localhost\.?$/i.test(name);

/**
 * Why `text` is no address an access's service may have (German, for the field); undefined if
 * it may. See the module's comment.
 */
export function adressGrund(text: string, lokal: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'Die Adresse ist keine gültige URL.';
  }
  if (url.protocol !== 'https:' && !(lokal && url.protocol === 'http:'))
    return url.protocol === 'http:'
      ? 'Die Adresse muss mit https:// beginnen: Über http:// ginge das Passwort unverschlüsselt durchs Netz.'
      : 'Bitte geben Sie eine Adresse mit https:// an.';
  if (url.username !== '' || url.password !== '')
    return 'Die Adresse darf keine Zugangsdaten enthalten (benutzer:passwort@…): Benutzername und Passwort gehören in ihre eigenen Felder.';
  const name = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(name)) {
    const art = artVon(name);
    if (lokal && art === 'loopback') return undefined;
    return `Die Adresse nennt eine IP-Adresse (${name}${art ? `, ${ART_TEXT[art]}` : ''}) statt des Namens eines Servers: Bitte geben Sie den Hostnamen des Versicherers an.`;
  }
  if (istLocalhost(name) && !lokal)
    return `Die Adresse zeigt auf den eigenen Rechner (localhost): ${KEINE_ZUGANGSDATEN}`;
  return undefined;
}

/**
 * A call refused for where it would go: its address (as saved, or as DNS resolves it), or a
 * redirect of the insurer's service, which is not followed. No retry changes it: the name is on
 * the download pipeline's do-not-retry list (events/src/abholen.ts ABHOL_NICHT_WIEDERHOLEN).
 */
export class AdresseAbgelehnt extends Error {
  override name = 'AdresseAbgelehnt';
}

export type Suche = (
  name: string,
  optionen: LookupOptions & { all: true },
  fertig: (fehler: NodeJS.ErrnoException | null, adressen: LookupAddress[]) => void,
) => void;

type Rueckruf = (fehler: Error | null, adresse: string | LookupAddress[], familie?: number) => void;

/**
 * A DNS lookup for the sockets (net/tls `lookup`, undici's `connect`) that refuses a name if any
 * address it resolves to is not public (loopback allowed when `lokal`): so the address connected
 * to is the one checked, whatever the name said when it was saved.
 */
export function gepruefteSuche(lokal: boolean, suche: Suche = dnsSuche as unknown as Suche) {
  return (name: string, optionen: LookupOptions, fertig: Rueckruf): void => {
    suche(name, { ...optionen, all: true }, (fehler, adressen) => {
      if (fehler) return fertig(fehler, '');
      for (const { address } of adressen) {
        const art = verboteneArt(address, lokal);
        if (art)
          return fertig(
            new AdresseAbgelehnt(`Der Name ${name} löst auf ${address} auf, ${art}: ${KEINE_ZUGANGSDATEN}`),
            '',
          );
      }
      if (optionen.all) return fertig(null, adressen);
      const erste = adressen[0];
      if (!erste)
        return fertig(Object.assign(new Error(`${name}: keine Adresse`), { code: 'ENOTFOUND' }), '');
      fertig(null, erste.address, erste.family);
    });
  };
}
