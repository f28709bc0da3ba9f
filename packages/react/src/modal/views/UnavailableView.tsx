import { useMessages } from '../messages/MessagesContext.ts'

/** A view this modal has no code for (an app may name any view): it says so. */
export default function UnavailableView() {
  const messages = useMessages()
  return <p className="oak-muted oak-center">{messages.placeholders.view}</p>
}
