/** Lower-case ASCII words joined by hyphens, for codes, e-mail addresses and file names: 'Müller B.V.' → 'muller-b-v'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ß', 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
