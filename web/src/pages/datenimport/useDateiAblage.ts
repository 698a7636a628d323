/**
 * Drag-and-drop of files onto the screen (reference §2.4): while a file is dragged over, the screen
 * shows where to drop it; a dropped file goes to `onDatei` (the upload). Drags of text or
 * elements are left alone. While `aktiv` is false (a modal is open) a dropped file is ignored —
 * but still caught, so the browser does not leave the app to show the file.
 */
import { useRef, useState, type DragEvent } from 'react';

const mitDateien = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

export function useDateiAblage(onDatei: (datei: File) => void, aktiv = true) {
  const [ziehtDarueber, setZiehtDarueber] = useState(false);
  // dragenter/dragleave fire for every child element; count them to know when the drag left.
  const tiefe = useRef(0);

  const ablageProps = {
    onDragEnter(e: DragEvent) {
      if (!mitDateien(e)) return;
      e.preventDefault();
      tiefe.current += 1;
      if (aktiv) setZiehtDarueber(true);
    },
    onDragOver(e: DragEvent) {
      if (!mitDateien(e)) return;
      // Without preventDefault the browser would open the file itself.
      e.preventDefault();
      e.dataTransfer.dropEffect = aktiv ? 'copy' : 'none';
    },
    onDragLeave(e: DragEvent) {
      if (!mitDateien(e)) return;
      tiefe.current = Math.max(0, tiefe.current - 1);
      if (tiefe.current === 0) setZiehtDarueber(false);
    },
    onDrop(e: DragEvent) {
      if (!mitDateien(e)) return;
      e.preventDefault();
      tiefe.current = 0;
      setZiehtDarueber(false);
      const datei = e.dataTransfer.files[0];
      if (aktiv && datei) onDatei(datei);
    },
  };
  return { ziehtDarueber, ablageProps };
}
