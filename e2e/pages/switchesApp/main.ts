import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { createAppKit, defineNetwork, openModal, watchAccount } from '@openappkit/core'
import { AppKitProvider, useSwap } from '@openappkit/react'
import { AppKitModal } from '@openappkit/react/modal'
import { createElement, useState } from 'react'
import { createRoot } from 'react-dom/client'

// An app with the legal checkbox on, its terms and privacy links, and the test wallet announced
// over EIP-6963; `?swaps=off` switches swaps off, and two buttons try them anyway (the modal's Swap
// view, and useSwap's swap). The devstack's URLs come in the query string.
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
  adapters: [createWagmiAdapter({ networks: [evm], walletConnect: false })],
  features: { legalCheckbox: true, swaps: query.get('swaps') !== 'off' },
  termsConditionsUrl: `${location.origin}/terms`,
  privacyPolicyUrl: `${location.origin}/privacy`,
  services: { blockchainApi: false, walletDirectory: false, analytics: false, rpc: false, authFrame: false },
})
watchAccount(appKit, (account) => {
  const status = document.querySelector('[data-testid="status"]')
  if (status) status.textContent = account.status
})
document.getElementById('open')?.addEventListener('click', () => openModal(appKit))

/** What trying a swap gives, per way of trying: "ok" or the error. */
function TrySwap() {
  const { swapAsync } = useSwap()
  const [results, setResults] = useState<Record<string, string>>({})
  const attempt = (name: string, run: () => unknown) =>
    createElement(
      'button',
      {
        type: 'button',
        onClick: () =>
          Promise.resolve()
            .then(run)
            .then(
              () => setResults((r) => ({ ...r, [name]: 'ok' })),
              (error: Error) => setResults((r) => ({ ...r, [name]: `${error.name}: ${error.message}` })),
            ),
      },
      name,
    )
  return createElement(
    'p',
    null,
    attempt('Open Swap', () => openModal(appKit, { view: 'Swap' })),
    attempt('Swap with the hook', swapAsync),
    createElement('output', { 'data-testid': 'swap-result' }, JSON.stringify(results)),
  )
}
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(AppKitProvider, { appKit }, createElement(TrySwap), createElement(AppKitModal)),
)
