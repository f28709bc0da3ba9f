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
} from '../constants'
export { FrameEip1193Provider } from '../eip1193Provider'
export { EmailThrottleError, FrameError } from '../errors'
export { FrameClient, type FrameClientOptions, type FrameState } from '../frameClient'
export { browserFrameHost, type FrameHost, type FrameMessageEvent, type MountedFrame } from '../frameHost'
export { LogBuffer, type LogEntry, LogEntryTooLargeError } from '../logBuffer'
export type { FrameStorage } from '../loginStorage'
export type { FrameRequests, FrameResponses, RpcRequest } from '../messages'
export { ProviderRpcError } from '../providerRpcError'
export { type FrameUser, requestSchemas, responseSchemas } from '../schemas'
export { type ApprovalRequest, type FrameProviderHooks, sendWithApproval } from '../sendWithApproval'
export { FrameSolanaSigner, type SolanaSendOptions } from '../solanaSigner'
