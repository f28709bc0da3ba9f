import { ProviderRpcError, toProviderError } from './providerRpcError.ts'

/** What an approval shows: the request, and the chain it is for (an EVM id or a Solana CAIP-2). */
export type ApprovalRequest = { method: string; params: unknown; chainId: number | string }

export type FrameProviderHooks = {
  /**
   * Called for each request a user must approve (signing, sending, calls, permissions) before it
   * goes to the frame. Resolve true to send it; false (or a rejection) refuses it: the caller
   * gets a 4001 error. Without it, every such request is refused ("Action not allowed"):
   * nothing signs unseen.
   */
  approve?: (request: ApprovalRequest) => Promise<boolean>
  /** After an approved or refused request settled (the approval view closes or pops). */
  settled?: (request: ApprovalRequest, outcome: { result?: unknown; error?: unknown }) => void
  /** A method the embedded wallet does not support. */
  unknownMethod?: (method: string) => void
}

/**
 * Checks, asks `hooks.approve`, then sends; reports how it ended to `hooks.settled`. Shared by the
 * EVM provider and the Solana signer. `check` throws for a request the frame would refuse: the
 * caller gets -32602 and the user is never shown it.
 */
export async function sendWithApproval(
  hooks: FrameProviderHooks,
  request: ApprovalRequest,
  send: () => Promise<unknown>,
  check: () => void = () => {},
): Promise<unknown> {
  try {
    check()
  } catch (error) {
    throw new ProviderRpcError(-32602, error instanceof Error ? error.message : 'Invalid params', {
      cause: error,
    })
  }
  let approved = false
  try {
    approved = (await hooks.approve?.(request)) ?? false
  } catch (error) {
    hooks.settled?.(request, { error })
    throw new ProviderRpcError(4001, 'User rejected the request', { cause: error })
  }
  if (!approved) {
    const error = new ProviderRpcError(
      4001,
      hooks.approve ? 'User rejected the request' : 'Action not allowed',
    )
    hooks.settled?.(request, { error })
    throw error
  }
  try {
    const result = await send()
    hooks.settled?.(request, { result })
    return result
  } catch (error) {
    const mapped = toProviderError(error)
    hooks.settled?.(request, { error: mapped })
    throw mapped
  }
}
