import type { Wallet } from '@wallet-standard/base'

/**
 * Registers `wallet` with every Wallet Standard app on the page, now and when one starts later:
 * the register-wallet / app-ready handshake of the standard, which an extension's content script
 * performs. Returns an unregister for the apps that took it.
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: { register(...wallets: Wallet[]): () => void }) => {
    unregisters.push(register(wallet))
  }
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: callback,
      bubbles: false,
      cancelable: false,
    }),
  )
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
