/**
 * An XML document that ends before its root element closes (a delivery cut off in transfer):
 * its records up to the cut are read all the same and the file gets a file-level error (reference
 * §4). `vervollstaendige` keeps the text up to its last complete markup — a cut tag, comment or
 * text is dropped, so no value is read half — and closes the elements still open. Whether that
 * is the document's only fault the caller decides by checking the result as strictly as any file.
 */

export interface Vervollstaendigt {
  text: string;
  /** The elements that were still open at the cut, outermost first. */
  offen: string[];
}

const NAME_ENDE = /[\s/>]/;

/** The index after the tag that starts at `von`, quotes respected; -1 if the text ends inside it. */
function tagEnde(text: string, von: number): number {
  let zitat: string | undefined;
  for (let i = von; i < text.length; i++) {
    const c = text[i]!;
    if (zitat) {
      if (c === zitat) zitat = undefined;
    } else if (c === '"' || c === "'") zitat = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

/** After `ende` searched from `von`; -1 if it does not come. */
function bis(text: string, von: number, ende: string): number {
  const i = text.indexOf(ende, von);
  return i < 0 ? -1 : i + ende.length;
}

/** The text cut back and closed; undefined when nothing is open at its end (not merely cut off). */
export function vervollstaendige(text: string): Vervollstaendigt | undefined {
  const offen: string[] = [];
  let schnitt = 0;
  let i = text.indexOf('<');
  while (i >= 0) {
    let weiter: number;
    if (text.startsWith('<!--', i)) weiter = bis(text, i + 4, '-->');
    else if (text.startsWith('<![CDATA[', i)) weiter = bis(text, i + 9, ']]>');
    else if (text.startsWith('<?', i)) weiter = bis(text, i + 2, '?>');
    else if (text.startsWith('</', i)) {
      weiter = tagEnde(text, i);
      if (weiter >= 0) offen.pop();
    } else {
      weiter = tagEnde(text, i);
      if (weiter >= 0 && !text.startsWith('<!', i) && text[weiter - 2] !== '/') {
        const rest = text.slice(i + 1, weiter);
        offen.push(rest.slice(0, rest.search(NAME_ENDE)));
      }
    }
    if (weiter < 0) break;
    schnitt = weiter;
    i = text.indexOf('<', weiter);
  }
  if (offen.length === 0) return undefined;
  const schliessen = [...offen]
    .reverse()
    .map((name) => `</${name}>`)
    .join('');
  return { text: text.slice(0, schnitt) + schliessen, offen };
}
