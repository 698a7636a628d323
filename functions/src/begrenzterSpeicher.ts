/**
 * What a warm Lambda container keeps for its next invocations (a run's BiPRO client, a run's
 * configuration, a certificate's TLS agent): at most `hoechstens` entries, the oldest dropped
 * first, so a container that serves many runs never grows. A promise that fails is dropped, so
 * the next call (a retry) makes it anew.
 */
export function begrenzterSpeicher<T>(hoechstens: number) {
  const werte = new Map<string, T>();
  return {
    holen(schluessel: string, erzeugen: () => T): T {
      const vorhanden = werte.get(schluessel);
      if (vorhanden !== undefined) return vorhanden;
      const wert = erzeugen();
      if (werte.size >= hoechstens) werte.delete(werte.keys().next().value!);
      werte.set(schluessel, wert);
      if (wert instanceof Promise)
        wert.catch(() => {
          if (werte.get(schluessel) === wert) werte.delete(schluessel);
        });
      return wert;
    },
  };
}
