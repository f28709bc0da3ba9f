import { expectTypeOf, test } from 'vitest'
import { ConnectButton } from './ConnectButton.tsx'
import type { AuthenticationStatus, ConnectButtonNetwork } from './useConnectButton.ts'

test('ConnectButton.Custom takes a RainbowKit render function as it is written there', () => {
  // RainbowKit's documented custom button, unchanged but for the import.
  const rainbowKitButton = (
    <ConnectButton.Custom>
      {({
        account,
        chain,
        openAccountModal,
        openChainModal,
        openConnectModal,
        authenticationStatus,
        mounted,
      }) => {
        const ready = mounted && authenticationStatus !== 'loading'
        const connected =
          ready && account && chain && (!authenticationStatus || authenticationStatus === 'authenticated')
        if (!connected)
          return (
            <button onClick={openConnectModal} type="button">
              Connect Wallet
            </button>
          )
        if (chain.unsupported)
          return (
            <button onClick={openChainModal} type="button">
              Wrong network
            </button>
          )
        return (
          <button onClick={openAccountModal} type="button">
            {chain.name} {account.displayName} {account.displayBalance ? ` (${account.displayBalance})` : ''}
          </button>
        )
      }}
    </ConnectButton.Custom>
  )
  expectTypeOf(rainbowKitButton).not.toBeAny()
  type Props = Parameters<Parameters<typeof ConnectButton.Custom>[0]['children']>[0]
  expectTypeOf<Props['chain']>().toEqualTypeOf<ConnectButtonNetwork | undefined>()
  expectTypeOf<Props['chain']>().toEqualTypeOf<Props['network']>()
  expectTypeOf<Props['openChainModal']>().toEqualTypeOf<() => void>()
  expectTypeOf<Props['authenticationStatus']>().toEqualTypeOf<AuthenticationStatus | undefined>()
  expectTypeOf<AuthenticationStatus>().toEqualTypeOf<'loading' | 'unauthenticated' | 'authenticated'>()
})
