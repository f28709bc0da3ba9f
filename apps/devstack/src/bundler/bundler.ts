import { createPublicClient, createWalletClient, type Hex, http, type PublicClient, toHex } from 'viem'
import {
  formatUserOperationRequest,
  getUserOperationHash,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPointAbi } from '../evm/artifacts.ts'
import { devstackChain } from '../evm/deploy.ts'
import { BUNDLER_KEY, ERC4337_CONTRACTS } from '../evm/erc4337.ts'
import { paymasterService } from './paymaster.ts'
import { entryPointRefusal, estimateGas, preVerificationGas, toRpcGas } from './simulate.ts'
import {
  BundlerError,
  INVALID_PARAMS,
  readEntryPoint,
  readUserOperation,
  revertReason,
} from './userOperation.ts'

export interface BundlerOptions {
  rpcUrl: string
  chainId: number
  /** Whether the paymaster sponsors the devstack's smart accounts at start (`setSponsor` switches it). */
  sponsor: boolean
}

type Id = string | number | null
type Answer = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string } }

const { entryPoint } = ERC4337_CONTRACTS

/**
 * The devstack's ERC-4337 bundler (v0.7 EntryPoint) and paymaster, as JSON-RPC. It bundles each
 * user operation alone, right away: the EntryPoint validates it in a handleOps call first (any
 * refusal is answered, nothing is sent), then the bundler's key sends handleOps and keeps the refund.
 */
export function bundler({ rpcUrl, chainId, sponsor }: BundlerOptions) {
  const chain = devstackChain(rpcUrl, chainId)
  const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
  const wallet = createWalletClient({
    chain,
    transport: http(rpcUrl),
    account: privateKeyToAccount(BUNDLER_KEY),
  })
  let sponsoring = sponsor
  const paymaster = paymasterService(client, () => sponsoring)
  const sent = new Map<Hex, { userOperation: unknown; transactionHash: Hex }>()
  let queue: Promise<unknown> = Promise.resolve()

  async function send(raw: unknown, ep: unknown): Promise<Hex> {
    readEntryPoint(ep, entryPoint)
    const op = readUserOperation(raw)
    if (!op.callGasLimit || !op.verificationGasLimit || !op.preVerificationGas || !op.maxFeePerGas)
      throw new BundlerError(
        INVALID_PARAMS,
        'The user operation has no gas: callGasLimit, verificationGasLimit, preVerificationGas and maxFeePerGas must be set (eth_estimateUserOperationGas gives the limits)',
      )
    const { baseFeePerGas } = await client.getBlock()
    if (baseFeePerGas !== null && op.maxFeePerGas < baseFeePerGas)
      throw new BundlerError(
        INVALID_PARAMS,
        `maxFeePerGas ${op.maxFeePerGas} is below the chain's base fee ${baseFeePerGas}`,
      )
    const needed = preVerificationGas(op)
    if (op.preVerificationGas < needed)
      throw new BundlerError(
        INVALID_PARAMS,
        `preVerificationGas ${op.preVerificationGas} is below the ${needed} this bundler needs`,
      )
    const hash = getUserOperationHash({
      chainId,
      entryPointAddress: entryPoint,
      entryPointVersion: '0.7',
      userOperation: op,
    })
    if (sent.has(hash)) throw new BundlerError(INVALID_PARAMS, `User operation ${hash} was sent already`)
    const run = queue.then(async () => {
      const { request } = await client
        .simulateContract({
          account: wallet.account,
          address: entryPoint,
          abi: entryPointAbi,
          functionName: 'handleOps',
          args: [[toPackedUserOperation(op)], wallet.account.address],
        })
        .catch(entryPointRefusal)
      const transactionHash = await wallet.writeContract(request)
      await client.waitForTransactionReceipt({ hash: transactionHash })
      sent.set(hash, { userOperation: formatUserOperationRequest(op), transactionHash })
    })
    queue = run.catch(() => {})
    await run
    return hash
  }

  async function receipt(hash: Hex) {
    const [event] = await client.getContractEvents({
      address: entryPoint,
      abi: entryPointAbi,
      eventName: 'UserOperationEvent',
      args: { userOpHash: hash },
      fromBlock: 0n,
    })
    if (!event) return null
    const { args, transactionHash, blockHash } = event
    const [revert] = args.success
      ? []
      : await client.getContractEvents({
          address: entryPoint,
          abi: entryPointAbi,
          eventName: 'UserOperationRevertReason',
          args: { userOpHash: hash },
          blockHash,
        })
    const txReceipt = (await client.request({
      method: 'eth_getTransactionReceipt',
      params: [transactionHash],
    })) as { logs: unknown[] }
    return {
      userOpHash: hash,
      entryPoint,
      sender: args.sender,
      nonce: toHex(args.nonce ?? 0n),
      paymaster: args.paymaster,
      actualGasCost: toHex(args.actualGasCost ?? 0n),
      actualGasUsed: toHex(args.actualGasUsed ?? 0n),
      success: args.success,
      ...(revert ? { reason: revertReason(revert.args.revertReason) } : {}),
      logs: txReceipt.logs,
      receipt: txReceipt,
    }
  }

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => toHex(chainId),
    eth_supportedEntryPoints: async () => [entryPoint],
    eth_estimateUserOperationGas: async ([op, ep]) => {
      readEntryPoint(ep, entryPoint)
      return toRpcGas(await estimateGas(client, readUserOperation(op)))
    },
    eth_sendUserOperation: ([op, ep]) => send(op, ep),
    eth_getUserOperationReceipt: ([hash]) => receipt(readHash(hash)),
    eth_getUserOperationByHash: async ([hash]) => {
      const entry = sent.get(readHash(hash))
      if (!entry) return null
      const tx = await client.getTransactionReceipt({ hash: entry.transactionHash })
      return {
        ...entry,
        entryPoint,
        blockHash: tx.blockHash,
        blockNumber: toHex(tx.blockNumber),
      }
    },
    pm_getPaymasterStubData: async ([op, ep]) => {
      readEntryPoint(ep, entryPoint)
      return paymaster.pm_getPaymasterStubData(readUserOperation(op))
    },
    pm_getPaymasterData: async ([op, ep]) => {
      readEntryPoint(ep, entryPoint)
      return paymaster.pm_getPaymasterData(readUserOperation(op))
    },
  }

  async function answer(request: unknown): Promise<Answer> {
    const {
      id = null,
      method,
      params = [],
    } = (request ?? {}) as { id?: Id; method?: unknown; params?: unknown }
    const fail = (code: number, message: string): Answer => ({ jsonrpc: '2.0', id, error: { code, message } })
    const handler = typeof method === 'string' && Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) return fail(-32601, `Method ${String(method)} is not supported by the devstack bundler`)
    if (!Array.isArray(params)) return fail(INVALID_PARAMS, 'params must be an array')
    try {
      return { jsonrpc: '2.0', id, result: await handler(params) }
    } catch (error) {
      if (error instanceof BundlerError) return fail(error.code, error.message)
      const short = (error as { shortMessage?: string }).shortMessage
      return fail(-32603, short ?? (error instanceof Error ? error.message : String(error)))
    }
  }

  return {
    /** One JSON-RPC request or a batch → the answer(s). */
    handle: (body: unknown) => (Array.isArray(body) ? Promise.all(body.map(answer)) : answer(body)),
    /** Turns the paymaster's sponsorship on or off for the operations that follow. */
    setSponsor(on: boolean) {
      sponsoring = on
    },
    get sponsoring() {
      return sponsoring
    },
  }
}

export type Bundler = ReturnType<typeof bundler>

function readHash(value: unknown): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value))
    throw new BundlerError(INVALID_PARAMS, 'A user operation hash is 32 bytes of hex')
  return value as Hex
}
