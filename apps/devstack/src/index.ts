import { bundler } from './bundler/bundler.ts'
import { type Anvil, EVM_CHAIN_ID, startAnvil } from './evm/anvil.ts'
import {
  DEPLOYER_ADDRESS,
  deployEvmContracts,
  EVM_CONTRACTS,
  evmTestAccounts,
  type TestAccount,
} from './evm/deploy.ts'
import { deployErc4337 } from './evm/deployErc4337.ts'
import { ERC4337_CONTRACTS } from './evm/erc4337.ts'
import { EvmData } from './evm/evmData.ts'
import { frameService, type Mail, SocialLogin } from './frame/index.ts'
import { listen, type RunningServer } from './http.ts'
import { rethrowPortInUse } from './portInUse.ts'
import { type ProjectConfig, Projects } from './projects.ts'
import { type RelayOptions, startRelay } from './relay/index.ts'
import { analytics, type RecordedEvent } from './services/analytics.ts'
import { blockchainApi } from './services/blockchainApi.ts'
import type { SmartSessionInput } from './services/sessions.ts'
import { siwxBackend } from './services/siwxBackend.ts'
import { SolanaData } from './services/solanaData.ts'
import { walletDirectory } from './services/walletDirectory.ts'
import type { SolanaRpc } from './solana/index.ts'

export { TEST_MNEMONIC } from './evm/anvil.ts'
export { testNftAbi } from './evm/artifacts.ts'
export { DEPLOYER_ADDRESS, DEPLOYER_PRIVATE_KEY, EVM_CONTRACTS, type TestAccount } from './evm/deploy.ts'
export { ERC4337_CONTRACTS } from './evm/erc4337.ts'
export type { Mail } from './frame/index.ts'
export { PortInUseError } from './portInUse.ts'
export type { ProjectConfig } from './projects.ts'
export type { RecordedEvent } from './services/analytics.ts'
export { decodeBase58, encodeBase58 } from './solana/base58.ts'

export type ServiceName =
  | 'evm'
  | 'solana'
  | 'blockchainApi'
  | 'walletDirectory'
  | 'analytics'
  | 'relay'
  | 'siwx'
  | 'frame'

/** Ports when none are given. The Solana WebSocket listens on the Solana port + 1. */
export const DEFAULT_PORTS: Readonly<Record<ServiceName, number>> = {
  evm: 8545,
  solana: 8899,
  blockchainApi: 8610,
  walletDirectory: 8611,
  analytics: 8612,
  relay: 8787,
  siwx: 8613,
  frame: 8614,
}

/** Each service as the CLI's printout and the port-in-use error name it. */
const SERVICE_LABELS: Readonly<Record<ServiceName, string>> = {
  evm: 'EVM chain (anvil)',
  solana: 'Solana RPC',
  blockchainApi: 'blockchain data service',
  walletDirectory: 'wallet directory',
  analytics: 'analytics',
  relay: 'WalletConnect relay',
  siwx: 'app sign-in backend',
  frame: 'secure frame',
}

/** The devstack's EVM chain, anvil, ended while the devstack ran (killed, crashed): `onChainExit`. */
export class ChainExitError extends Error {
  override name = 'ChainExitError'
  readonly pid: number | undefined
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  constructor(exit: { pid: number | undefined; code: number | null; signal: NodeJS.Signals | null }) {
    super(
      `The EVM chain (anvil, pid ${exit.pid}) exited ${exit.signal ? `on signal ${exit.signal}` : `with code ${exit.code}`}: the devstack's EVM services no longer work.`,
    )
    this.pid = exit.pid
    this.code = exit.code
    this.signal = exit.signal
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost'])

export interface DevstackOptions {
  /** Loopback only: 127.0.0.1 (default) or localhost. */
  host?: string
  /** Port per service; 0 picks a free port. `ports: 0` picks free ports for all (tests). */
  ports?: Partial<Record<ServiceName, number>> | 0
  /** Start the Solana chain (default true). */
  solana?: boolean
  /**
   * Start the EVM chain, anvil (default true). Off, the data services and the frame (which serve
   * it) must be off too.
   */
  evm?: boolean
  /** The data services: blockchain API (and bundler), wallet directory, analytics, sign-in backend (default true). */
  dataServices?: boolean
  /** The embedded wallet's frame, with its mailbox and Farcaster relay (default true). */
  frame?: boolean
  /** Per-project configuration; ids not listed get `defaultProject`. */
  projects?: Record<string, Partial<ProjectConfig>>
  /** Defaults for any project id: local origins allowed, analytics on. */
  defaultProject?: Partial<ProjectConfig>
  /**
   * The WalletConnect relay: `allowedOrigins` (patterns; default localhost and 127.0.0.1, any
   * port; clients that send no Origin, such as Node wallets, are always let in) and `mailbox`
   * bounds (`maxMessagesPerTopic`, `maxBytesPerTopic`, `maxBytes`).
   */
  relay?: Pick<RelayOptions, 'allowedOrigins' | 'mailbox'> | false
  /** The ERC-4337 paymaster sponsors the user operations of the devstack's smart accounts (default true). */
  paymaster?: boolean
  /**
   * Called once if the EVM chain (anvil) exits while the devstack runs (killed, crashed): every EVM
   * request fails from then on. Default: the error's message on stderr. The other services keep
   * running until `stop()`; the CLI stops them all and exits with code 1.
   */
  onChainExit?: (error: ChainExitError) => void
}

export type SolanaTestAccount = SolanaRpc['accounts'][number]

export interface DevstackUrls {
  evmRpc: string
  solanaRpc?: string
  solanaWs?: string
  blockchainApi: string
  walletDirectory: string
  analytics: string
  /** The WalletConnect relay (ws://): give it to WalletConnect clients as `relayUrl`. */
  relay: string
  /** A stand-in for an app's sign-in backend (nonce, verify, session cookie, sign-out): `serverSiwx({ url })`. */
  siwx: string
  /** The embedded wallet's secure frame page (its own origin): the auth frame client's `frameUrl`. */
  frame: string
  /** The dev mailbox: GET `${mailbox}?email=…` lists the mails (codes, approval links) sent to an address. */
  mailbox: string
  /** Farcaster's auth relay (Sign In With Farcaster): `@farcaster/auth-client`'s `relay`. */
  farcasterRelay: string
  /** The EVM chain's ERC-4337 bundler and paymaster (JSON-RPC, v0.7 EntryPoint). */
  bundler: string
}

/** The URLs (and the EVM chain) of the services `O` switches off: absent from the devstack. */
type Off<O> =
  | (O extends { evm: false } ? 'evmRpc' : never)
  | (O extends { dataServices: false }
      ? 'blockchainApi' | 'walletDirectory' | 'analytics' | 'siwx' | 'bundler'
      : never)
  | (O extends { frame: false } ? 'frame' | 'mailbox' | 'farcasterRelay' : never)
  | (O extends { relay: false } ? 'relay' : never)

export interface Devstack<O extends DevstackOptions = DevstackOptions> {
  urls: Omit<DevstackUrls, Off<O>>
  chains: Omit<
    { evm: { chainId: number; caipNetworkId: string }; solana?: { caipNetworkId: string } },
    O extends { evm: false } ? 'evm' : never
  >
  /** Funded test accounts. Their keys are public knowledge: test use only. */
  accounts: { evm: TestAccount[]; solana: SolanaTestAccount[] }
  contracts: {
    evm: typeof EVM_CONTRACTS & typeof ERC4337_CONTRACTS & { deployer: string }
    solana?: { mint: { address: string; decimals: number } }
  }
  projects: Projects
  /** Analytics events received by POST /e, oldest first. */
  analyticsEvents(): RecordedEvent[]
  clearAnalytics(): void
  /** Makes a smart session visible at GET /v1/sessions/{account} (the account's CAIP-10 id, as the client sends it). */
  addSmartSession(account: string, session: SmartSessionInput): void
  /** Mails the secure frame sent (login codes, device-approval links), oldest first. */
  mailbox(email?: string): Mail[]
  /** Stops every server and child process. Safe to call twice. */
  stop(): Promise<void>
}

/** Metadata the data service shows for the Solana test mint. */
export const SOLANA_TEST_MINT_META = { name: 'Solana Test Token', symbol: 'STT' } as const

export async function startDevstack<const O extends DevstackOptions = DevstackOptions>(
  options: O = {} as O,
): Promise<Devstack<O>> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.has(host)) throw new Error(`The devstack listens on loopback only (got host ${host})`)
  const on = {
    evm: options.evm !== false,
    dataServices: options.dataServices !== false,
    frame: options.frame !== false,
  }
  if (!on.evm && (on.dataServices || on.frame))
    throw new Error(
      'The devstack cannot start without its EVM chain while the data services or the frame run: they serve it. Pass dataServices: false and frame: false too.',
    )
  const ports = (name: ServiceName) =>
    options.ports === 0 ? 0 : (options.ports?.[name] ?? DEFAULT_PORTS[name])

  const stops: (() => Promise<void>)[] = []
  let stopped: Promise<void> | undefined
  const stopAll = () => {
    stopped ??= (async () => {
      for (const stop of stops.reverse())
        await stop().catch((e) => console.error('[devstack] stop failed', e))
    })()
    return stopped
  }

  try {
    // Loaded on demand, so `solana: false` does not load litesvm. The chain runs on a thread of
    // its own, so heavy RPC work there never holds the other services.
    const startSolana =
      options.solana === false ? undefined : (await import('./solana/index.ts')).startSolanaRpcThread
    // Both settle before a failure is thrown, so a chain that started is stopped with the rest.
    const chainsStarted = await Promise.allSettled([
      on.evm
        ? startAnvil({ host, port: ports('evm') }).then((a: Anvil) => {
            stops.push(() => a.stop())
            return a
          })
        : undefined,
      startSolana?.({ host, port: ports('solana') }).then((s) => {
        stops.push(() => s.stop())
        return s
      }),
    ])
    for (const result of chainsStarted) if (result.status === 'rejected') throw result.reason
    const [anvil, solanaRpc] = chainsStarted.map((r) => (r.status === 'fulfilled' ? r.value : undefined)) as [
      Anvil | undefined,
      Awaited<ReturnType<NonNullable<typeof startSolana>>> | undefined,
    ]
    if (anvil)
      void anvil.died.then((exit) => {
        const error = new ChainExitError({ pid: anvil.pid, ...exit })
        if (options.onChainExit) options.onChainExit(error)
        else console.error(`[devstack] ${error.message}`)
      })

    const evmAccounts = anvil ? evmTestAccounts() : []
    const evm = anvil ? new EvmData(anvil.url, EVM_CHAIN_ID) : undefined
    if (anvil && evm) {
      await deployEvmContracts(anvil.url, evmAccounts)
      await deployErc4337(anvil.url)
      await evm.sync()
    }

    let solana: { data: SolanaData; rpcUrl: string } | undefined
    if (solanaRpc) {
      const caip = await SolanaData.chainIdOf(solanaRpc.url).catch(() => 'solana:devstack')
      solana = {
        rpcUrl: solanaRpc.url,
        data: new SolanaData(solanaRpc.url, caip, {
          [solanaRpc.mint.address]: { ...SOLANA_TEST_MINT_META, decimals: solanaRpc.mint.decimals },
        }),
      }
    }

    const projects = new Projects(options.projects, options.defaultProject)
    const serve = async (router: Parameters<typeof listen>[0], name: ServiceName): Promise<RunningServer> => {
      const server = await listen(router, host, ports(name)).catch(
        rethrowPortInUse(SERVICE_LABELS[name], ports(name)),
      )
      stops.push(() => server.close())
      return server
    }

    const data =
      anvil && evm && on.dataServices
        ? await startDataServices({ anvil, evm, solana, projects, serve, paymaster: options.paymaster })
        : undefined
    const frame =
      anvil && evm && on.frame
        ? await startFrame({
            host,
            anvil,
            evm,
            solana,
            projects,
            serve,
            stops,
            apiUrl: data?.urls.blockchainApi,
          })
        : undefined
    const relay =
      options.relay === false
        ? undefined
        : await startRelay({ ...options.relay, host, port: ports('relay') }).catch(
            rethrowPortInUse(SERVICE_LABELS.relay, ports('relay')),
          )
    if (relay) stops.push(() => relay.stop())

    const devstack: Devstack = {
      urls: {
        ...(anvil ? { evmRpc: anvil.url } : {}),
        ...(solanaRpc ? { solanaRpc: solanaRpc.url, solanaWs: solanaRpc.wsUrl } : {}),
        ...data?.urls,
        ...(relay ? { relay: relay.url } : {}),
        ...frame?.urls,
      } as DevstackUrls,
      chains: {
        ...(evm ? { evm: { chainId: EVM_CHAIN_ID, caipNetworkId: evm.caipChainId } } : {}),
        ...(solana ? { solana: { caipNetworkId: solana.data.caipChainId } } : {}),
      } as Devstack['chains'],
      accounts: { evm: evmAccounts, solana: solanaRpc?.accounts ?? [] },
      contracts: {
        evm: { ...EVM_CONTRACTS, ...ERC4337_CONTRACTS, deployer: DEPLOYER_ADDRESS },
        ...(solanaRpc ? { solana: { mint: solanaRpc.mint } } : {}),
      },
      projects,
      analyticsEvents: () => [...(data?.analytics.events ?? [])],
      clearAnalytics: () => {
        if (data) data.analytics.events.length = 0
      },
      addSmartSession: (account, session) => {
        if (!data) throw new Error('The devstack runs without its data services (dataServices: false)')
        data.api.sessions.add(account, session)
      },
      mailbox: (email) => frame?.mailbox.list(email) ?? [],
      stop: stopAll,
    }
    // The URLs of the services switched off are absent, as `Devstack<O>` says.
    return devstack as Devstack<O>
  } catch (e) {
    await stopAll()
    throw e
  }
}

type Serve = (router: Parameters<typeof listen>[0], name: ServiceName) => Promise<RunningServer>
type EvmParts = { anvil: Anvil; evm: EvmData; solana: { data: SolanaData; rpcUrl: string } | undefined }

/** The blockchain API (with the bundler), the wallet directory, analytics and the sign-in backend. */
async function startDataServices({
  anvil,
  evm,
  solana,
  projects,
  serve,
  paymaster,
}: EvmParts & { projects: Projects; serve: Serve; paymaster: boolean | undefined }) {
  const localChains = [evm.caipChainId, ...(solana ? [solana.data.caipChainId] : [])]
  const directory = await serve(walletDirectory({ projects, localChains }).router, 'walletDirectory')
  let apiBase = ''
  const api = blockchainApi({
    evm,
    evmRpcUrl: anvil.url,
    // The playground's "Devstack Two" (and the e2e test wallet's second chain) is this node too.
    evmChainIds: [EVM_CHAIN_ID, EVM_CHAIN_ID + 1],
    bundler: bundler({ rpcUrl: anvil.url, chainId: EVM_CHAIN_ID, sponsor: paymaster !== false }),
    solana,
    projects,
    directoryUrl: directory.url,
    baseUrl: () => apiBase,
  })
  const apiServer = await serve(api.router, 'blockchainApi')
  apiBase = apiServer.url
  const analyticsService = analytics({ projects })
  const analyticsServer = await serve(analyticsService.router, 'analytics')
  const siwxServer = await serve(siwxBackend({ projects, evmRpcUrl: anvil.url }).router, 'siwx')
  return {
    api,
    analytics: analyticsService,
    urls: {
      blockchainApi: apiServer.url,
      walletDirectory: directory.url,
      analytics: analyticsServer.url,
      siwx: siwxServer.url,
      bundler: `${apiServer.url}/v1/bundler?chainId=${evm.caipChainId}`,
    },
  }
}

/** The embedded wallet's frame (its social login stand-in, mailbox and Farcaster relay). */
async function startFrame({
  host,
  anvil,
  evm,
  solana,
  projects,
  serve,
  stops,
  apiUrl,
}: EvmParts & {
  host: string
  projects: Projects
  serve: Serve
  stops: (() => Promise<void>)[]
  /** The blockchain API, for the frame's smart accounts' bundler; absent when the data services are off. */
  apiUrl: string | undefined
}) {
  let frameBase = ''
  const social = await SocialLogin.start(host, () => `${frameBase}/social/callback`)
  stops.push(() => social.stop())
  const frame = frameService({
    social,
    projects,
    chains: {
      [evm.caipChainId]: anvil.url,
      ...(solana ? { [solana.data.caipChainId]: solana.rpcUrl } : {}),
    },
    bundlers: () => (apiUrl ? { [evm.caipChainId]: `${apiUrl}/v1/bundler?chainId=${evm.caipChainId}` } : {}),
    defaultChain: evm.caipChainId,
    baseUrl: () => frameBase,
  })
  const frameServer = await serve(frame.router, 'frame')
  frameBase = frameServer.url
  return {
    mailbox: frame.mailbox,
    urls: {
      frame: `${frameServer.url}/sdk`,
      mailbox: `${frameServer.url}/mailbox`,
      farcasterRelay: `${frameServer.url}/farcaster`,
    },
  }
}
