/** Saves a downloaded Blob under a file name: the browser's own "save" through a temporary link. */
export function dateiSpeichern(inhalt: Blob, dateiname: string): void {
  const url = URL.createObjectURL(inhalt);
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Late enough for the browser to have started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
