import type { SocialOption } from '@openappkit/core'
import { useState } from 'react'
import { useRouter } from '../../hooks/useRouter.ts'
import { useSocialLogin } from '../../hooks/useSocialLogin.ts'
import { SocialIcon, socialBrands } from '../components/SocialIcon.tsx'
import { useMessages } from '../messages/MessagesContext.ts'

/** Up to this many socials show at once; more show the first three and a "More" button. */
const shownAtOnce = 4

/**
 * The Connect view's social logins, in the app's order: one button per provider. A provider's
 * login window opens in the click (so no popup blocker stops it), then ConnectingSocial follows it;
 * Farcaster has a view of its own.
 */
export function SocialRow(props: { blocked: boolean }) {
  const messages = useMessages()
  const { push } = useRouter()
  const login = useSocialLogin()
  const [expanded, setExpanded] = useState(false)
  const { socials } = login
  if (socials.length === 0) return null
  const collapsed = socials.length > shownAtOnce && !expanded
  const shown = collapsed ? socials.slice(0, shownAtOnce - 1) : socials
  const choose = (social: SocialOption) => {
    if (social === 'farcaster') return push('ConnectingFarcaster')
    // The view shows the outcome, failures included.
    login.start(social).catch(() => {})
    push('ConnectingSocial')
  }
  return (
    <section aria-label={messages.social.section}>
      <ul
        className="oak-socials"
        style={{
          gridTemplateColumns: `repeat(${Math.min(shown.length + (collapsed ? 1 : 0), shownAtOnce)}, minmax(0, 1fr))`,
        }}
      >
        {shown.map((social) => (
          <li key={social}>
            <button
              type="button"
              className="oak-button oak-social"
              data-social={social}
              aria-label={socialBrands[social].name}
              title={socialBrands[social].name}
              disabled={props.blocked}
              onClick={() => choose(social)}
            >
              <SocialIcon social={social} />
              {socials.length === 1 ? socialBrands[social].name : null}
            </button>
          </li>
        ))}
        {collapsed ? (
          <li>
            <button
              type="button"
              className="oak-button oak-social"
              aria-label={messages.social.moreLabel}
              aria-expanded={false}
              disabled={props.blocked}
              onClick={() => setExpanded(true)}
            >
              {messages.social.more}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
