import {
  announcedIconProblem,
  announcedWalletLimits,
  listedWalletName,
  readUntrusted,
} from '@openappkit/core/internal'
import type { WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionOptions,
  SolanaSignIn,
  type SolanaSignInFeature,
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
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import type { SolanaSignAndSendOptions } from '../validators/validateSignAndSendOptions.ts'
import { serializeForWallet, transactionVersionOf } from './serializeForWallet.ts'
import { toWalletCommitment } from './toWalletCommitment.ts'
import type { SolanaWallet } from './types.ts'

type Features = WalletAdapterCompatibleStandardWallet['features'] &
  Partial<
    StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignInFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature
  >

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

// Multi-chain wallets list their EVM or Bitcoin accounts too; only Solana ones belong here.
// An account that names no chain at all is taken to be Solana, as older wallets did. What a
// wallet reports is not trusted: an entry without a base58 address is left out.
function isSolanaAccount(account: unknown): account is WalletAccount {
  const chains = readUntrusted(account, 'chains')
  if (!base58Address.test(String(readUntrusted(account, 'address')))) return false
  if (!Array.isArray(chains)) return false
  return (
    chains.length === 0 || chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
  )
}

function solanaAddresses(accounts: unknown): string[] {
  return Array.isArray(accounts) ? accounts.filter(isSolanaAccount).map((account) => account.address) : []
}

/** The options as Wallet Standard takes them: only those set, the commitment one of its three. */
function toWalletOptions(options: SolanaSignAndSendOptions): SolanaSignAndSendTransactionOptions {
  const set = Object.entries({
    ...options,
    preflightCommitment: options.preflightCommitment && toWalletCommitment(options.preflightCommitment),
  }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(set)
}

/** What a Standard wallet says about itself, checked once at registration (core's announcement rules). */
export type StandardWalletListing = { name: string; icon?: string | undefined; notes: string[] }

/** The name and icon to list a wallet under, or an Error when it has no readable name. */
export function readStandardWallet(wallet: unknown): StandardWalletListing | Error {
  const rawName = readUntrusted(wallet, 'name')
  if (typeof rawName !== 'string' || !rawName.trim()) return new Error('a wallet registered without a name')
  const notes: string[] = []
  const { name, cut } = listedWalletName(rawName)
  if (cut) notes.push(`its name is cut to ${announcedWalletLimits.nameLength} characters`)
  const icon = readUntrusted(wallet, 'icon')
  const problem = announcedIconProblem(icon)
  if (problem) notes.push(`${problem}; a placeholder is shown`)
  return { name, ...(problem ? {} : { icon: (icon as string).trim() }), notes }
}

/**
 * Adapts a Wallet Standard wallet that has standard:connect, standard:events and a signing
 * feature, listed as `listing` (from `readStandardWallet`) under `id` (its name, or `name#2` when
 * another registered wallet already has that name).
 */
export function fromStandardWallet(
  wallet: WalletAdapterCompatibleStandardWallet,
  listing: StandardWalletListing,
  id: string,
): SolanaWallet {
  const features = wallet.features as Features
  const accountsNow = (): unknown => readUntrusted(wallet, 'accounts')

  const accountFor = (address: string): WalletAccount => {
    const accounts = accountsNow()
    const account = Array.isArray(accounts)
      ? (accounts as unknown[]).find((a): a is WalletAccount => isSolanaAccount(a) && a.address === address)
      : undefined
    if (!account) throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
    return account
  }

  return {
    connector: {
      id,
      type: 'ANNOUNCED',
      name: listing.name,
      chain: 'solana',
      ...(listing.icon ? { imageUrl: listing.icon } : {}),
      provider: wallet,
    },
    accounts: () => solanaAddresses(accountsNow()),
    async connect({ silent }) {
      try {
        const output = await features[StandardConnect].connect(silent ? { silent: true } : undefined)
        return solanaAddresses(readUntrusted(output, 'accounts'))
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
    ...(features[SolanaSignIn]
      ? {
          async signIn(input: Parameters<NonNullable<SolanaWallet['signIn']>>[0]) {
            const feature = features[SolanaSignIn]
            const [output] = (await feature?.signIn(input)) ?? []
            // What the wallet answers is not trusted: each part is read and checked.
            const account = readUntrusted(output, 'account')
            const signedMessage = readUntrusted(output, 'signedMessage')
            const signature = readUntrusted(output, 'signature')
            const address = readUntrusted(account, 'address')
            if (
              typeof address !== 'string' ||
              !(signedMessage instanceof Uint8Array) ||
              !(signature instanceof Uint8Array)
            ) {
              throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, {
                details: 'The sign-in answer is not an account, a signed message and a signature',
              })
            }
            return { address, signedMessage, signature }
          },
        }
      : {}),
    async signAndSend({ address, transaction, chain, connection, options }) {
      const account = accountFor(address)
      const version = transactionVersionOf(transaction)
      const bytes = serializeForWallet(transaction)
      const walletOptions = toWalletOptions(options)
      const sendFeature = features[SolanaSignAndSendTransaction]
      if (sendFeature?.supportedTransactionVersions.includes(version)) {
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
      // Signing takes the options that shape the signature; sending is ours.
      const { skipPreflight, maxRetries, ...signOptions } = walletOptions
      const [signed] = await signFeature.signTransaction({
        account,
        chain,
        transaction: bytes,
        ...(Object.keys(signOptions).length > 0 ? { options: signOptions } : {}),
      })
      if (!signed)
        throw new SolanaAdapterError(solanaErrorMessages.walletRequestFailed, { details: 'No transaction' })
      return connection.sendRawTransaction(signed.signedTransaction, options)
    },
    onChange(listener) {
      return features[StandardEvents].on('change', (properties) => {
        const accounts = readUntrusted(properties, 'accounts')
        if (accounts !== undefined) listener({ accounts: solanaAddresses(accounts) })
      })
    },
  }
}
