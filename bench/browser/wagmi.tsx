// The same page on plain wagmi (as bench/size/wagmi-app.tsx, on the devstack's chain): the
// reference for "button visible".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, injected, useConnect, useConnection, useConnectors, WagmiProvider } from 'wagmi'

const devstack = __BENCH_DEVSTACK__
const chain = defineChain({
  id: devstack.chainId,
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devstack.evmRpc] } },
})
const config = createConfig({ chains: [chain], connectors: [injected()], transports: { [chain.id]: http() } })
const queryClient = new QueryClient()

function ConnectButton() {
  const connectors = useConnectors()
  const { mutate } = useConnect()
  const { address } = useConnection()
  return (
    <button
      type="button"
      data-bench="button"
      onClick={() => connectors[0] && mutate({ connector: connectors[0] })}
    >
      {address ?? 'Connect'}
    </button>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectButton />
      </QueryClientProvider>
    </WagmiProvider>,
  )
