/** The six providers the frame accepts; Farcaster has its own flow. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** What an app can offer to log in with: the six providers and Farcaster. */
export const socialOptions = [...socialProviders, 'farcaster'] as const
export type SocialOption = (typeof socialOptions)[number]

/** SPEC §9 default socials, in display order. */
export const defaultSocials: readonly SocialOption[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return (socialProviders as readonly unknown[]).includes(value)
}

export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

// Telegram's in-app browsers break these OAuth flows on these platforms.
const blockedInTelegram: Record<TelegramPlatform, readonly SocialOption[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** Inside Telegram: no google on iOS, no x on Mac, no facebook or x on Android. */
export function filterSocialsForTelegram(
  socials: readonly SocialOption[],
  platform: TelegramPlatform,
): SocialOption[] {
  return socials.filter((social) => !blockedInTelegram[platform].includes(social))
}
