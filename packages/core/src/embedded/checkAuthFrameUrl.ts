import { InvalidOptionsError } from '../errors/config.ts'
import { orUndefined } from '../utils/orUndefined.ts'

function normalise(url: string): string | undefined {
  const parsed = orUndefined(() => new URL(url))
  return parsed && `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
}

/**
 * `services.authFrame` is the frame the embedded wallet loads. The frame client is made by the
 * app before the instance exists (the adapters take it), so core cannot hand it the URL; it
 * refuses, when the client is attached, a client that loads another frame, or any client while
 * the option switches the embedded wallet off.
 */
export function checkAuthFrameUrl(authFrame: string | false, frameUrl: string): void {
  if (authFrame === false)
    throw new InvalidOptionsError({
      details: `services.authFrame is false, which switches the embedded wallet off, but a frame client for ${frameUrl} was attached: set services.authFrame to ${frameUrl}`,
    })
  const expected = normalise(authFrame)
  if (!expected || expected !== normalise(frameUrl))
    throw new InvalidOptionsError({
      details: `services.authFrame is ${authFrame} but the frame client loads ${frameUrl}: give both the same frame URL`,
    })
}
