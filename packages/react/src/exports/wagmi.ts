'use client'
// @openappkit/react/wagmi: wagmi's context for the wagmi adapter's config. Apart from the main
// entry so that an app without wagmi (Solana only) bundles none of it.
export {
  AppKitWagmiProvider,
  type AppKitWagmiProviderProps,
  WagmiAdapterNotFoundError,
} from '../AppKitWagmiProvider.tsx'
