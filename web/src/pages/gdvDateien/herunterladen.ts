/**
 * A stored file downloaded from its presigned link (`dateiLink`): the browser fetches it straight
 * from storage, which answers it as an attachment under its name — the page does not navigate
 * away. False when the record holds no content (no link).
 */
export function herunterladen(link: { url?: string; dateiname: string }): boolean {
  if (!link.url) return false;
  const a = document.createElement('a');
  a.href = link.url;
  a.download = link.dateiname;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  return true;
}
