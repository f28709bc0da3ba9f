export {
  type MockAdapter,
  type MockAdapterCall,
  type MockAdapterParameters,
  type MockFailure,
  mock,
} from '../adapters/mock'
export type {
  AccountType,
  AdapterAccount,
  AdapterBalance,
  AdapterCall,
  AdapterEvent,
  ConnectionResult,
  Connector,
  ConnectorType,
  EstimateGasParameters,
  NamespaceAdapter,
  TransferParameters,
} from '../adapters/types'
export { accountTypes, connectorTypes } from '../adapters/types'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
export {
  AdapterNotFoundError,
  InvalidOptionsError,
  NamespaceNotConfiguredError,
  SiwxConflictError,
} from '../errors/config'
export {
  ActivityError,
  activityErrorMessages,
  ConnectionError,
  connectionErrorMessages,
  EmailThrottleError,
  FrameError,
  frameErrorMessages,
  HttpStatusError,
  type NameErrorKind,
  NameServiceError,
  NetworkError,
  networkErrorMessages,
  RpcRequestError,
  rpcErrorMessages,
  SendError,
  SiwxError,
  sendErrorMessages,
  siwxErrorMessages,
} from '../errors/domain'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../networks/caip'
export { defineNetwork } from '../networks/defineNetwork'
export * from '../networks/evmNetworks'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from '../networks/solanaNetworks'
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  type NativeCurrency,
} from '../networks/types'
export { formatUnits, parseUnits } from '../utils/units'
export { version } from '../version'
