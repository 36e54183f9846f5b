import { Parser } from 'htmlparser2';

/**
 * An element's children by name without their namespace prefix: an element of text alone is its trimmed text, one
 * with attributes or children an object (attributes as `@<name>`, trimmed too; its own text as `#`), an element met
 * more than once an array in document order.
 */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An element as its parent holds it: its text when it has nothing else. */
function heldValue(element: XmlNode, text: string): XmlValue {
  if (Object.keys(element).length === 0) return text;
  if (text !== '') element['#'] = text;
  return element;
}

/**
 * One element's text (an entry, a statement's header) as a tree of plain objects, read by htmlparser2's tokenizer
 * in XML mode (entities and CDATA decoded, comments and processing instructions left out): a quarter of the time
 * fast-xml-parser's tree took for a statement's entries, the reader's largest part. It checks nothing: the
 * document's well-formedness is judged whole beside it (`XMLValidator`, `xmlVerdictOffThread`).
 */
export function xmlTree(xml: string): XmlNode {
  const root: XmlNode = {};
  const elements: XmlNode[] = [root];
  const names: string[] = [];
  const texts: string[] = [''];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: XmlNode = {};
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute !== 'xmlns' && !attribute.startsWith('xmlns:'))
            element[`@${localName(attribute)}`] = value.trim();
        }
        elements.push(element);
        names.push(localName(name));
        texts.push('');
      },
      ontext(text) {
        texts[texts.length - 1] += text;
      },
      onclosetag() {
        const element = elements.pop() ?? {};
        const name = names.pop() ?? '';
        const value = heldValue(element, (texts.pop() ?? '').trim());
        const parent = elements[elements.length - 1] ?? root;
        const had = parent[name];
        if (Array.isArray(had)) had.push(value);
        else parent[name] = had === undefined ? value : [had, value];
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return root;
}
