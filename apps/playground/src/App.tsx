import { version } from '@openappkit/core'

// The playground grows with the SDK: each hook and view gets a page here as it lands.
export function App() {
  return (
    <main>
      <h1>OpenAppKit playground</h1>
      <p>
        SDK version <code data-testid="sdk-version">{version}</code>
      </p>
      <p>The provider, hooks and modal are not built yet; this page will show them as they land.</p>
    </main>
  )
}
