import { expect, test } from 'vitest'
import * as entry from './index.ts'

// The public surface of @openappkit/adapter-wagmi: a change here is a change to the published API.
test('@openappkit/adapter-wagmi exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "ChainNotSupportedError",
      "ConnectorNotFoundError",
      "InvalidWalletResponseError",
      "NotConnectedError",
      "UserRejectedRequestError",
      "WalletOnOtherNetworkError",
      "WalletRequestError",
      "WalletTimeoutError",
      "addChainErrorCodes",
      "authConnector",
      "authConnectorId",
      "createWagmiAdapter",
      "isUsdtStyleToken",
      "knownUsdtStyleTokens",
      "parseEip6963Detail",
      "toViemChain",
      "usdtTransferAbi",
      "watchEip6963Providers",
    ]
  `)
})
