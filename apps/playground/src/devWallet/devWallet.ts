import {
  type Answer,
  announceEip6963,
  createEvmWallet,
  devstackEvmKey,
  devstackSolanaKeypair,
  registerStandardWallet,
  SolanaTestWallet,
  type WalletRequest,
} from '@openappkit/testing/wallet'
import { devstackChainId, devstackUrls } from '../devstackUrls'

// The playground's dev wallet: the one test wallet (@openappkit/testing) on the devstack's
// first test accounts, announced over EIP-6963 and registered as a Wallet Standard wallet, so a
// newcomer without an extension can connect, sign and send. Every request that needs the user
// waits for the prompt on the page. The keys are public test keys: this lives in the playground
// only, never in a package.

export const DEV_WALLET_NAME = 'Dev Wallet (test keys)'

/** A request waiting for the user's answer in the dev wallet's prompt. */
export type Prompt = {
  key: string
  namespace: 'eip155' | 'solana'
  request: WalletRequest
  answer(answer: Answer): void
}

type Listener = () => void
const listeners = new Set<Listener>()
let prompts: readonly Prompt[] = []
let autoApprove = false

function notify() {
  for (const listener of listeners) listener()
}

function ask(namespace: Prompt['namespace'], request: WalletRequest): Promise<Answer> {
  if (autoApprove) return Promise.resolve({ kind: 'approve' })
  return new Promise((resolve) => {
    const key = `${namespace}:${request.id}`
    const prompt: Prompt = {
      key,
      namespace,
      request,
      answer(answer) {
        prompts = prompts.filter((p) => p.key !== key)
        notify()
        resolve(answer)
      },
    }
    prompts = [...prompts, prompt]
    notify()
  })
}

const icon: `data:image/svg+xml;base64,${string}` =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y1OWYwMCIvPjx0ZXh0IHg9IjE2IiB5PSIyMSIgZm9udC1zaXplPSIxMCIgZm9udC1mYW1pbHk9InNhbnMtc2VyaWYiIGZvbnQtd2VpZ2h0PSI3MDAiIGZpbGw9IiMxYTFiMWUiIHRleHQtYW5jaG9yPSJtaWRkbGUiPkRFVjwvdGV4dD48L3N2Zz4='

// Which namespaces trust this site, kept like an extension keeps it, so a reload stays connected.
const TRUST_KEY = 'openappkit-playground:dev-wallet-trust'
type Trust = { eip155?: boolean; solana?: boolean }

function readTrust(): Trust {
  try {
    const value = JSON.parse(localStorage.getItem(TRUST_KEY) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Trust) : {}
  } catch {
    return {}
  }
}

function remember(namespace: keyof Trust) {
  return (connected: boolean) => {
    try {
      localStorage.setItem(TRUST_KEY, JSON.stringify({ ...readTrust(), [namespace]: connected }))
    } catch {
      // Storage off (private mode): the wallet forgets the site on reload, nothing else changes.
    }
  }
}

const trust = typeof localStorage === 'undefined' ? {} : readTrust()

export const devEvmWallet = createEvmWallet({
  privateKeys: [devstackEvmKey(0)],
  // The playground's two EVM networks share the devstack's one anvil.
  chains: { [devstackChainId]: devstackUrls.evmRpc, [devstackChainId + 1]: devstackUrls.evmRpc },
  chainId: devstackChainId,
  approver: (request) => ask('eip155', request),
  connected: trust.eip155 === true,
  onConnectedChange: remember('eip155'),
})

export const devSolanaWallet = new SolanaTestWallet({
  name: DEV_WALLET_NAME,
  icon,
  keypairs: [devstackSolanaKeypair(0)],
  rpcUrl: devstackUrls.solanaRpc,
  canSignIn: true,
  approver: (request) => ask('solana', request),
  connected: trust.solana === true,
  onConnectedChange: remember('solana'),
})

export const devWalletAddresses = {
  evm: devEvmWallet.address,
  solana: devstackSolanaKeypair(0).publicKey.toBase58(),
}

/** Puts the dev wallet in the page, as an extension would; returns its removal. */
export function installDevWallet(): () => void {
  const stopAnnouncing = announceEip6963(devEvmWallet.provider, {
    uuid: '0d3f6a52-7a51-4c1e-9f0b-6e5d4c3b2a19',
    name: DEV_WALLET_NAME,
    icon,
    rdns: 'org.openappkit.devwallet',
  })
  const unregister = registerStandardWallet(devSolanaWallet)
  return () => {
    stopAnnouncing()
    unregister()
  }
}

export const devWalletStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  prompts: () => prompts,
  autoApprove: () => autoApprove,
  /** From now on every request is approved without a prompt (and the waiting ones now). */
  setAutoApprove(value: boolean) {
    autoApprove = value
    if (value) for (const prompt of prompts) prompt.answer({ kind: 'approve' })
    notify()
  },
}
