import { HttpError, type Reply } from '../http.ts'
import { RpcErrorCode } from '../solana/rpc-error.ts'

// The chain RPC proxy (`POST /v1?chainId=`), bounded as a hosted RPC is: a JSON-RPC error for a
// body that is not one (never a crash or a FAILED page), a batch length cap, and on EVM only the
// methods a keyless node offers to the public. anvil itself would answer anything: its `anvil_*`
// cheat codes and its unlocked accounts (`eth_sendTransaction` signed with test keys) must not
// be one fetch away from any page an allowed origin serves.

/** SPEC §9's RPC batch size: the most requests one batch may carry (the Solana server's cap too). */
export const MAX_RPC_BATCH = 1000

type Id = string | number | null
type RpcAnswer = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string } }

const failure = (id: Id, code: number, message: string): RpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})
const refused = (status: number, code: number, message: string): Reply => ({
  status,
  json: failure(null, code, message),
})

/**
 * What a keyless public node answers: reads, fees, logs, filters and sends of transactions the
 * caller signed. An allowlist, not a blocklist: anvil keeps adding methods that act with its
 * unlocked accounts or with no key at all (`eth_sendTransactionSync`, `eth_sendUnsignedTransaction`
 * moved funds on 1.7), and a method this list does not name is refused until someone decides it is
 * public. `eth_accounts` is answered here (a keyless node holds none).
 */
export const PUBLIC_EVM_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'web3_sha3',
])

/** The router's refusal of an unreadable body (too large, not JSON, too deep) as a JSON-RPC error. */
export function unreadableRpcBody(error: unknown): Reply {
  if (!(error instanceof HttpError)) throw error
  const message = error.reasons[0]?.description ?? error.message
  if (error.status === 413) return refused(413, RpcErrorCode.invalidRequest, message)
  return refused(
    400,
    RpcErrorCode.parseError,
    message === 'The body is not valid JSON' ? 'Parse error' : message,
  )
}

/** The envelope's own checks: a request object with a string method (what every node requires). */
function readRequest(value: unknown): { id: Id; method: string } | RpcAnswer {
  const entry = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >
  const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? entry.id : null
  const params = entry.params
  const paramsOk =
    params === undefined || Array.isArray(params) || (typeof params === 'object' && params !== null)
  if (entry.jsonrpc !== '2.0' || typeof entry.method !== 'string' || !paramsOk)
    return failure(id, RpcErrorCode.invalidRequest, 'Invalid request')
  return { id, method: entry.method }
}

/** The local answer for a request the proxy does not forward, or undefined to forward it. */
function answerLocally(value: unknown, evm: boolean): RpcAnswer | undefined {
  const request = readRequest(value)
  if ('jsonrpc' in request) return request
  if (!evm) return undefined
  // A keyless node holds no accounts: what a hosted RPC says, not anvil's ten test accounts.
  if (request.method === 'eth_accounts') return { jsonrpc: '2.0', id: request.id, result: [] }
  if (!PUBLIC_EVM_METHODS.has(request.method))
    return failure(request.id, RpcErrorCode.methodNotFound, `The method ${request.method} is not available`)
  return undefined
}

async function forward(upstream: string, payload: unknown): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
    return { status: response.status, text: await response.text() }
  } catch {
    return {
      status: 503,
      text: JSON.stringify(failure(null, RpcErrorCode.internalError, 'The chain is temporarily unavailable')),
    }
  }
}

/**
 * Answers one proxy body: a request or a batch of at most MAX_RPC_BATCH. On EVM (`evm`), requests
 * outside the public methods are answered here with -32601 and the rest go to the chain in one
 * batch; answers to a batch come in no fixed order (JSON-RPC 2.0 allows it), each with its id.
 */
export async function proxyRpc(body: unknown, upstream: string, evm: boolean): Promise<Reply> {
  if (!Array.isArray(body)) {
    const local = answerLocally(body, evm)
    if (local) return { json: local }
    const { status, text } = await forward(upstream, body)
    return { status, body: text, contentType: 'application/json' }
  }
  if (body.length === 0) return refused(400, RpcErrorCode.invalidRequest, 'Invalid request: an empty batch')
  if (body.length > MAX_RPC_BATCH)
    return refused(
      400,
      RpcErrorCode.invalidRequest,
      `Batch of ${body.length} requests is over the limit of ${MAX_RPC_BATCH}`,
    )
  const answers: RpcAnswer[] = []
  const forwarded: unknown[] = []
  for (const entry of body) {
    const local = answerLocally(entry, evm)
    if (local) answers.push(local)
    else forwarded.push(entry)
  }
  if (forwarded.length === 0) return { json: answers }
  const { status, text } = await forward(upstream, forwarded)
  let chain: unknown
  try {
    chain = JSON.parse(text)
  } catch {
    chain = undefined
  }
  // The chain's own failure (not a batch answer) is passed on as it came.
  if (!Array.isArray(chain)) return { status, body: text, contentType: 'application/json' }
  return { json: [...answers, ...chain] }
}
