import { BaseError, createPublicClient, defineChain, type Hex, http, isHex, toHex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { toDevstackSmartAccount } from '../../evm/smartAccount.ts'

type Tx = { to?: Hex | null; value?: Hex; data?: Hex }

/** The login's smart account on an EVM chain: the devstack factory's account of its EVM key. */
export async function smartAccountOf(privateKey: Hex, chainId: number, rpcUrl: string) {
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const account = await toDevstackSmartAccount({ client, owner: privateKeyToAccount(privateKey) })
  return { account, deployed: await account.isDeployed() }
}

/**
 * The EVM half of RPC_REQUEST when the smart account is the preferred one: it signs (ERC-1271,
 * ERC-6492-wrapped until the account is deployed) and sends each transaction or batch as one user
 * operation through the devstack's bundler, sponsored by its paymaster. Reads go to the chain.
 */
export async function smartAccountRequest(
  privateKey: Hex,
  chainId: number,
  rpcUrl: string,
  bundlerUrl: string,
  method: string,
  params: unknown,
  go: () => void,
): Promise<unknown> {
  const { account } = await smartAccountOf(privateKey, chainId, rpcUrl)
  const list = Array.isArray(params) ? params : []
  const send = async (calls: Tx[]) => {
    go()
    const bundler = createBundlerClient({
      account,
      client: account.client,
      transport: http(bundlerUrl, { retryCount: 0 }),
      paymaster: true,
    })
    const hash = await bundler
      .sendUserOperation({
        calls: calls.map((c) => {
          // SimpleAccount only calls: a contract is deployed from the EOA.
          if (!c.to)
            throw new Error('A smart account cannot deploy a contract: switch to the EOA to deploy one')
          return { to: c.to, value: BigInt(c.value ?? 0), data: c.data ?? '0x' }
        }),
      })
      .catch((error: unknown) => {
        // The bundler's or paymaster's own reason, not viem's message around it (URL, request body).
        throw error instanceof BaseError && error.details ? new Error(error.details) : error
      })
    const { receipt, success, reason } = await bundler.waitForUserOperationReceipt({ hash })
    if (!success) throw new Error(`The user operation reverted: ${reason ?? 'no reason given'}`)
    return { hash, transactionHash: receipt.transactionHash }
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new Error('personal_sign needs a message')
      go()
      return account.signMessage({ message: { raw: isHex(message) ? message : toHex(message) } })
    }
    case 'eth_signTypedData_v4': {
      const typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
      go()
      return account.signTypedData(typed)
    }
    case 'eth_sendTransaction':
      return (await send([(list[0] ?? {}) as Tx])).transactionHash
    case 'wallet_sendCalls':
      // One user operation for the whole batch: atomic; its hash is the batch id.
      return { id: (await send(((list[0] ?? { calls: [] }) as { calls: Tx[] }).calls)).hash }
    case 'wallet_getCapabilities':
      return { [toHex(chainId)]: { atomic: { status: 'supported' } } }
    default:
      return account.client.request({ method, params: list } as never)
  }
}
