import { Icon } from '../components/Icon.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { useChangedSinceMount } from './useChangedSinceMount.ts'

export type HeaderProps = {
  titleId: string
  title: string
  canGoBack: boolean
  onBack(): void
  onClose(): void
}

export function Header(props: HeaderProps) {
  const messages = useMessages()
  const moved = useChangedSinceMount(props.title)
  return (
    <div className="oak-header">
      {props.canGoBack ? (
        <button type="button" className="oak-icon-button" aria-label={messages.back} onClick={props.onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      {/* Keyed by the title, so the 120 ms fade replays when the view changes (not on opening). */}
      <h2 id={props.titleId} className="oak-title" key={props.title} data-enter={moved ? '' : undefined}>
        {props.title}
      </h2>
      <button type="button" className="oak-icon-button" aria-label={messages.close} onClick={props.onClose}>
        <Icon name="close" />
      </button>
    </div>
  )
}
