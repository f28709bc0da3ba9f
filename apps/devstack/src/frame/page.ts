import type { FramePageConfig } from './browser/config.ts'

/** CSP host-sources from allowlist patterns; a pattern CSP cannot express is left out (it cannot embed). */
export function frameAncestors(patterns: readonly string[]): string {
  const sources = patterns.filter((p) => /^(https?:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i.test(p))
  return sources.length > 0 ? sources.join(' ') : "'none'"
}

/** The frame page: its config inline (JSON, `<` escaped so it cannot close the script), then the protocol script. */
export function framePage(config: FramePageConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OpenAppKit devstack secure frame</title></head>
<body>
<script type="application/json" id="frame-config">${json}</script>
<script src="/sdk/frame.js"></script>
</body></html>`
}

/**
 * The popup's landing page on the frame's origin: it hands its URL (the provider's answer) to the
 * app window that opened it, at that app's origin only; the SDK then closes it.
 */
export function socialCallbackPage(origin: string | undefined): string {
  const script = origin
    ? `<script>window.opener?.postMessage({ resultUri: location.href }, ${JSON.stringify(origin).replaceAll('<', '\\u003c')})</script>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Social login</title></head>
<body><p>${origin ? 'Back to the app: you can close this window.' : 'This login link is not valid (any more).'}</p>${script}</body></html>`
}
