import type { MessageKey } from './message-key.ts';

/** An action that will not run as asked; `messageKey` names what to tell the user. */
export class ActionRefusal extends Error {
  override readonly name = 'ActionRefusal';
  readonly messageKey: MessageKey;

  constructor(messageKey: MessageKey, options?: ErrorOptions) {
    super(messageKey, options);
    this.messageKey = messageKey;
  }
}
