import { useMessages } from '../messages/MessagesContext.ts'

export function Spinner(props: { label?: string | undefined }) {
  const messages = useMessages()
  return <span className="oak-spinner" role="img" aria-label={props.label ?? messages.loading} />
}
