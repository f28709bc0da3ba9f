import { Spinner } from '../components/Spinner'
import { useMessages } from '../messages/MessagesContext'

/** A wallet request waits for approval; core refuses to close the modal until it settles. */
export default function ApproveTransactionView() {
  const messages = useMessages()
  return (
    <div className="oak-center">
      <Spinner />
      <p className="oak-heading">{messages.approve.title}</p>
    </div>
  )
}
