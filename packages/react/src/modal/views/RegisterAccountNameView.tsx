import { accountNameLabel } from '@openappkit/core/internal'
import { useId, useState } from 'react'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRegisterName } from '../../hooks/useRegisterName.ts'
import { Spinner } from '../components/Spinner.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * RegisterAccountName: a label for the connected EVM account, checked by core's rule
 * as it is typed, the name service's suggestions (in the `.reown.id` zone), and Register, which
 * moves to RegisterAccountNameSuccess while the wallet signs (core's flow; a failure comes back
 * here with the name kept and the error as a toast).
 */
export default function RegisterAccountNameView() {
  const messages = useMessages()
  const { data } = useModalState()
  const [name, setName] = useState(typeof data?.name === 'string' ? data.name : '')
  const inputId = useId()
  const hintId = useId()
  const { isValid, suggestions, register, isPending } = useRegisterName({ name })
  const typed = name.trim() !== ''
  return (
    <form
      className="oak-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (isValid) register(name.trim())
      }}
    >
      <label htmlFor={inputId} className="oak-muted">
        {messages.names.label}
      </label>
      <div className="oak-row" style={{ flexWrap: 'nowrap', alignItems: 'center' }}>
        <input
          id={inputId}
          className="oak-input"
          value={name}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={typed && !isValid}
          aria-describedby={hintId}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <span className="oak-muted">.reown.id</span>
      </div>
      <p id={hintId} className={typed && !isValid ? 'oak-error' : 'oak-muted'} data-testid="name-rule">
        {messages.names.rule}
      </p>
      {isValid && suggestions.isFetching ? <Spinner /> : null}
      {isValid && suggestions.isError ? (
        <p className="oak-muted">{messages.names.suggestionsFailed}</p>
      ) : null}
      {isValid && suggestions.data ? (
        <ul className="oak-list" aria-label={messages.names.suggestions}>
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="oak-item"
                disabled={suggestion.registered}
                onClick={() => setName(accountNameLabel(suggestion.name))}
              >
                <span className="oak-item-name">{suggestion.name}</span>
                <span className="oak-tag">
                  {suggestion.registered ? messages.names.taken : messages.names.available}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="oak-button" data-variant="accent" disabled={!isValid || isPending}>
        {messages.names.register}
      </button>
    </form>
  )
}
