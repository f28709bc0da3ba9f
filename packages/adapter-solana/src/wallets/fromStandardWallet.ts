import type { WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionOptions,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import { SolanaAdapterError, solanaErrorMessages } from '../errors'
import { serializeForWallet, transactionVersionOf } from './serializeForWallet'
import { toWalletCommitment } from './toWalletCommitment'
import type { SolanaWallet } from './types'

type Features = WalletAdapterCompatibleStandardWallet['features'] &
  Partial<
    StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature
  >

// Multi-chain wallets list their EVM or Bitcoin accounts too; only Solana ones belong here.
// An account that names no chain at all is taken to be Solana, as older wallets did.
function isSolanaAccount(account: WalletAccount): boolean {
  return account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:'))
}

function solanaAddresses(accounts: readonly WalletAccount[]): string[] {
  return accounts.filter(isSolanaAccount).map((account) => account.address)
}

/** Adapts a Wallet Standard wallet that has standard:connect, standard:events and a signing feature. */
export function fromStandardWallet(wallet: WalletAdapterCompatibleStandardWallet): SolanaWallet {
  const features = wallet.features as Features

  const accountFor = (address: string): WalletAccount => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
    return account
  }

  return {
    connector: {
      id: wallet.name,
      type: 'ANNOUNCED',
      name: wallet.name,
      chain: 'solana',
      imageUrl: wallet.icon,
      provider: wallet,
    },
    accounts: () => solanaAddresses(wallet.accounts),
    async connect({ silent }) {
      try {
        const { accounts } = await features[StandardConnect].connect(silent ? { silent: true } : undefined)
        return solanaAddresses(accounts)
      } catch (error) {
        // Wallets refuse a silent connect in different ways (some throw "User rejected");
        // all of them mean the app is not authorised, which is an answer, not a failure.
        if (silent) return []
        throw error
      }
    },
    async disconnect() {
      await features[StandardDisconnect]?.disconnect()
    },
    canSignMessage: SolanaSignMessage in features,
    async signMessage({ address, message }) {
      const feature = features[SolanaSignMessage]
      if (!feature)
        throw new SolanaAdapterError(solanaErrorMessages.featureUnsupported, { details: SolanaSignMessage })
      const [output] = await feature.signMessage({ account: accountFor(address), message })
      if (!output)
        throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { details: 'No signature' })
      return output.signature
    },
    async signAndSend({ address, transaction, chain, connection, options }) {
      const account = accountFor(address)
      const version = transactionVersionOf(transaction)
      const bytes = serializeForWallet(transaction)
      const sendFeature = features[SolanaSignAndSendTransaction]
      if (sendFeature?.supportedTransactionVersions.includes(version)) {
        const walletOptions: SolanaSignAndSendTransactionOptions = {
          ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
          ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
          ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
          ...(options.preflightCommitment
            ? { preflightCommitment: toWalletCommitment(options.preflightCommitment) }
            : {}),
        }
        const [output] = await sendFeature.signAndSendTransaction({
          account,
          chain,
          transaction: bytes,
          options: walletOptions,
        })
        if (!output)
          throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { details: 'No signature' })
        return bs58.encode(output.signature)
      }
      const signFeature = features[SolanaSignTransaction]
      if (!signFeature?.supportedTransactionVersions.includes(version)) {
        throw new SolanaAdapterError(solanaErrorMessages.featureUnsupported, {
          details: `Transaction version ${version}`,
        })
      }
      const [signed] = await signFeature.signTransaction({
        account,
        chain,
        transaction: bytes,
        ...(options.preflightCommitment || options.minContextSlot !== undefined
          ? {
              options: {
                ...(options.preflightCommitment
                  ? { preflightCommitment: toWalletCommitment(options.preflightCommitment) }
                  : {}),
                ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
              },
            }
          : {}),
      })
      if (!signed)
        throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { details: 'No transaction' })
      return connection.sendRawTransaction(signed.signedTransaction, options)
    },
    onChange(listener) {
      return features[StandardEvents].on('change', (properties) => {
        if (properties.accounts) listener({ accounts: solanaAddresses(properties.accounts) })
      })
    },
  }
}
