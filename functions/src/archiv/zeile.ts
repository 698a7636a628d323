/** An archived file as the archive's table shows it (reference §2.9, §3 "Archive record"). Pure. */
import type { ArchivEintrag } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';

/** 'Surname, first name', either alone, or nothing while no customer is known. */
export const kundenname = (d: Pick<BiproDateiEintrag, 'customerSurname' | 'customerName'>) =>
  [d.customerSurname, d.customerName].filter((teil) => teil?.trim()).join(', ') || undefined;

export function archivZeile(d: BiproDateiEintrag): ArchivEintrag {
  return {
    id: d.id,
    gesellschaftId: d.gesellschaftId,
    transferId: d.transferId,
    gevoArt: d.gevoArt,
    policeNr: d.policeNr,
    kundenname: kundenname(d),
    fileName: d.fileName,
    fileSize: d.fileSize,
    dateCreated: d.creationDate,
    cause: d.cause,
    maklernr: d.maklernr,
    extUserName: d.extUserName,
  };
}
