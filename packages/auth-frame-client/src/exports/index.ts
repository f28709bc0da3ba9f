export {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY,
  type FrameRequestName,
  type FrameTimeoutReason,
  frameErrorMessages,
  frameRequestNames,
  frameTimeoutReasons,
  isKnownRpcMethod,
  isSafeRpcMethod,
  safeRpcMethods,
  unsafeRpcMethods,
  unverifiedDomainMessage,
} from '../constants.ts'
export { FrameEip1193Provider } from '../eip1193Provider.ts'
export { EmailThrottleError, FrameError } from '../errors.ts'
export { FrameClient, type FrameClientOptions, type FrameState } from '../frameClient.ts'
export { browserFrameHost, type FrameHost, type FrameMessageEvent, type MountedFrame } from '../frameHost.ts'
export { LogBuffer, type LogEntry, LogEntryTooLargeError } from '../logBuffer.ts'
export type { FrameStorage } from '../loginStorage.ts'
export type { FrameRequests, FrameResponses, RpcRequest } from '../messages.ts'
export { ProviderRpcError } from '../providerRpcError.ts'
export { type FrameUser, requestSchemas, responseSchemas } from '../schemas.ts'
export { type ApprovalRequest, type FrameProviderHooks, sendWithApproval } from '../sendWithApproval.ts'
export { FrameSolanaSigner, type SolanaSendOptions } from '../solanaSigner.ts'
