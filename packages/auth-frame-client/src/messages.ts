import type * as z from 'zod/mini'
import type { FrameRequestName } from './constants.ts'
import type { chainNamespaces, requestSchemas, responseSchemas } from './schemas.ts'

export type RpcRequest = {
  method: string
  params?: unknown
  chainId?: string | number
  chainNamespace?: (typeof chainNamespaces)[number]
  rpcUrl?: string
}

/**
 * The payload of each app → frame request, as its schema in `requestSchemas` reads it (checked
 * before it is posted). An RPC request names any method: the schema refuses the unknown ones.
 */
export type FrameRequests = {
  [N in FrameRequestName]: N extends 'RPC_REQUEST'
    ? RpcRequest
    : z.input<ReturnType<typeof requestSchemas>[N]>
}

/** What each SUCCESS answer carries (checked by `responseSchemas` before it is returned). */
export type FrameResponses = { [N in FrameRequestName]: z.output<ReturnType<typeof responseSchemas>[N]> }
