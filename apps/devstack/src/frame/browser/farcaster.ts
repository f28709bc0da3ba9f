import {
  createFarcasterChannel,
  type FarcasterChannel,
  waitForFarcasterSignIn,
} from '../../farcaster/signIn.ts'

export type FarcasterHandlerOptions = {
  /** The auth relay (`@farcaster/auth-client`'s `relay`). */
  relay: string
  /** An EVM RPC endpoint: the sign-in signature is checked there. */
  rpcUrl: string
  /** The app embedding the frame: the sign-in is to it. */
  parentOrigin: string | undefined
  /** Makes the verified user's account and logs them in. */
  issue(fid: number, username: string): Promise<void>
}

/**
 * The frame's Farcaster login: GET_FARCASTER_URI opens a channel on the relay (a new one each
 * time; the last one is dropped) and answers its link; CONNECT_FARCASTER waits for its answer,
 * verifies it and logs the user in. RELOAD drops the channel, so a late answer logs nobody in.
 */
export function farcasterHandlers(options: FarcasterHandlerOptions) {
  // The latest GET_FARCASTER_URI's sign-in (its channel once the relay made it): of two asked at
  // once the second counts, whichever channel the relay makes first.
  let current: { channel?: FarcasterChannel; abort: AbortController } | undefined
  const drop = () => {
    current?.abort.abort()
    current = undefined
  }
  return {
    GET_FARCASTER_URI: async () => {
      drop()
      if (!options.parentOrigin) throw new Error('The frame is not embedded')
      const attempt: NonNullable<typeof current> = { abort: new AbortController() }
      current = attempt
      const channel = await createFarcasterChannel(
        options.relay,
        options.parentOrigin,
        new URL(options.parentOrigin).host,
      )
      if (current !== attempt) throw new Error('The Farcaster sign-in was cancelled')
      attempt.channel = channel
      return { url: channel.url }
    },
    CONNECT_FARCASTER: async () => {
      const attempt = current
      if (!attempt?.channel) throw new Error('No Farcaster sign-in in progress: ask for its link first')
      const { fid, username } = await waitForFarcasterSignIn(options.relay, attempt.channel, {
        rpcUrl: options.rpcUrl,
        signal: attempt.abort.signal,
      })
      if (current !== attempt) throw new Error('The Farcaster sign-in was cancelled')
      current = undefined
      await options.issue(fid, username)
      return { userName: username }
    },
    RELOAD: drop,
  }
}
