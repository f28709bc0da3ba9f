// The same app on OpenAppKit. Until <AppKitProvider>, the wagmi adapter and useAccount exist,
// it is the wagmi app plus whatever of OpenAppKit exists today, so the figure stays honest
// about what it measures: update this file as the packages grow (the modal must stay out of
// the initial chunk).
import * as core from '@openappkit/core'
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
    <button
      type="button"
      data-sdk={Object.keys(core).join(',')}
      onClick={() => connectors[0] && mutate({ connector: connectors[0] })}
    >
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
