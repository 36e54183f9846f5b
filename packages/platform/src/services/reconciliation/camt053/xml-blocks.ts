/** One element of a document as its own text, found without parsing the rest: `<Ntry>…</Ntry>`. */
export interface XmlBlock {
  /** Offset of its start tag in the document. */
  start: number;
  text: string;
}

/**
 * The elements named `tag` (with any namespace prefix) inside `xml`, one after the other, for an element that
 * never holds one of its own name (a statement's `Stmt`, an entry's `Ntry`). A reader parses each on its own, so
 * a statement of many entries never becomes one tree in memory, and each entry's text is its raw XML.
 */
export function* xmlBlocks(
  xml: string,
  tag: 'GrpHdr' | 'Stmt' | 'Ntry',
  from = 0,
  to = xml.length,
): Generator<XmlBlock> {
  const open = new RegExp(`<(?:[\\w.-]+:)?${tag}(?=[\\s/>])`, 'g');
  const close = new RegExp(`</(?:[\\w.-]+:)?${tag}\\s*>`, 'g');
  open.lastIndex = from;
  for (let match = open.exec(xml); match !== null && match.index < to; match = open.exec(xml)) {
    const selfClosing = xml.indexOf('>', match.index);
    if (selfClosing > 0 && xml[selfClosing - 1] === '/') {
      yield { start: match.index, text: xml.slice(match.index, selfClosing + 1) };
      open.lastIndex = selfClosing + 1;
      continue;
    }
    close.lastIndex = match.index;
    const end = close.exec(xml);
    if (end === null || end.index >= to) return;
    const stop = end.index + end[0].length;
    yield { start: match.index, text: xml.slice(match.index, stop) };
    open.lastIndex = stop;
  }
}

/** The 1-based line of an offset, for a refusal that names the place. */
export function lineAt(xml: string, offset: number): number {
  let line = 1;
  for (let index = xml.indexOf('\n'); index !== -1 && index < offset; index = xml.indexOf('\n', index + 1)) line++;
  return line;
}
