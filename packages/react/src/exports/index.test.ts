import { expect, test } from 'vitest'
import * as entry from './index.ts'

// The public surface of @openappkit/react: a change here is a change to the published API.
test('@openappkit/react exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AppKitProvider",
      "ConnectButton",
      "EmailThrottleError",
      "NetworkButton",
      "ProviderNotFoundError",
      "RequestAlreadyPendingError",
      "UserRejectedRequestError",
      "constants",
      "createEmbeddedApproval",
      "englishTransactionGroupTitleNames",
      "formatTokenAmount",
      "getConnectMethodsOrder",
      "getTransactionGroupTitle",
      "isRequestAlreadyPending",
      "isUserRejection",
      "safeImageUrl",
      "safeLinkUrl",
      "shortenAddress",
      "smartSessionStatus",
      "useAccount",
      "useAccountModal",
      "useAccountTab",
      "useAccountType",
      "useActivity",
      "useAnalyticsConsent",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitBalance",
      "useAppKitConnect",
      "useAppKitDisconnect",
      "useAppKitEvents",
      "useAppKitInstance",
      "useAppKitOptions",
      "useAppKitSignMessage",
      "useAppKitSignTypedData",
      "useAppKitState",
      "useAppKitTheme",
      "useBalance",
      "useCallsStatus",
      "useChainModal",
      "useConnect",
      "useConnectModal",
      "useConnectedNamespaces",
      "useDisconnect",
      "useEmailLogin",
      "useEmbeddedApproval",
      "useFarcasterLogin",
      "useIdentity",
      "useIsMobile",
      "useLegalConsent",
      "useModalState",
      "useName",
      "useNetwork",
      "useNetworkImageUrl",
      "useNfts",
      "useOnramp",
      "usePairingExpiry",
      "usePay",
      "usePortfolio",
      "useRegisterName",
      "useRouter",
      "useSend",
      "useSendCalls",
      "useSignMessage",
      "useSignTypedData",
      "useSiwx",
      "useSmartSessions",
      "useSocialLogin",
      "useSwap",
      "useToast",
      "useUpdateEmail",
      "useViewAfterConnect",
      "useWalletConnectWallet",
      "useWalletDeepLinks",
      "useWalletImageUrl",
      "useWalletInfo",
      "useWalletProvider",
      "useWallets",
    ]
  `)
})

// The display helpers are core's own functions, so a UI over the hooks cannot drift from core's
// rules (first 4 / last 6 characters, amounts cut to 3 decimals, the connect-method order).
test('the display helpers are core’s, re-exported', async () => {
  const core = await import('@openappkit/core/internal')
  expect(entry.shortenAddress).toBe(core.shortenAddress)
  expect(entry.formatTokenAmount).toBe(core.formatTokenAmount)
  expect(entry.getConnectMethodsOrder).toBe(core.getConnectMethodsOrder)
  expect(entry.constants).toBe(core.constants)
  expect(entry.shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3...b92266')
  expect(entry.formatTokenAmount('1.23456')).toBe('1.234')
})
