/**
 * Copying an interface, from the list and from the interface itself: the server makes the copy,
 * the user is told its id, the list and the interface options learn of it, and the copy opens.
 * A failure is shown; the caller learns whether the copy was made.
 */
import { MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere } from '../../api/useRoute';
import { useMeldungen } from '../../shell/Meldungen';
import { bearbeitenPfad } from './pfade';

export function useKopieren() {
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  return async function kopieren(id: number): Promise<boolean> {
    try {
      const kopie = await rufe(ROUTEN.schnittstelleKopieren, { query: { id } });
      meldungen.erfolg(MELDUNGEN.schnittstelleKopiert(kopie.id));
      void revalidiere(ROUTEN.schnittstellenFilter);
      void revalidiere(ROUTEN.schnittstellenOptionen);
      void navigate(bearbeitenPfad(kopie.id));
      return true;
    } catch (e) {
      meldungen.fehler(e);
      return false;
    }
  };
}
