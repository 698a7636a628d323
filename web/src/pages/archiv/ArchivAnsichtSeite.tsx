/**
 * Reference §2.9 'Anzeigen': an archived file in the viewer (komponenten/DateiAnsicht), at
 * /intern/bipro/archiv/anzeigen?id=…. A page of its own rather than a modal, so a PDF gets the
 * room of the page; the reference's "leaving the page adds a breadcrumb 'back to BiPRO Archiv'"
 * is read as: the viewer shows the way it came — a breadcrumb whose first step, 'Zurück zu BiPRO
 * Archiv', leads back to the archive as it was left (filter, search and page restored, archiv.ts).
 *
 * The link is asked afresh on every visit (never an expired one from the cache: presigned links
 * last minutes). A file without content shows the no-data modal, whose closing leads back.
 */
import { ARCHIV_TEXTE as T, DATEI_ANSICHT_TEXTE as D, ROUTEN } from '@lieferdesk/shared';
import { Message } from 'primereact/message';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useRoute } from '../../api/useRoute';
import { Ansichtsrahmen } from '../../komponenten/Ansichtsrahmen';
import { DateiAnsicht, KeineDatenDialog } from '../../komponenten/DateiAnsicht';
import { ansichtsId } from './archiv';
import { ARCHIV } from './pfade';
import './archiv.css';

function Brotkrumen({ dateiname }: { dateiname?: string }) {
  return (
    <nav aria-label={T.brotkrumen} className="ld-brotkrumen">
      <ol>
        <li>
          <Link to={ARCHIV} data-testid="archiv-zurueck">
            <i className="pi pi-arrow-left" aria-hidden="true" /> {T.zurueck}
          </Link>
        </li>
        {dateiname && <li aria-current="page">{dateiname}</li>}
      </ol>
    </nav>
  );
}

export default function ArchivAnsichtSeite() {
  const navigate = useNavigate();
  const id = ansichtsId(useSearchParams()[0].get('id'));
  const { data, error, isLoading, isValidating, mutate } = useRoute(
    ROUTEN.archivDateiAnzeigen,
    id === undefined ? null : { id, anzeigen: 'true' },
    { swr: { revalidateOnFocus: false, revalidateOnReconnect: false } },
  );
  // A link from the cache may have expired: only the one this visit asked for is shown.
  const frisch = isValidating ? undefined : data;

  return (
    <>
      <Brotkrumen dateiname={frisch?.dateiname} />
      <Ansichtsrahmen
        titel={T.ansichtTitel}
        fehlerTestId="archiv-ansicht-fehler"
        ohneAnfrage={id === undefined ? T.keineId : undefined}
        abfrage={{ data: frisch, error, isLoading: isLoading || isValidating, mutate }}
      >
        {(link) =>
          link.url ? (
            <DateiAnsicht datei={{ url: link.url, dateiname: link.dateiname }} />
          ) : (
            <>
              <Message severity="info" text={D.keineDaten(link.dateiname)} />
              <KeineDatenDialog dateiname={link.dateiname} onSchliessen={() => void navigate(ARCHIV)} />
            </>
          )
        }
      </Ansichtsrahmen>
    </>
  );
}
