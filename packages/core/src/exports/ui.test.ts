import { expect, test } from 'vitest'
import * as entry from './ui'

// The surface of @openappkit/core/ui: what only @openappkit/react's hooks the modal's views call use.
test('@openappkit/core/ui exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "analyticsConsentAtom",
      "buildSiwxMessage",
      "buildWalletList",
      "canPairOverWalletConnect",
      "checkSiwxSession",
      "connectedNamespaces",
      "connectedNamespacesAtom",
      "connectorNamespaces",
      "defaultOnrampOptions",
      "emailLoginAtom",
      "emailLoginAvailableAtom",
      "filterTransactionsForDisplay",
      "filterZeroDecimalTokens",
      "formatSiwxMessage",
      "getEmbeddedApproval",
      "getViewAfterConnect",
      "goBack",
      "hasAnalyticsConsent",
      "isMobile",
      "isMultiChainConnector",
      "isNativeSwapToken",
      "isReceiverAddress",
      "isRestrictedTimeZone",
      "isSiwxRequiredWithoutSession",
      "isSiwxSignInPending",
      "isSpamNftOnlyTransaction",
      "maxSendAmount",
      "minimumReceived",
      "onrampProviders",
      "onrampSelection",
      "onrampStateAtom",
      "pairingExpiresAt",
      "pairingTimeLeft",
      "parseSwapArguments",
      "phoneMediaQuery",
      "pushView",
      "replaceView",
      "resetView",
      "resolveSwapArguments",
      "restrictedOnrampTimeZones",
      "sendAmountInUsd",
      "sendBalances",
      "siwxStateAtom",
      "swapBalance",
      "tokenContract",
      "validateOnrampAmount",
      "validateSend",
      "validateSwap",
      "viewAfterConnect",
      "walletDeepLinks",
      "walletImageUrl",
      "watchIsMobile",
    ]
  `)
})

// A name has one home: one that /internal re-exports too would bring its file back into the
// chunks an app loads first, since /internal loads with the page.
test('no name of /ui is in another entry', async () => {
  const others = await Promise.all([
    import('./index'),
    import('./query'),
    import('./api'),
    import('./internal'),
  ])
  const names = new Set(others.flatMap((module) => Object.keys(module)))
  expect(Object.keys(entry).filter((name) => names.has(name))).toEqual([])
})
