import type * as z from 'zod/mini'
import type { FrameRequestName } from './constants.ts'
import type { requestSchemas, responseSchemas } from './schemas.ts'

/**
 * An RPC request as the schema reads it, naming any method and params: the schema refuses an
 * unknown method and params that are missing or not an array or object.
 */
export type RpcRequest = Omit<
  z.input<ReturnType<typeof requestSchemas>['RPC_REQUEST']>,
  'method' | 'params'
> & {
  method: string
  params: unknown
}

/**
 * The payload of each app → frame request, as its schema in `requestSchemas` reads it (checked
 * before it is posted).
 */
export type FrameRequests = {
  [N in FrameRequestName]: N extends 'RPC_REQUEST'
    ? RpcRequest
    : z.input<ReturnType<typeof requestSchemas>[N]>
}

/** What each SUCCESS answer carries (checked by `responseSchemas` before it is returned). */
export type FrameResponses = { [N in FrameRequestName]: z.output<ReturnType<typeof responseSchemas>[N]> }
