import type { FrameUser } from './schemas.ts'

type ChainId = string | number

export type RpcRequest = {
  method: string
  params?: unknown
  chainId?: ChainId
  chainNamespace?: 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'
  rpcUrl?: string
}

type Otp = { otp: string }

/** The payload of each app → frame request (checked by `requestSchemas` before it is posted). */
export type FrameRequests = {
  SWITCH_NETWORK: { chainId: ChainId; rpcUrl?: string | undefined }
  CONNECT_EMAIL: { email: string }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: Otp
  CONNECT_SOCIAL: {
    uri: string
    preferredAccountType?: string | undefined
    chainId?: ChainId | undefined
    rpcUrl?: string | undefined
  }
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' }
  GET_FARCASTER_URI: undefined
  CONNECT_FARCASTER: undefined
  GET_USER:
    | {
        chainId?: ChainId | undefined
        preferredAccountType?: string | undefined
        socialUri?: string | undefined
        rpcUrl?: string | undefined
      }
    | undefined
  SIGN_OUT: undefined
  IS_CONNECTED: { token: string } | undefined
  GET_CHAIN_ID: undefined
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined
  INIT_SMART_ACCOUNT: undefined
  SET_PREFERRED_ACCOUNT: { type: 'eoa' | 'smartAccount' }
  RPC_REQUEST: RpcRequest
  RPC_ABORT: undefined
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: Otp
  UPDATE_EMAIL_SECONDARY_OTP: Otp
  SYNC_THEME: {
    themeMode?: 'light' | 'dark'
    themeVariables?: Record<string, string | number>
    w3mThemeVariables?: Record<string, string>
  }
  SYNC_DAPP_DATA: {
    metadata?: { name: string; description: string; url: string; icons: string[] }
    sdkVersion?: string
    sdkType?: string
    projectId: string
  }
  RELOAD: undefined
}

/** What each SUCCESS answer carries (checked by `responseSchemas` before it is returned). */
export type FrameResponses = {
  SWITCH_NETWORK: { chainId: ChainId }
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: undefined
  CONNECT_SOCIAL: FrameUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  GET_FARCASTER_URI: { url: string }
  CONNECT_FARCASTER: { userName: string }
  GET_USER: FrameUser
  SIGN_OUT: undefined
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: ChainId }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] }
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean }
  SET_PREFERRED_ACCOUNT: { type: 'eoa' | 'smartAccount'; address: string }
  RPC_REQUEST: unknown
  RPC_ABORT: undefined
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_PRIMARY_OTP: undefined
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: undefined
  SYNC_DAPP_DATA: undefined
  RELOAD: undefined
}
