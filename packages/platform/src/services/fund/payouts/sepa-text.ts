/**
 * The characters a SEPA credit transfer may carry (the EPC's basic Latin set): letters, digits, space and
 * / - ? : ( ) . , ' +. Anything else is transliterated where it has an accent-free form, or becomes a space.
 */
const outsideSepaSet = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** Text for a SEPA field of at most `maxLength` characters: transliterated, spaces collapsed, cut to fit. */
export function sepaText(text: string, maxLength: number): string {
  const latin = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/&/g, '+')
    .replace(outsideSepaSet, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, maxLength).trimEnd();
}

/**
 * An identifier (Max35Text): SEPA allows no leading '/' and no '//' in it, so those slashes become hyphens.
 */
export function sepaIdentifier(text: string): string {
  return sepaText(text, 35).replace(/^\//, '-').replace(/\/\//g, '-/');
}
