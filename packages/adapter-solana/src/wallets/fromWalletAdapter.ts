import { type Adapter, WalletReadyState } from '@solana/wallet-adapter-base'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import type { SolanaWallet, WalletChange } from './types.ts'

function addressOf(adapter: Adapter): string[] {
  return adapter.publicKey ? [adapter.publicKey.toBase58()] : []
}

/** Adapts a @solana/wallet-adapter-base adapter the app passed (Ledger, Torus, a custom one…). */
export function fromWalletAdapter(adapter: Adapter): SolanaWallet {
  const signsMessages = 'signMessage' in adapter && typeof adapter.signMessage === 'function'

  const ensureAccount = (address: string) => {
    if (!addressOf(adapter).includes(address)) {
      throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
    }
  }

  return {
    connector: {
      id: adapter.name,
      type: 'EXTERNAL',
      name: adapter.name,
      chain: 'solana',
      imageUrl: adapter.icon,
      provider: adapter,
    },
    accounts: () => addressOf(adapter),
    async connect({ silent }) {
      if (adapter.connected) return addressOf(adapter)
      if (!silent) {
        await adapter.connect()
        return addressOf(adapter)
      }
      // autoConnect is the adapter's own no-prompt path; an adapter that is not installed
      // could only open an install page, which is a prompt.
      if (![WalletReadyState.Installed, WalletReadyState.Loadable].includes(adapter.readyState)) return []
      try {
        await adapter.autoConnect()
      } catch {
        return []
      }
      return addressOf(adapter)
    },
    async disconnect() {
      await adapter.disconnect()
    },
    canSignMessage: signsMessages,
    async signMessage({ address, message }) {
      ensureAccount(address)
      if (!('signMessage' in adapter) || typeof adapter.signMessage !== 'function') {
        throw new SolanaAdapterError(solanaErrorMessages.featureUnsupported, { details: 'signMessage' })
      }
      return adapter.signMessage(message)
    },
    async signAndSend({ address, transaction, connection, options }) {
      ensureAccount(address)
      if ('version' in transaction && !adapter.supportedTransactionVersions?.has(transaction.version)) {
        throw new SolanaAdapterError(solanaErrorMessages.featureUnsupported, {
          details: `Transaction version ${transaction.version}`,
        })
      }
      return adapter.sendTransaction(transaction, connection, options)
    },
    onChange(listener: (change: WalletChange) => void) {
      const onConnect = () => listener({ accounts: addressOf(adapter) })
      const onDisconnect = () => listener({ accounts: [] })
      adapter.on('connect', onConnect)
      adapter.on('disconnect', onDisconnect)
      return () => {
        adapter.off('connect', onConnect)
        adapter.off('disconnect', onDisconnect)
      }
    },
  }
}
