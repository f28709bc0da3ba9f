import { type PhoneProposal, type PhoneRequest, runPhoneWallet } from '@openappkit/devstack/phone'
import { devstackEvmKey, devstackSolanaKeypair } from '@openappkit/testing/wallet'
import { privateKeyToAccount } from 'viem/accounts'
import { devstackChainId, devstackSolanaGenesisHash, devstackUrls } from '../devstackUrls'

// The phone page's wallet: the devstack's phone wallet (the one the WalletConnect tests pair
// with, @openappkit/devstack/phone) on a sign-client in this page, over the devstack's relay,
// with the second devstack test accounts (the dev wallet holds the first), and this page's user
// answering each proposal and request.

/** Which devstack test account the phone holds, on EVM and Solana. */
const ACCOUNT = 1
const evmKey = devstackEvmKey(ACCOUNT)
const solanaKeypair = devstackSolanaKeypair(ACCOUNT)
// CAIP-2 names a Solana cluster by the first 32 characters of its genesis hash.
const solanaCluster = `solana:${devstackSolanaGenesisHash.slice(0, 32)}`

export const phoneAddresses = {
  evm: privateKeyToAccount(evmKey).address,
  solana: solanaKeypair.publicKey.toBase58(),
}

type Question =
  | { kind: 'proposal'; key: string; proposal: PhoneProposal }
  | { kind: 'request'; key: string; request: PhoneRequest; app: string }

/** A question waiting for the user, and how they answer it (true approves). */
export type Asked = Question & { answer(approve: boolean): void }

export type Session = { topic: string; app: string; url: string; namespaces: string[] }

export type PhoneState = {
  status: 'starting' | 'ready' | 'failed'
  error: string | undefined
  asked: Asked[]
  sessions: Session[]
  /** What the user answered, newest first. */
  history: { key: string; text: string }[]
}

type SignClient = Awaited<ReturnType<typeof import('@walletconnect/sign-client').SignClient.init>>

let state: PhoneState = { status: 'starting', error: undefined, asked: [], sessions: [], history: [] }
const listeners = new Set<() => void>()
let client: SignClient | undefined
let started = false

function set(next: Partial<PhoneState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function readSessions(): Session[] {
  return (client?.session.getAll() ?? []).map((session) => ({
    topic: session.topic,
    app: session.peer.metadata.name,
    url: session.peer.metadata.url,
    namespaces: Object.values(session.namespaces).flatMap((ns) => ns.chains ?? []),
  }))
}

/** Puts a question to the user and resolves with their answer. */
function ask(question: Question, describe: (approve: boolean) => string): Promise<boolean> {
  return new Promise((resolve) => {
    const answer = (approve: boolean) => {
      set({
        asked: state.asked.filter((a) => a.key !== question.key),
        history: [{ key: question.key, text: describe(approve) }, ...state.history].slice(0, 20),
      })
      resolve(approve)
    }
    set({ asked: [...state.asked, { ...question, answer }] })
  })
}

const refresh = () => set({ sessions: readSessions() })

async function start(): Promise<void> {
  try {
    const { SignClient } = await import('@walletconnect/sign-client')
    client = await SignClient.init({
      projectId: 'playground-phone',
      relayUrl: devstackUrls.relay,
      // Its own keys in the browser's storage: the playground's app side, in another tab of the
      // same origin, keeps the default prefix.
      customStoragePrefix: 'openappkit-phone',
      // No reports to WalletConnect's servers: the page talks to the local relay only.
      telemetryEnabled: false,
      logger: 'silent',
      metadata: {
        name: 'OpenAppKit Phone (test keys)',
        description: 'The playground’s WalletConnect wallet on the devstack',
        url: location.origin,
        icons: [],
      },
    })
    // Verify asks WalletConnect's hosted server to attest the app's origin; the local relay has
    // none, and the page must not reach the internet. WalletConnect's own test runs switch it off
    // the same way (the flag is read on every call).
    ;(client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
    runPhoneWallet(client, {
      privateKey: evmKey,
      chains: { [devstackChainId]: devstackUrls.evmRpc },
      solana: {
        secretKey: solanaKeypair.secretKey,
        caipNetworkId: solanaCluster,
        rpcUrl: devstackUrls.solanaRpc,
      },
      user: {
        settled: refresh,
        proposal: (proposal) =>
          ask({ kind: 'proposal', key: `proposal-${proposal.id}`, proposal }, (approve) =>
            approve ? `Connected to ${proposal.app.name}` : `Refused ${proposal.app.name}`,
          ),
        request: (request) => {
          const app = client?.session.get(request.topic).peer.metadata.name ?? 'An app'
          return ask(
            { kind: 'request', key: `request-${request.id}`, request, app },
            (approve) => `${approve ? 'Approved' : 'Rejected'} ${request.method} for ${app}`,
          )
        },
      },
    })
    client.on('session_delete', refresh)
    client.on('session_expire', refresh)
    set({ status: 'ready', sessions: readSessions() })
  } catch (error) {
    set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
  }
}

export const phoneStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    // Started by the page's first subscriber, once.
    if (!started) {
      started = true
      void start()
    }
    return () => listeners.delete(listener)
  },
  state: () => state,
  /** What the user does after pasting or scanning the app's link. */
  async pair(uri: string): Promise<void> {
    if (!client) throw new Error('The phone wallet has not started.')
    if (!/^wc:[0-9a-f]{64}@2\?/.test(uri.trim()))
      throw new Error('That is not a WalletConnect pairing link (it starts with wc: and names @2).')
    await client.pair({ uri: uri.trim() })
  },
  async disconnect(topic: string): Promise<void> {
    await client?.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    set({ sessions: readSessions() })
  },
}
