/**
 * The namespaces of BiPRO norm 430 answers and their SOAP envelopes. Elements are matched by
 * namespace URI and local name, never by prefix: insurers answer with `tran:`, `t:`, `xf:` or
 * none at all for the same element.
 */
export const NS = {
  soap11: 'http://schemas.xmlsoap.org/soap/envelope/',
  soap12: 'http://www.w3.org/2003/05/soap-envelope',
  transfer: 'http://www.bipro.net/namespace/transfer',
  nachrichten: 'http://www.bipro.net/namespace/nachrichten',
  allgemein: 'http://www.bipro.net/namespace/allgemein',
  gevo: 'http://www.bipro.net/namespace/gevo',
  xop: 'http://www.w3.org/2004/08/xop/include',
} as const;

/** Every BiPRO namespace begins so (transfer/gevo, transfer/vertrag, … as well). */
export const BIPRO_PRAEFIX = 'http://www.bipro.net/namespace/';

export const istSoapEnvelope = (uri: string): boolean => uri === NS.soap11 || uri === NS.soap12;
export const istBipro = (uri: string): boolean => uri.startsWith(BIPRO_PRAEFIX);
export const istNachrichten = (uri: string): boolean => uri === NS.nachrichten || uri === NS.allgemein;
export const istTransfer = (uri: string): boolean => uri === NS.transfer;
export const istGevo = (uri: string): boolean => uri === NS.gevo;
export const istXop = (uri: string): boolean => uri === NS.xop;
/** For the SOAP fault's own children, which carry no namespace in 1.1 and SOAP's in 1.2. */
export const jederNamensraum = (): boolean => true;
