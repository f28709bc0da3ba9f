import { safeLinkUrl } from '@openappkit/core/internal'
import { useId } from 'react'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useMessages } from '../messages/MessagesContext.ts'

/**
 * The app's terms and privacy links (core's options require at least one with `legalCheckbox`).
 * As a checkbox the visitor ticks before any wallet can be chosen; without `legalCheckbox`, as
 * the line "By connecting your wallet, you agree to…" when the app gave links, else nothing.
 */
export function LegalCheckbox(props: { checked: boolean; onChange(checked: boolean): void }) {
  const messages = useMessages()
  const { features, termsConditionsUrl, privacyPolicyUrl } = useAppKitOptions()
  const id = useId()
  const terms = safeLinkUrl(termsConditionsUrl)
  const privacy = safeLinkUrl(privacyPolicyUrl)
  if (!terms && !privacy) return null
  const links = (
    <>
      {terms ? <LegalLink href={terms}>{messages.connect.terms}</LegalLink> : null}
      {terms && privacy ? ` ${messages.connect.and} ` : null}
      {privacy ? <LegalLink href={privacy}>{messages.connect.privacy}</LegalLink> : null}
    </>
  )
  if (!features.legalCheckbox)
    return (
      <p className="oak-muted" data-testid="legal-notice">
        {messages.connect.legalConnect} {links}
      </p>
    )
  return (
    <div className="oak-legal">
      <input
        id={id}
        type="checkbox"
        data-testid="legal-checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        {messages.connect.legalAgree} {links}
      </label>
    </div>
  )
}

function LegalLink(props: { href: string; children: string }) {
  return (
    <a href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
    </a>
  )
}
