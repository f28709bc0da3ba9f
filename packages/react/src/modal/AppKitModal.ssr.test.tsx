// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.tsx'
import { AppKitModal } from './AppKitModal.tsx'

// On the server there is no document: the modal renders nothing and touches no browser global,
// so an app's server render and first client render agree.
test('renders nothing on the server, even when asked to open on load', () => {
  expect(typeof document).toBe('undefined')
  const html = renderToString(
    <AppKitProvider
      options={{
        projectId: 'ssr',
        storage: null,
        services: {
          blockchainApi: false,
          walletDirectory: false,
          analytics: false,
          rpc: false,
          authFrame: false,
        },
      }}
    >
      <p>app</p>
      <AppKitModal />
    </AppKitProvider>,
  )
  expect(html).toBe('<p>app</p>')
})
