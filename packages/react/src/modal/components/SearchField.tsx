import { useId } from 'react'
import { useMessages } from '../messages/MessagesContext.ts'
import { Icon } from './Icon.tsx'

/** The wallet search box (Connect's and All wallets'): labelled for screen readers, a search icon. */
export function SearchField(props: {
  value: string
  disabled?: boolean | undefined
  onChange(value: string): void
}) {
  const messages = useMessages()
  const id = useId()
  return (
    <div className="oak-search">
      <label htmlFor={id} className="oak-sr-only">
        {messages.allWallets.searchLabel}
      </label>
      <input
        id={id}
        className="oak-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={messages.allWallets.searchPlaceholder}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Icon name="search" size={16} />
    </div>
  )
}
