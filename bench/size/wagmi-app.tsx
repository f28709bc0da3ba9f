// The reference app on plain wagmi: provider, an injected connector, a connect button and the
// connected address. scripts/size.mjs builds it beside ours and compares.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, injected, useConnect, useConnection, useConnectors, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const connectors = useConnectors()
  const { mutate } = useConnect()
  const { address } = useConnection()
  if (address) return <p>{address}</p>
  return (
    <button type="button" onClick={() => connectors[0] && mutate({ connector: connectors[0] })}>
      Connect
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
