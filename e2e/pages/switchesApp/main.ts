import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defineNetwork, openModal, watchAccount } from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

// An app with the legal checkbox on (SPEC §6), its terms and privacy links, and the test wallet
// announced over EIP-6963. The devstack's URLs come in the query string.
const query = new URLSearchParams(location.search)
const param = (name: string) => {
  const value = query.get(name)
  if (!value) throw new Error(`missing ?${name}=`)
  return value
}

const evm = defineNetwork({
  chainNamespace: 'eip155',
  id: Number(param('chainId')),
  name: 'Devstack',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: param('evmRpc'),
  testnet: true,
})
const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  networks: [evm],
  adapters: [createWagmiAdapter({ networks: [evm] })],
  features: { legalCheckbox: true },
  termsConditionsUrl: `${location.origin}/terms`,
  privacyPolicyUrl: `${location.origin}/privacy`,
  services: { blockchainApi: false, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
})
watchAccount(appKit, (account) => {
  const status = document.querySelector('[data-testid="status"]')
  if (status) status.textContent = account.status
})
document.getElementById('open')?.addEventListener('click', () => openModal(appKit))
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(AppKitProvider, { appKit }, createElement(AppKitModal)),
)
