import { BEREICHE, KONTO_TEXTE, MELDUNGEN, nutzbareBereiche, ROUTEN, startBereich } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Fragment, Suspense, useMemo, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useRoute } from '../api/useRoute';
import { Fehlergrenze } from '../Fehlergrenze';
import { Fehlerleiste } from '../komponenten/Fehlerleiste';
import { BenutzerKontext, type Ich } from './Benutzer';
import { Bereichsseite } from './Bereichsseite';
import { KONTO_PFAD, KontoSeite, NichtGefunden, SEITEN, UNTERSEITEN } from '../pages';

/** The page's own content, where the skip link leads. */
const INHALT = 'inhalt';

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): past the header and the navigation
 * to the page itself. Shown only while it has focus. It moves the focus itself rather than
 * following its address, which would add a '#inhalt' step to the history.
 */
function Sprunglink() {
  return (
    <a
      className="ld-sprunglink"
      href={`#${INHALT}`}
      data-testid="sprunglink"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(INHALT)?.focus();
      }}
    >
      {MELDUNGEN.zumInhalt}
    </a>
  );
}

/** The page's frame: focusable by the skip link (not by Tab), so the next Tab is the page's first field. */
const Inhalt = ({ className, children }: { className: string; children: ReactNode }) => (
  <main id={INHALT} tabIndex={-1} className={className}>
    {children}
  </main>
);

/** Loads the user, then shows the layout: product name, navigation, user, sign-out, the page. */
export function Rahmen({ abmelden }: { abmelden: () => void }) {
  const { data: ich, error, isLoading, mutate } = useRoute(ROUTEN.ich);

  if (!ich) {
    return (
      <div className="ld-rahmen">
        <Sprunglink />
        <Kopf abmelden={abmelden} />
        <Inhalt className="ld-inhalt ld-inhalt-zentriert">
          {isLoading || !error ? (
            <ProgressSpinner aria-label={MELDUNGEN.laedt} />
          ) : (
            <Fehlerleiste fehler={error} einleitung={MELDUNGEN.benutzerNichtGeladen} onErneut={mutate} />
          )}
        </Inhalt>
      </div>
    );
  }
  return (
    <BenutzerKontext.Provider value={ich}>
      <Layout ich={ich} abmelden={abmelden} />
    </BenutzerKontext.Provider>
  );
}

function Kopf({ abmelden, name }: { abmelden: () => void; name?: string }) {
  return (
    <header className="ld-kopf">
      <span className="ld-produkt">
        <i className="pi pi-inbox" aria-hidden="true" /> {MELDUNGEN.produktName}
      </span>
      <span className="ld-kopf-rechts">
        {name !== undefined && (
          <>
            <span className="ld-benutzer" data-testid="benutzer-name" title={MELDUNGEN.angemeldetAls}>
              <i className="pi pi-user" aria-hidden="true" /> {name}
            </span>
            <Link to={KONTO_PFAD} className="ld-konto-link" data-testid="konto-link">
              <i className="pi pi-id-card" aria-hidden="true" /> {KONTO_TEXTE.link}
            </Link>
          </>
        )}
        <Button
          label={MELDUNGEN.abmelden}
          icon="pi pi-sign-out"
          text
          size="small"
          onClick={abmelden}
          data-testid="abmelden"
        />
      </span>
    </header>
  );
}

/** Titles like 'BiPRO Mahn-/Dynamik-/Aktionslisten' may wrap after each slash. */
function umbrechbar(titel: string) {
  return titel.split('/').map((teil, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {teil}
    </Fragment>
  ));
}

function Layout({ ich, abmelden }: { ich: Ich; abmelden: () => void }) {
  const sichtbar = useMemo(() => nutzbareBereiche(ich, (id) => SEITEN[id] !== undefined), [ich]);
  const start = startBereich(sichtbar);
  const { pathname } = useLocation();
  return (
    <div className="ld-rahmen">
      <Sprunglink />
      <Kopf abmelden={abmelden} name={ich.name} />
      <div className="ld-koerper">
        <nav className="ld-navigation" aria-label={MELDUNGEN.navigation}>
          <ul>
            {sichtbar.map((b) => (
              <li key={b.id}>
                <NavLink to={b.pfad} data-testid={`nav-${b.id}`}>
                  {umbrechbar(b.titel)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Inhalt className="ld-inhalt">
          {/* A page that breaks leaves the navigation usable; another address is a fresh start. */}
          <Fehlergrenze key={pathname}>
            <Suspense fallback={<ProgressSpinner aria-label={MELDUNGEN.laedt} />}>
              <Routes>
                <Route path="/" element={start ? <Navigate to={start.pfad} replace /> : <NichtGefunden />} />
                {BEREICHE.map((b) => (
                  <Route key={b.id} path={b.pfad} element={<Bereichsseite bereich={b} />} />
                ))}
                {UNTERSEITEN.map((u) => {
                  const bereich = BEREICHE.find((b) => b.id === u.bereich);
                  return (
                    bereich && (
                      <Route
                        key={u.pfad}
                        path={u.pfad}
                        element={<Bereichsseite bereich={bereich} seite={u.Seite} />}
                      />
                    )
                  );
                })}
                <Route path={KONTO_PFAD} element={<KontoSeite />} />
                <Route path="*" element={<NichtGefunden />} />
              </Routes>
            </Suspense>
          </Fehlergrenze>
        </Inhalt>
      </div>
    </div>
  );
}
