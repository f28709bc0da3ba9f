import * as z from 'zod/mini'
import { accountTypes } from '../adapters/types'
import type { AppKit, AuthHooks } from '../appKit'
import { InvalidOptionsError } from '../errors/config'
import type { ChainNamespace } from '../networks/types'
import {
  initialSendState,
  initialSwapState,
  type SendState,
  type SwapState,
  type ThemeState,
} from '../state/types'
import { ensureZodMessages } from '../utils/zodMessages'

ensureZodMessages()

// Setters for state that other packages (React, the frame client) own the sources of.

const accountPatchSchema = z.strictObject({
  user: z.optional(z.object({ email: z.optional(z.nullable(z.string())), username: z.optional(z.string()) })),
  socialProvider: z.optional(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  preferredAccountType: z.optional(z.enum(accountTypes)),
  smartAccountDeployed: z.optional(z.boolean()),
  profileName: z.optional(z.string()),
  profileImage: z.optional(z.string()),
  addressExplorerUrl: z.optional(z.string()),
  connectedWalletInfo: z.optional(
    z.looseObject({ name: z.string(), icon: z.optional(z.string()), type: z.optional(z.string()) }),
  ),
  farcasterUrl: z.optional(z.string()),
  currentTab: z.optional(z.enum(['tokens', 'nfts', 'activity'])),
  tokenBalance: z.optional(
    z.array(
      z.looseObject({
        symbol: z.string(),
        quantity: z.object({ decimals: z.string(), numeric: z.string() }),
      }),
    ),
  ),
})
export type AccountPatch = z.input<typeof accountPatchSchema>

/** Updates profile, user and UI fields of an account. Bad input throws and changes nothing. */
export function updateAccount(appKit: AppKit, namespace: ChainNamespace, patch: AccountPatch): void {
  const result = accountPatchSchema.safeParse(patch)
  if (!result.success) throw new InvalidOptionsError({ details: z.prettifyError(result.error) })
  if (result.data.preferredAccountType) {
    appKit.storage.set('preferredAccountTypes', {
      ...appKit.storage.get('preferredAccountTypes'),
      [namespace]: result.data.preferredAccountType,
    })
  }
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, ...(patch as object) }))
}

export function updateSendState(appKit: AppKit, patch: Partial<SendState>): void {
  appKit.store.set(appKit.atoms.send, (current) => ({ ...current, ...patch }))
}

export function resetSendState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.send, initialSendState)
}

export function updateSwapState(appKit: AppKit, patch: Partial<SwapState>): void {
  appKit.store.set(appKit.atoms.swap, (current) => ({ ...current, ...patch }))
}

export function resetSwapState(appKit: AppKit): void {
  appKit.store.set(appKit.atoms.swap, initialSwapState)
}

export function setTheme(appKit: AppKit, theme: Partial<ThemeState>): void {
  const mode = theme.themeMode
  if (mode !== undefined && mode !== 'light' && mode !== 'dark') {
    throw new InvalidOptionsError({ details: `themeMode must be "light" or "dark", got "${String(mode)}"` })
  }
  appKit.store.set(appKit.atoms.theme, (current) => ({
    themeMode: mode ?? current.themeMode,
    themeVariables: { ...current.themeVariables, ...theme.themeVariables },
  }))
}

/** The frame client registers its callbacks here (see `AuthHooks`). */
export function setAuthHooks(appKit: AppKit, hooks: AuthHooks): void {
  Object.assign(appKit.authHooks, hooks)
}
