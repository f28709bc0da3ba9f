import * as z from 'zod/mini'
import { type FrameRequestName, safeRpcMethods, unsafeRpcMethods } from './constants.ts'

// zod at the boundary both ways: what the app sends (so bad input fails here, before anything is
// posted or stored; the devstack frame reads its requests with the same schemas) and every
// answer the frame sends back. Built on first use so an app that never logs in by email builds none.

const chainId = () => z.union([z.string().check(z.minLength(1), z.maxLength(128)), z.number()])
const shortString = () => z.string().check(z.maxLength(2048))
const hexString = () => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const accountTypes = ['eoa', 'smartAccount'] as const
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

function lazy<T>(build: () => T): () => T {
  let built: T | undefined
  return () => {
    built ??= build()
    return built
  }
}

const noPayload = lazy(() => z.optional(z.object({})))

const emailPayload = lazy(() => z.object({ email: z.email({ error: 'Invalid email address' }) }))
const otpPayload = lazy(() =>
  z.object({
    otp: z.string({ error: 'OTP must be a string' }).check(z.minLength(1, { error: 'OTP must be a string' })),
  }),
)

/** The params of the methods whose shape the frame relies on (wallet_sendCalls' 0x fields, Solana send options). */
export const rpcParams = lazy(() => ({
  wallet_sendCalls: z.array(
    z.looseObject({
      chainId: z.optional(chainId()),
      from: z.optional(z.string()),
      version: z.optional(z.string()),
      calls: z.array(
        z.looseObject({
          to: z.string().check(z.startsWith('0x', { error: "'to' must start with 0x" })),
          data: z.optional(z.string().check(z.startsWith('0x', { error: "'data' must start with 0x" }))),
          value: z.optional(z.string()),
        }),
      ),
    }),
  ),
  solana_signMessage: z.object({ message: z.string(), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: z.string() }),
  solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
  solana_signAndSendTransaction: z.object({
    transaction: z.string(),
    options: z.optional(
      z.strictObject({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(solanaCommitments)),
        maxRetries: z.optional(z.number()),
        minContextSlot: z.optional(z.number()),
      }),
    ),
  }),
  personal_sign: z.array(z.unknown()).check(z.minLength(2)),
  eth_signTypedData_v4: z.array(z.unknown()).check(z.minLength(2)),
  eth_sendTransaction: z
    .array(z.looseObject({ to: z.optional(z.nullable(z.string())) }))
    .check(z.minLength(1)),
  wallet_getCallsStatus: z.array(z.string()),
}))

const rpcRequest = lazy(() =>
  z
    .object({
      method: z.enum([...safeRpcMethods, ...unsafeRpcMethods], {
        error: 'Requested RPC call is not allowed',
      }),
      // Required, as the hosted frame's schema has it: `[]` for a method without any (eth_syncing).
      params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], {
        error: 'params is required: an array or an object ([] for a method without params)',
      }),
      chainId: z.optional(chainId()),
      chainNamespace: z.optional(z.enum(chainNamespaces)),
      rpcUrl: z.optional(z.string()),
    })
    .check(
      z.superRefine((request, ctx) => {
        const schema = (rpcParams() as Record<string, z.ZodMiniType | undefined>)[request.method]
        if (!schema) return
        const result = schema.safeParse(request.params)
        if (!result.success)
          ctx.issues.push({
            code: 'custom',
            message: `Invalid params for ${request.method}: ${result.error.issues[0]?.message ?? 'malformed'}`,
            input: request.params,
            path: ['params'],
          })
      }),
    ),
)

const user = lazy(() =>
  z.object({
    email: z.optional(z.nullable(z.email())),
    address: z.string().check(z.minLength(1), z.maxLength(128)),
    chainId: chainId(),
    smartAccountDeployed: z.optional(z.boolean()),
    accounts: z.optional(
      z.array(
        z.object({ address: z.string().check(z.minLength(1), z.maxLength(128)), type: z.enum(accountTypes) }),
      ),
    ),
    userName: z.optional(z.nullable(shortString())),
    /** Set when the login was a social one. */
    socialProvider: z.optional(z.enum(socialProviders)),
    preferredAccountType: z.optional(z.string()),
  }),
)

/** What a login names: the account type, and the chain with the RPC endpoint for it. */
const loginFields = () => ({
  preferredAccountType: z.optional(z.string()),
  chainId: z.optional(chainId()),
  rpcUrl: z.optional(z.string()),
})

/** The payload each request carries; undefined means none. */
export const requestSchemas = lazy(
  () =>
    ({
      SWITCH_NETWORK: z.object({ chainId: chainId(), rpcUrl: z.optional(z.string()) }),
      CONNECT_EMAIL: emailPayload(),
      CONNECT_DEVICE: noPayload(),
      CONNECT_OTP: otpPayload(),
      CONNECT_SOCIAL: z.object({ uri: z.string().check(z.minLength(1)), ...loginFields() }),
      GET_SOCIAL_REDIRECT_URI: z.object({
        provider: z.enum(socialProviders, {
          error: `Social provider must be one of ${socialProviders.join(', ')}`,
        }),
      }),
      GET_FARCASTER_URI: noPayload(),
      CONNECT_FARCASTER: noPayload(),
      GET_USER: z.optional(z.object({ socialUri: z.optional(z.string()), ...loginFields() })),
      SIGN_OUT: noPayload(),
      IS_CONNECTED: z.optional(z.object({ token: z.string() })),
      GET_CHAIN_ID: noPayload(),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: noPayload(),
      INIT_SMART_ACCOUNT: noPayload(),
      SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(accountTypes) }),
      RPC_REQUEST: rpcRequest(),
      RPC_ABORT: noPayload(),
      UPDATE_EMAIL: emailPayload(),
      UPDATE_EMAIL_PRIMARY_OTP: otpPayload(),
      UPDATE_EMAIL_SECONDARY_OTP: otpPayload(),
      SYNC_THEME: z.object({
        themeMode: z.optional(z.enum(['light', 'dark'])),
        themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
        w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
      }),
      SYNC_DAPP_DATA: z.object({
        metadata: z.optional(
          z.object({
            name: z.string(),
            description: z.string(),
            url: z.string(),
            icons: z.array(z.string()),
          }),
        ),
        sdkVersion: z.optional(z.string()),
        sdkType: z.optional(z.string()),
        projectId: z.string().check(z.minLength(1)),
      }),
      RELOAD: noPayload(),
    }) satisfies Record<FrameRequestName, z.ZodMiniType>,
)

/** What a SUCCESS answer to each request carries. */
export const responseSchemas = lazy(
  () =>
    ({
      SWITCH_NETWORK: z.object({ chainId: chainId() }),
      CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
      CONNECT_DEVICE: noPayload(),
      CONNECT_OTP: noPayload(),
      CONNECT_SOCIAL: user(),
      GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.url() }),
      GET_FARCASTER_URI: z.object({ url: z.url() }),
      CONNECT_FARCASTER: z.object({ userName: shortString() }),
      GET_USER: user(),
      SIGN_OUT: noPayload(),
      IS_CONNECTED: z.object({ isConnected: z.boolean() }),
      GET_CHAIN_ID: z.object({ chainId: chainId() }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
      INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
      SET_PREFERRED_ACCOUNT: z.object({ type: z.enum(accountTypes), address: z.string() }),
      // Checked per method by `rpcResultSchema` once the envelope is matched.
      RPC_REQUEST: z.unknown(),
      RPC_ABORT: noPayload(),
      UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
      UPDATE_EMAIL_PRIMARY_OTP: noPayload(),
      UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.email() }),
      SYNC_THEME: noPayload(),
      SYNC_DAPP_DATA: noPayload(),
      RELOAD: noPayload(),
    }) satisfies Record<FrameRequestName, z.ZodMiniType>,
)

const signature = lazy(() => hexString().check(z.minLength(64)))
const txHash = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)))
const solanaSignature = lazy(() =>
  z.object({ signature: z.string().check(z.minLength(1), z.maxLength(128)) }),
)

/** Results of the methods a user approves: a wrong shape here would be shown to the user or sent on. */
const rpcResults = lazy(
  (): Record<string, z.ZodMiniType> => ({
    personal_sign: signature(),
    eth_signTypedData_v4: signature(),
    eth_sendTransaction: txHash(),
    eth_sendRawTransaction: txHash(),
    eth_chainId: hexString().check(z.minLength(3)),
    eth_accounts: z.array(z.string()),
    eth_requestAccounts: z.array(z.string()),
    solana_signMessage: solanaSignature(),
    solana_signAndSendTransaction: solanaSignature(),
    solana_signTransaction: z.object({ transaction: z.string() }),
    solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
    wallet_sendCalls: z.union([z.string(), z.looseObject({ id: z.string() })]),
  }),
)

/** Any JSON value: what a read call may answer. */
const json = lazy(() => z.json())

export function rpcResultSchema(method: string): z.ZodMiniType {
  return rpcResults()[method] ?? json()
}

export const errorPayload = lazy(() => z.object({ message: z.optional(z.string().check(z.maxLength(4096))) }))

/** The envelope of every frame event: a known type, an id of ours for answers. */
export const frameEnvelope = lazy(() =>
  z.object({
    type: z.string().check(z.maxLength(128)),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    payload: z.optional(z.unknown()),
  }),
)

export const readyPayload = lazy(() => z.optional(z.object({ version: z.optional(z.string()) })))

export type FrameUser = z.infer<ReturnType<typeof user>>
