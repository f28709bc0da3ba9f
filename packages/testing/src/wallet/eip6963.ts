import type { EIP1193Provider } from 'viem'

export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }

// A small wallet icon, as a real extension announces one (inline, no request).
export const TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzNiNWJkYiIvPjxwYXRoIGQ9Ik04IDEyaDE2djEwSDh6IiBmaWxsPSIjZmZmIi8+PC9zdmc+'

/** The test wallet's identity unless a test names another. */
export const TEST_WALLET_INFO: Eip6963Info = {
  uuid: '5d0b3a3e-6c3e-4c6b-9d2e-0a1b2c3d4e5f',
  name: 'OpenAppKit Test Wallet',
  icon: TEST_WALLET_ICON,
  rdns: 'org.openappkit.testwallet',
}

/** A stable uuid per rdns, so a second wallet in one page gets its own. */
export function uuidFor(rdns: string): string {
  if (rdns === TEST_WALLET_INFO.rdns) return TEST_WALLET_INFO.uuid
  const hex = [...new TextEncoder().encode(rdns)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .padEnd(32, '0')
    .slice(0, 32)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Announces `provider` over EIP-6963 now and on every request, as an extension does; returns a stop. */
export function announceEip6963(provider: EIP1193Provider, info: Eip6963Info = TEST_WALLET_INFO): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/**
 * Dispatches one announcement exactly as given: a hostile page or extension (throwing getters,
 * a Proxy, another wallet's rdns or uuid, a 2 MB icon).
 */
export function announceRaw(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}
