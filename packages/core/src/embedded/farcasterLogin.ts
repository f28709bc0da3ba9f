import { type Atom, atom } from 'jotai/vanilla'
import type { AppKit } from '../appKit.ts'
import { perInstance } from '../utils/perInstance.ts'

/** The part of the frame client a Farcaster login uses (`FrameClient` of `@openappkit/auth-frame-client`). */
export type FarcasterLoginFrame = {
  getFarcasterUri(): Promise<{ url: string }>
  connectFarcaster(): Promise<{ userName: string }>
}

export type FarcasterLoginStep = 'idle' | 'preparing' | 'waiting' | 'connecting' | 'connected' | 'failed'
export type FarcasterLoginState = {
  step: FarcasterLoginStep
  /** The sign-in link (for a QR code or to open in the Farcaster app) while the login waits for it. */
  url?: string | undefined
  /** Why a failed login ended: its link expired, or the sign-in was refused or could not finish. */
  failure?: 'expired' | 'refused' | undefined
  error?: unknown
}

export const farcasterFrameAtom = perInstance(() => atom<FarcasterLoginFrame | undefined>(undefined))

/** True while a Farcaster login can run: the embedded wallet (its frame client) is there. */
export const farcasterLoginAvailableAtom = perInstance(
  (appKit): Atom<boolean> => atom((get) => get(farcasterFrameAtom(appKit)) !== undefined),
)

export const farcasterLoginAtom = perInstance(() => atom<FarcasterLoginState>({ step: 'idle' }))

/** The login whose answers may still move the state: a new start or a reset replaces or ends it. */
export const farcasterLoginAttempts = new WeakMap<AppKit, object>()

/** Called by the SDK's embedded wallet with its frame client (undefined when it stops). */
export function setFarcasterLoginFrame(appKit: AppKit, frame: FarcasterLoginFrame | undefined): void {
  appKit.store.set(farcasterFrameAtom(appKit), frame)
  if (!frame) resetFarcasterLogin(appKit)
}

/** Starts over: whatever the frame still answers for the login so far changes nothing. */
export function resetFarcasterLogin(appKit: AppKit): void {
  farcasterLoginAttempts.delete(appKit)
  appKit.store.set(farcasterLoginAtom(appKit), { step: 'idle' })
}
