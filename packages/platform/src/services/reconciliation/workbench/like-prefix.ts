/** A `like` pattern for the start of a text, which `like` matches literally only escaped. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
