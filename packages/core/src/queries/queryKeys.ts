// Every query key of the SDK in one place, so the hooks of two components that need the same
// data build equal keys and react-query makes one request.

export const queryKeys = {
  all: ['openappkit'] as const,
  portfolio: (parameters: { address: string | undefined; caipNetworkId: string | undefined }) =>
    ['openappkit', 'portfolio', parameters] as const,
  activity: (parameters: { address: string | undefined; caipNetworkId: string | undefined }) =>
    ['openappkit', 'activity', parameters] as const,
  nfts: (parameters: { address: string | undefined; caipNetworkId: string | undefined }) =>
    ['openappkit', 'nfts', parameters] as const,
  identity: (parameters: { address: string | undefined }) => ['openappkit', 'identity', parameters] as const,
  name: (parameters: { address: string | undefined }) => ['openappkit', 'name', parameters] as const,
  nameRecord: (parameters: { name: string | undefined }) => ['openappkit', 'nameRecord', parameters] as const,
  wallets: (parameters: { search: string | undefined; chains: readonly string[] }) =>
    ['openappkit', 'wallets', parameters] as const,
  nameSuggestions: (parameters: { name: string | undefined; zone: string }) =>
    ['openappkit', 'nameSuggestions', parameters] as const,
  smartSessions: (parameters: { caipAddress: string | undefined }) =>
    ['openappkit', 'smartSessions', parameters] as const,
  featuredWallets: (parameters: { ids: readonly string[] }) =>
    ['openappkit', 'featuredWallets', parameters] as const,
  supportedChains: () => ['openappkit', 'supportedChains'] as const,
  callsStatus: (parameters: { id: string | undefined }) => ['openappkit', 'callsStatus', parameters] as const,
}
