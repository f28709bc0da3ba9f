/** The six providers the frame accepts; Farcaster has its own flow. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** What an app can offer to log in with: the six providers and Farcaster. */
export const socialOptions = [...socialProviders, 'farcaster'] as const
export type SocialOption = (typeof socialOptions)[number]

/** The default socials, in display order. */
export const defaultSocials: readonly SocialOption[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]
