import type { CaipNetwork } from '@openappkit/core'
import type { WalletConnect } from '@openappkit/walletconnect'
import { encodeSolanaSignMessageParams } from '../encoding/encodeSolanaSignMessageParams.ts'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from '../rpc/loadSolana.ts'
import { isBase58Address } from '../validators/isBase58Address.ts'
import { serializeForWallet } from '../wallets/serializeForWallet.ts'
import type { SolanaTransaction, SolanaWallet, WalletChange } from '../wallets/types.ts'
import { readSignature, readSignedTransaction, toBase64 } from './readWalletAnswer.ts'
import { solanaMethods } from './solanaMethods.ts'

/**
 * The `solana` side of the app's shared WalletConnect session, as one of the adapter's wallets:
 * connect, restore and disconnect through the session; signing and sending as WalletConnect's
 * Solana requests for the cluster's CAIP-2 id (`solana:<genesis-hash prefix>`, as the app's
 * networks name it). Answers are checked before use (`readWalletAnswer.ts`).
 */
export function walletConnectWallet(
  session: WalletConnect,
  options: { networks: readonly CaipNetwork[]; network: () => CaipNetwork },
): SolanaWallet {
  session.join('solana', {
    chains: options.networks.map((n) => n.caipNetworkId),
    methods: solanaMethods,
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: Object.fromEntries(
      options.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] ?? '']),
    ),
  })

  const addressesOn = (caipNetworkId: string) => {
    const all = session.accounts('solana')
    const here = all.filter((a) => a.chainId === caipNetworkId)
    return [...new Set((here.length > 0 ? here : all).map((a) => a.address))]
  }
  const accounts = () => addressesOn(options.network().caipNetworkId)

  const ensureAccount = (address: string) => {
    if (!session.accounts('solana').some((a) => a.address === address))
      throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: address })
  }

  /** The cluster a send is for: the one whose RPC the adapter gave us, else the active one. */
  const networkOf = (endpoint: string | undefined): CaipNetwork =>
    options.networks.find((n) => endpoint && n.rpcUrls.default.http.includes(endpoint)) ?? options.network()

  /** Has the wallet sign only, then submits it ourselves (wallets that approved no signAndSend). */
  const signThenSend = async (
    chainId: string,
    params: { transaction: string; pubkey: string },
    transaction: SolanaTransaction,
    send: (bytes: Uint8Array) => Promise<string>,
  ) => {
    const method = 'solana_signTransaction'
    const answer = await session.request(chainId, { method, params })
    const { signature, bytes } = readSignature(method, answer)
    const signed = readSignedTransaction(method, answer)
    if (signed) return send(signed)
    const { PublicKey } = await loadSolana()
    if ('version' in transaction) {
      const index = transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === params.pubkey)
      if (index < 0)
        throw new SolanaAdapterError(solanaErrorMessages.accountNotFound, { details: params.pubkey })
      transaction.signatures[index] = bytes
    } else {
      transaction.addSignature(new PublicKey(params.pubkey), bytes as never)
    }
    await send(serializeForWallet(transaction))
    return signature
  }

  return {
    connector: {
      id: session.connector.id,
      type: 'WALLET_CONNECT',
      name: session.connector.name,
      chain: 'solana',
      imageUrl: session.connector.icon,
    },
    accounts,
    async connect({ silent }) {
      if (silent) return (await session.restore('solana')) ? accounts() : []
      // Rejects when the wallet approved no Solana account, keeping the session for the others.
      await session.connect('solana')
      return accounts()
    },
    disconnect: () => session.leave('solana'),
    canSignMessage: true,
    async signMessage({ address, message }) {
      ensureAccount(address)
      const method = 'solana_signMessage'
      const answer = await session.request(options.network().caipNetworkId, {
        method,
        params: encodeSolanaSignMessageParams({ message, address }),
      })
      return readSignature(method, answer).bytes
    },
    async signAndSend({ address, transaction, connection, options: sendOptions }) {
      ensureAccount(address)
      const chainId = networkOf(connection.rpcEndpoint).caipNetworkId
      const params = { transaction: toBase64(serializeForWallet(transaction)), pubkey: address }
      const approved = session.methods('solana')
      if (approved.includes('solana_signAndSendTransaction')) {
        const method = 'solana_signAndSendTransaction'
        const answer = await session.request(chainId, { method, params: { ...params, sendOptions } })
        return readSignature(method, answer).signature
      }
      if (approved.includes('solana_signTransaction')) {
        return signThenSend(chainId, params, transaction, (bytes) =>
          connection.sendRawTransaction(bytes, sendOptions),
        )
      }
      throw new SolanaAdapterError(solanaErrorMessages.featureUnsupported, {
        details: 'The wallet approved neither solana_signAndSendTransaction nor solana_signTransaction',
      })
    },
    onChange(listener: (change: WalletChange) => void) {
      return session.subscribe((event) => {
        if (event.type === 'disconnect') listener({ accounts: [] })
        else if (event.type === 'accountsChanged' && event.namespace === 'solana')
          listener({ accounts: event.accounts.filter(isBase58Address) })
        else if (event.type === 'chainChanged' && event.namespace === 'solana')
          // The wallet's accounts on its new cluster; the adapter stays on its own cluster.
          listener({ accounts: addressesOn(event.chainId) })
      })
    },
  }
}
