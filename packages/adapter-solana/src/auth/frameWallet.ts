import type { FrameClient, FrameProviderHooks } from '@openappkit/auth-frame-client'
import type { CaipNetwork, EmbeddedWallet } from '@openappkit/core'
import { lazyModule } from '@openappkit/core/internal'
import bs58 from 'bs58'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { isBase58Address } from '../validators/isBase58Address.ts'
import { validateSignAndSendOptions } from '../validators/validateSignAndSendOptions.ts'
import { serializeForWallet } from '../wallets/serializeForWallet.ts'
import type { SolanaWallet, WalletChange } from '../wallets/types.ts'

export const authConnectorId = 'auth'

/** The frame client's signer: fetched on the first signature, not to list or connect the wallet. */
const frameClientCode = lazyModule('the embedded wallet', () => import('@openappkit/auth-frame-client'))

export type SolanaAuthOptions = {
  /** The app's one frame client (shared with the EVM adapter's `authConnector`). */
  client: FrameClient
  /** Approval of what a user must approve: core's `createEmbeddedApproval().hooks`. */
  hooks?: FrameProviderHooks | undefined
}

/**
 * The embedded wallet as one of the adapter's Solana wallets (listed as AUTH): the email login
 * runs on the frame client first; `connect` fetches the user on the active cluster, and a silent
 * connect (restore on load) asks the frame whether the login still holds. Signing goes through
 * the client's `FrameSolanaSigner`, so each request waits for approval.
 */
export function frameWallet(options: EmbeddedWallet & { network: () => CaipNetwork }): SolanaWallet {
  const { client } = options
  let connected: string | undefined
  const listeners = new Set<(change: WalletChange) => void>()
  const signerFor = async (address: string) => {
    if (connected !== address)
      throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
    const { FrameSolanaSigner } = await frameClientCode()
    const signer = new FrameSolanaSigner(
      await client(),
      options.hooks ?? {},
      () => options.network().caipNetworkId,
    )
    signer.setAddress(address)
    return signer
  }

  return {
    connector: { id: authConnectorId, type: 'AUTH', name: 'Email', chain: 'solana' },
    accounts: () => (connected ? [connected] : []),
    async connect({ silent }) {
      // Without a stored login the client answers false without asking the frame.
      const frame = await client()
      if (silent && !(await frame.isConnected().catch(() => false))) return []
      const user = await frame.connect({ chainId: options.network().caipNetworkId })
      if (!isBase58Address(user.address))
        throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, {
          details: `The embedded wallet answered an address that is not Solana's: ${user.address}`,
        })
      connected = user.address
      return [user.address]
    },
    async disconnect() {
      connected = undefined
      for (const listener of listeners) listener({ accounts: [] })
      await (await client()).disconnect()
    },
    canSignMessage: true,
    async signMessage({ address, message }) {
      const signer = await signerFor(address)
      return bs58.decode(await signer.signMessage(bs58.encode(message)))
    },
    async signAndSend({ address, transaction, options: sendOptions }) {
      const signer = await signerFor(address)
      // Checked before the signer asks the user: a bad option never reaches ApproveTransaction.
      const checked = validateSignAndSendOptions(sendOptions)
      const options = Object.keys(checked).length > 0 ? checked : undefined
      return signer.signAndSendTransaction(bs58.encode(serializeForWallet(transaction)), options)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
