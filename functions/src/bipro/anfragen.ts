/**
 * The SOAP requests the client sends (bipro/README.md), as minimal, prefix-stable XML: insurers'
 * parsers are strict, so every value is escaped and nothing optional is sent that the access's
 * profile does not ask for.
 */
import type { BiproProfil } from '@lieferdesk/shared';
import { NS } from './lesen/namensraeume';
import { istVersion21 } from './profil';

export type Operation = 'listShipments' | 'getShipment' | 'acknowledgeShipment';

export const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const PASSWORT_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
export const WS_TRUST = 'http://schemas.xmlsoap.org/ws/2005/02/trust';
export const WS_SC = 'http://schemas.xmlsoap.org/ws/2005/02/sc';
export const WSA = 'http://schemas.xmlsoap.org/ws/2004/08/addressing';
export const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';

/** Text for an XML element or attribute value. */
export function xmlText(wert: string): string {
  return wert
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The operation's wrapper element as the profile's version names it. */
export function wrapperName(op: Operation, profil: Pick<BiproProfil, 'version'>): string {
  return istVersion21(profil) ? op[0]!.toUpperCase() + op.slice(1) : op;
}

/** The SOAPAction header's value for an operation. */
export function soapAction(
  op: Operation | 'RequestSecurityToken',
  profil: Pick<BiproProfil, 'soapAction'>,
): string {
  return profil.soapAction === 'urn' ? `urn:${op}` : '';
}

function versionElement(profil: Pick<BiproProfil, 'version'>): string {
  return istVersion21(profil)
    ? `<allg:BiPROVersion>${xmlText(profil.version)}</allg:BiPROVersion>`
    : `<nac:BiPROVersion>${xmlText(profil.version)}</nac:BiPROVersion>`;
}

function umschlag(kopf: string, koerper: string, namensraeume: Record<string, string>): string {
  const ns = Object.entries({ soapenv: NS.soap11, ...namensraeume })
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope${ns}><soapenv:Header>${kopf}</soapenv:Header><soapenv:Body>${koerper}</soapenv:Body></soapenv:Envelope>`;
}

/** A transfer request with the STS token in its header. `id` for get and acknowledge. */
export function transferAnfrage(op: Operation, profil: BiproProfil, token: string, id?: string): string {
  if (op !== 'listShipments' && (id === undefined || id === ''))
    throw new Error(`${op} braucht die ID der Lieferung.`);
  const felder = [versionElement(profil)];
  if (profil.consumerId) felder.push(`<nac:ConsumerID>${xmlText(profil.consumerId)}</nac:ConsumerID>`);
  if (op === 'listShipments') {
    if (profil.kategorie)
      felder.push(`<tran:KategorieDerLieferung>${xmlText(profil.kategorie)}</tran:KategorieDerLieferung>`);
    if (profil.bestaetigeLieferungen !== undefined)
      felder.push(
        `<tran:BestaetigeLieferungen>${String(profil.bestaetigeLieferungen)}</tran:BestaetigeLieferungen>`,
      );
  } else felder.push(`<tran:ID>${xmlText(id!)}</tran:ID>`);
  const wrapper = wrapperName(op, profil);
  const kopf = `<wsse:Security><wsc:SecurityContextToken><wsc:Identifier>${xmlText(token)}</wsc:Identifier></wsc:SecurityContextToken></wsse:Security>`;
  return umschlag(
    kopf,
    `<tran:${wrapper}><tran:Request>${felder.join('')}</tran:Request></tran:${wrapper}>`,
    {
      wsse: WSSE,
      wsc: WS_SC,
      tran: NS.transfer,
      nac: NS.nachrichten,
      ...(istVersion21(profil) ? { allg: NS.allgemein } : {}),
    },
  );
}

/** The STS request (norm 410, WS-Trust 2005/02) for a security context token. */
export function tokenAnfrage(profil: BiproProfil, benutzer: string, passwort: string): string {
  const aktion = profil.stsMitWsaAction ? `<wsa:Action>${WS_TRUST}/RST/SCT</wsa:Action>` : '';
  const kopf = `${aktion}<wsse:Security soapenv:mustUnderstand="1"><wsse:UsernameToken><wsse:Username>${xmlText(benutzer)}</wsse:Username><wsse:Password Type="${PASSWORT_TEXT}">${xmlText(passwort)}</wsse:Password></wsse:UsernameToken></wsse:Security>`;
  const version = profil.stsMitWsaAction ? '' : versionElement(profil);
  const koerper = `<wst:RequestSecurityToken><wst:TokenType>${WS_SC}/sct</wst:TokenType><wst:RequestType>${WS_TRUST}/Issue</wst:RequestType>${version}</wst:RequestSecurityToken>`;
  return umschlag(kopf, koerper, {
    wsse: WSSE,
    wst: WS_TRUST,
    ...(profil.stsMitWsaAction ? { wsa: WSA } : {}),
    ...(version ? (istVersion21(profil) ? { allg: NS.allgemein } : { nac: NS.nachrichten }) : {}),
  });
}
