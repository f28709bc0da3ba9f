import type { Plugin } from 'esbuild'

/**
 * @walletconnect/ethereum-provider imports @reown/appkit (its QR modal, hundreds of KB) with
 * import() when `showQrModal` is on. We never turn it on, but a bundler still follows that
 * import and emits AppKit's chunks. Our build bundles the provider's own small module into the
 * lazy WalletConnect chunk with that import pointed at this stub; the provider's dependencies
 * (universal-provider, utils, events) stay external and are dependencies of ours, so apps share them.
 */
export const withoutAppKitModal: Plugin = {
  name: 'without-appkit-modal',
  setup(build) {
    build.onResolve({ filter: /^@reown\/appkit(\/|$)/ }, () => ({
      path: 'appkit-modal',
      namespace: 'oak-stub',
    }))
    build.onLoad({ filter: /.*/, namespace: 'oak-stub' }, () => ({
      contents:
        "export function createAppKit() { throw new Error('OpenAppKit draws its own WalletConnect QR code: showQrModal stays false') }",
      loader: 'js',
    }))
  },
}
