import type { Plugin } from 'vite';

/** The <style> element Radix Select's viewport renders to hide its scroll bar (its rules live in select.css). */
const viewportStyle =
  /\/\* @__PURE__ \*\/ jsx\(\s*"style",\s*\{\s*dangerouslySetInnerHTML: \{\s*__html: `\[data-radix-select-viewport\][^`]*`\s*\},\s*nonce\s*\}\s*\)/;

/**
 * Radix Select's viewport injects an inline <style> element, which the platform's CSP (`style-src 'self'`) refuses
 * with an error on every open: the build leaves it out, and `ui/select/select.css` hides the scroll bar instead.
 * The build fails when the element is no longer where it is looked for, so an update of Radix cannot bring it back.
 */
export function radixSelectStyle(): Plugin {
  return {
    name: 'ops-radix-select-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/@radix-ui[\\/]react-select[\\/]dist[\\/]index\.mjs$/.test(id)) return undefined;
      if (!viewportStyle.test(code)) this.error('Radix Select no longer renders its viewport <style> as expected');
      return { code: code.replace(viewportStyle, 'null'), map: null };
    },
  };
}
