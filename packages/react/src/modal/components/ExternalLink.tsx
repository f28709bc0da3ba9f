import { safeLinkUrl } from '@openappkit/core/internal'
import type { ReactNode } from 'react'
import { Icon } from './Icon.tsx'

/** A button-like link that opens in a new tab; nothing unless `url` is safe to follow (no `javascript:` and the like). */
export function ExternalLink(props: { url: string | undefined; children: ReactNode; testId?: string }) {
  const href = safeLinkUrl(props.url)
  if (!href) return null
  return (
    <a
      className="oak-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={props.testId}
    >
      <Icon name="external" size={16} />
      {props.children}
    </a>
  )
}
