import type { SocialOption } from '../validators/socialProviders.ts'

export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** Providers that do not work inside Telegram's web app on a platform. */
const hiddenInTelegram: Record<TelegramPlatform, readonly SocialOption[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * Where the page runs: inside Telegram's web app (its `Telegram.WebApp` object or webview proxy),
 * on which platform; undefined outside Telegram.
 */
export function telegramPlatform(
  scope: {
    Telegram?: unknown
    TelegramWebviewProxy?: unknown
    navigator?: { userAgent?: string }
  } = globalThis,
): TelegramPlatform | undefined {
  if (scope.Telegram === undefined && scope.TelegramWebviewProxy === undefined) return undefined
  const agent = scope.navigator?.userAgent ?? ''
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios'
  if (/Android/.test(agent)) return 'android'
  if (/Macintosh|Mac OS X/.test(agent)) return 'mac'
  return 'other'
}

/** The socials the app named, in its order, less those Telegram's web app cannot open here. */
export function offeredSocials(
  socials: readonly SocialOption[],
  platform: TelegramPlatform | undefined = telegramPlatform(),
): SocialOption[] {
  const hidden = platform ? hiddenInTelegram[platform] : []
  return socials.filter((social) => !hidden.includes(social))
}
