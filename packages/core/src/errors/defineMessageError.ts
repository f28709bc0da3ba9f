import { BaseError, type BaseErrorParameters } from './base.ts'

/** An error class whose constructor accepts only the sentences of its list. */
export type MessageErrorClass<Message extends string> = {
  new (message: Message, parameters?: BaseErrorParameters): BaseError
  prototype: BaseError
}

/**
 * An error class whose message is one of a fixed set of sentences, `messages`; apps match on
 * `shortMessage`, so no other is accepted.
 */
export /* @__NO_SIDE_EFFECTS__ */ function defineMessageError<const Messages extends Record<string, string>>(
  name: string,
  _messages: Messages,
): MessageErrorClass<Messages[keyof Messages]> {
  return class extends BaseError {
    override name = name
    static override readonly docsPath = `/errors#${name.toLowerCase()}`
  }
}
