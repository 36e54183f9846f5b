import type { TranslationFunctions } from '@ops/locales';

type MessageKeysOf<Node, Prefix extends string> = {
  [Key in keyof Node & string]: Node[Key] extends () => string
    ? `${Prefix}${Key}`
    : Node[Key] extends (...args: never) => unknown
      ? never
      : MessageKeysOf<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/**
 * The dotted key of a message that takes no parameters, e.g. 'shell.navigation.home' or 'actions.signOut':
 * registries name their labels by key, and the compiler checks every key against the English dictionary.
 */
export type MessageKey = MessageKeysOf<TranslationFunctions, ''>;

/** The message a key names, in the language of `t`. */
export function translate(t: TranslationFunctions, key: MessageKey): string {
  let node: unknown = t;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'function') throw new Error(`${key} names no message`);
  return (node as () => string)();
}
