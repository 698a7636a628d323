/**
 * The interface-definition engine: reads every delivered file through an interface definition
 * (reference §3 "Interface"). See README.md beside this file for the conversion syntax, the check
 * expressions and the meaning of the flags.
 */
export { leseDatei, type LeseOptionen } from './lesen';
export { jsonWert, testeSchnittstelle, type TestOptionen } from './testen';
export { findeSchnittstelle, passtMuster } from './dateiname';
export { DateiFehler, type DateiFehlerArt, type Grenzen, STANDARD_GRENZEN, TEST_GRENZEN } from './fehler';
export { AUSDRUCK_HOECHSTLAENGE, uebersetzeAusdruck } from './ausdruck';
export { uebersetzeUmwandlung } from './umwandlung';
export { eingebauteSchnittstellen, EINGEBAUT_ID, istEingebauteId } from './eingebaut';
