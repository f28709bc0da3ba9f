import { expect, test } from 'vitest'
import * as entry from './index.ts'

// The public surface of @openappkit/auth-frame-client: a change here is a change to the published API.
test('@openappkit/auth-frame-client exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "APP_EVENT_PREFIX",
      "EmailThrottleError",
      "FRAME_EVENT_PREFIX",
      "FRAME_READY",
      "FrameClient",
      "FrameEip1193Provider",
      "FrameError",
      "FrameSolanaSigner",
      "LogBuffer",
      "LogEntryTooLargeError",
      "ProviderRpcError",
      "browserFrameHost",
      "frameErrorMessages",
      "frameRequestNames",
      "frameTimeoutReasons",
      "isKnownRpcMethod",
      "isSafeRpcMethod",
      "requestSchemas",
      "responseSchemas",
      "safeRpcMethods",
      "sendWithApproval",
      "unsafeRpcMethods",
      "unverifiedDomainMessage",
    ]
  `)
})
