import { connect, createAppKit, defineNetwork, mock, openModal, watchAccount } from '@openappkit/core'
import { AppKitProvider } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

// An app whose only namespace is one SPEC §5 does not let send (Polkadot, through core's mock
// adapter: no real Polkadot wallet runs here). Its Send view must say "Unsupported chain".
const polkadot = defineNetwork({
  chainNamespace: 'polkadot',
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrl: 'http://127.0.0.1:9/',
})
const appKit = createAppKit({
  projectId: 'openappkit-e2e',
  networks: [polkadot],
  adapters: [
    mock({
      namespace: 'polkadot',
      networks: [polkadot],
      accounts: ['14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'],
    }),
  ],
  services: { blockchainApi: false, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
})
watchAccount(appKit, (account) => {
  const status = document.querySelector('[data-testid="status"]')
  if (status) status.textContent = account.status
})
void connect(appKit, { connectorId: 'mock' })
document.querySelector('#send')?.addEventListener('click', () => openModal(appKit, { view: 'WalletSend' }))
createRoot(document.querySelector('#root') as HTMLElement).render(
  createElement(AppKitProvider, { appKit }, createElement(AppKitModal)),
)
