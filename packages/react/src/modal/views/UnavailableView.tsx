import { useMessages } from '../messages/MessagesContext.ts'

/** Views of later issues (sign-in, Farcaster, names, swap) plug in here; until then, say so. */
export default function UnavailableView() {
  const messages = useMessages()
  return <p className="oak-muted oak-center">{messages.placeholders.view}</p>
}
