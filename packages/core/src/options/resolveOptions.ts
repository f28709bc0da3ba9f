import { defaultChainId, defaultTheme } from '../constants.ts'
import { InvalidOptionsError, SiwxConflictError } from '../errors/config.ts'
import { mainnet } from '../networks/evmNetworks.ts'
import { type CaipNetwork, chainNamespaces } from '../networks/types.ts'
import { formatIssues, isRecord, type OptionIssue } from '../validators/checks.ts'
import { type AppKitOptions, checkAppKitOptions, type ResolvedAppKitOptions } from './appKitOptionsSchema.ts'
import { defaultAccountTypes } from './defaults.ts'

/**
 * Validates options and fills the spec's defaults. Networks default to those the adapters serve
 * (or Ethereum when there is no adapter); the default network is chain 1 when configured,
 * else the first network.
 */
export function resolveOptions(options: AppKitOptions): ResolvedAppKitOptions {
  if (isRecord(options) && options.siweConfig !== undefined && options.siwx !== undefined)
    throw new SiwxConflictError()
  const issues: OptionIssue[] = []
  const parsed = checkAppKitOptions(options, '', issues)
  if (issues.length) throw new InvalidOptionsError({ details: formatIssues(issues) })

  const fromAdapters = parsed.adapters.flatMap((adapter) => adapter.networks)
  const listed = parsed.networks ?? (fromAdapters.length ? fromAdapters : [mainnet])
  // Each network once: the first with its caipNetworkId.
  const networks = listed.filter((n, i) => listed.findIndex((m) => m.caipNetworkId === n.caipNetworkId) === i)
  const defaultNetwork =
    parsed.defaultNetwork ??
    networks.find((n) => n.chainNamespace === 'eip155' && n.id === defaultChainId) ??
    (networks[0] as CaipNetwork)
  if (!networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError({
      details: `defaultNetwork ${defaultNetwork.caipNetworkId} is not in networks`,
    })
  }

  if (parsed.walletConnect && parsed.adapters.length > 0)
    throw new InvalidOptionsError({
      details: 'walletConnect is for apps without adapters: hand the session to the adapters instead',
    })
  // An app without adapters connects each namespace of its networks through its WalletConnect session.
  const adapters = parsed.walletConnect
    ? chainNamespaces.flatMap((namespace) => {
        const served = networks.filter((n) => n.chainNamespace === namespace)
        const adapter = served.length ? parsed.walletConnect?.adapterFor(namespace, served) : undefined
        return adapter ? [adapter] : []
      })
    : parsed.adapters
  const uncovered =
    parsed.walletConnect && networks.find((n) => !adapters.some((a) => a.namespace === n.chainNamespace))
  if (uncovered)
    throw new InvalidOptionsError({
      details: `The WalletConnect session has no adapter for ${uncovered.caipNetworkId}: add that namespace's adapter`,
    })

  return {
    ...parsed,
    adapters,
    projectId: parsed.projectId?.trim() || undefined,
    networks,
    defaultNetwork,
    defaultAccountTypes: { ...defaultAccountTypes, ...parsed.defaultAccountTypes },
    themeVariables: { ...defaultTheme, ...parsed.themeVariables },
  }
}
