import type { OnrampWindow } from '@openappkit/core'

// Coinbase's recommended size for its buy page; an exchange's pay page fits it too.
const windowFeatures = 'popup,width=460,height=720'

/** A blank window now, inside the user's gesture; the SDK sends it to the provider's or exchange's page. */
export function openBlankWindow(): OnrampWindow | null {
  if (typeof window === 'undefined') return null
  const opened = window.open('', '_blank', windowFeatures)
  if (!opened) return null
  // The provider's page must not reach back into the app.
  opened.opener = null
  return {
    navigate: (url) => opened.location.replace(url),
    close: () => opened.close(),
    get closed() {
      return opened.closed
    },
  }
}
