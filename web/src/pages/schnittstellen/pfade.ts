/** The interface screens' addresses (reference §2.8), in one place for the pages and the router. */
export const LISTE = '/intern/gdv/gdv-interfaces';
export const BEARBEITEN = '/intern/gdv/gdv-interfaces/gdv-interface';
export const SUB_INTERFACE = '/intern/gdv/gdv-interface';

export const bearbeitenPfad = (id?: number) => (id === undefined ? BEARBEITEN : `${BEARBEITEN}?id=${id}`);
export const subInterfacePfad = (id: number) => `${SUB_INTERFACE}?id=${id}&sub=true`;
