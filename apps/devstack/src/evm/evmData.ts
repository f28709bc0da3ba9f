import {
  type Address,
  createPublicClient,
  decodeEventLog,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hex,
  http,
  type Log,
  type PublicClient,
  parseAbiItem,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { EVM_CHAIN_ID } from './anvil.ts'
import { swapPoolAbi } from './artifacts.ts'
import { devstackChain, EVM_CONTRACTS } from './deploy.ts'

// What the blockchain data service knows about the local EVM chain: it reads blocks and receipts
// as they are mined, so balances and history are what really happened on anvil.

export interface TokenInfo {
  address: Address
  name: string
  symbol: string
  decimals: number
}

export const NATIVE_TOKEN = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
/** The address the convert endpoints use for the native coin. */
export const NATIVE_PLACEHOLDER: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface RawTransfer {
  /** 'native' or the token contract. */
  asset: 'native' | Address
  from: Address
  to: Address
  amount: bigint
  /** Set on an ERC-721 transfer (its Transfer event indexes the token id: four topics). */
  tokenId?: bigint
}

/** An ERC-721 contract as the data service describes its tokens. */
export interface NftCollection {
  address: Address
  name: string
  /** The service's spam flag: the devstack flags its own spam contract, as providers keep lists. */
  isSpam: boolean
}

export interface IndexedTx {
  hash: Hex
  blockNumber: bigint
  index: number
  timestamp: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: RawTransfer[]
  isSwap: boolean
  isApproval: boolean
}

const TRANSFER = toEventSelector(
  parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
)
const APPROVAL = toEventSelector(
  parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)'),
)

const lower = (a: string) => a.toLowerCase()

export class EvmData {
  readonly client: PublicClient
  readonly chainId: number
  readonly caipChainId: string
  readonly tokens = new Map<string, TokenInfo>()
  readonly nfts = new Map<string, NftCollection>()
  readonly #unreadable = new Set<string>()
  readonly #notNft = new Set<string>()
  readonly #byAddress = new Map<string, IndexedTx[]>()
  #nextBlock = 0n
  #queue: Promise<void> = Promise.resolve()

  constructor(rpcUrl: string, chainId = EVM_CHAIN_ID) {
    this.chainId = chainId
    this.caipChainId = `eip155:${chainId}`
    this.client = createPublicClient({
      chain: devstackChain(rpcUrl, chainId),
      transport: http(rpcUrl),
    }) as PublicClient
    this.tokens.set(lower(EVM_CONTRACTS.testToken), {
      address: EVM_CONTRACTS.testToken,
      name: 'OpenAppKit Test Token',
      symbol: 'OAK',
      decimals: 18,
    })
    this.tokens.set(lower(EVM_CONTRACTS.tetherToken), {
      address: EVM_CONTRACTS.tetherToken,
      name: 'Tether-style Test USD',
      symbol: 'TUSD',
      decimals: 6,
    })
  }

  /** Reads every block mined since the last call. Calls run one after another. */
  sync(): Promise<void> {
    this.#queue = this.#queue.then(
      () => this.#sync(),
      () => this.#sync(),
    )
    return this.#queue
  }

  async #sync() {
    const latest = await this.client.getBlockNumber({ cacheTime: 0 })
    for (let n = this.#nextBlock; n <= latest; n++) {
      const block = await this.client.getBlock({ blockNumber: n, includeTransactions: true })
      for (const tx of block.transactions) {
        const receipt = await this.client.getTransactionReceipt({ hash: tx.hash })
        await this.#index({
          hash: tx.hash,
          blockNumber: n,
          index: tx.transactionIndex ?? 0,
          timestamp: Number(block.timestamp),
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : null,
          contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
          nonce: tx.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          value: tx.value,
          logs: receipt.logs,
        })
      }
      this.#nextBlock = n + 1n
    }
  }

  async #index(tx: Omit<IndexedTx, 'transfers' | 'isSwap' | 'isApproval'> & { value: bigint; logs: Log[] }) {
    const transfers: RawTransfer[] = []
    let isSwap = false
    let isApproval = false
    if (tx.status === 'confirmed' && tx.value > 0n && tx.to) {
      transfers.push({ asset: 'native', from: tx.from, to: tx.to, amount: tx.value })
    }
    for (const log of tx.logs) {
      const topic = log.topics[0]
      if (topic === TRANSFER && log.topics.length === 3 && (await this.#token(log.address))) {
        transfers.push({
          asset: getAddress(log.address),
          from: topicAddress(log.topics[1]),
          to: topicAddress(log.topics[2]),
          amount: BigInt(log.data),
        })
      } else if (topic === TRANSFER && log.topics.length === 4 && (await this.#nft(log.address))) {
        transfers.push({
          asset: getAddress(log.address),
          from: topicAddress(log.topics[1]),
          to: topicAddress(log.topics[2]),
          amount: 1n,
          tokenId: BigInt(log.topics[3] ?? '0x0'),
        })
      } else if (topic === APPROVAL) {
        isApproval = true
      } else if (lower(log.address) === lower(EVM_CONTRACTS.swapPool)) {
        try {
          const event = decodeEventLog({
            abi: swapPoolAbi,
            data: log.data,
            topics: log.topics as [Hex, ...Hex[]],
          })
          if (event.eventName === 'Swap') {
            isSwap = true
            // The pool pays native coin out with an internal call, which no log shows otherwise.
            if (event.args.tokenOut === zeroAddress) {
              transfers.push({
                asset: 'native',
                from: getAddress(log.address),
                to: getAddress(event.args.to),
                amount: event.args.amountOut,
              })
            }
          }
        } catch {}
      }
    }
    const entry: IndexedTx = {
      hash: tx.hash,
      blockNumber: tx.blockNumber,
      index: tx.index,
      timestamp: tx.timestamp,
      from: tx.from,
      to: tx.to,
      contractAddress: tx.contractAddress,
      nonce: tx.nonce,
      status: tx.status,
      transfers,
      isSwap,
      isApproval,
    }
    const involved = new Set<string>([lower(tx.from)])
    if (tx.to) involved.add(lower(tx.to))
    for (const t of transfers) {
      involved.add(lower(t.from))
      involved.add(lower(t.to))
    }
    for (const address of involved) {
      const list = this.#byAddress.get(address) ?? []
      list.push(entry)
      this.#byAddress.set(address, list)
    }
  }

  /** Token metadata, read once from the contract; undefined for contracts that are not ERC-20s. */
  async #token(address: Address): Promise<TokenInfo | undefined> {
    const key = lower(address)
    const known = this.tokens.get(key)
    if (known || this.#unreadable.has(key)) return known
    try {
      const [name, symbol, decimals] = await Promise.all([
        this.client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        this.client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        this.client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ])
      const info = { address, name, symbol, decimals }
      this.tokens.set(key, info)
      return info
    } catch {
      this.#unreadable.add(key)
      return undefined
    }
  }

  /** ERC-721 metadata, read once: its `name()`; undefined for contracts without one. */
  async #nft(address: Address): Promise<NftCollection | undefined> {
    const key = lower(address)
    const known = this.nfts.get(key)
    if (known || this.#notNft.has(key)) return known
    try {
      const name = await this.client.readContract({ address, abi: erc721Abi, functionName: 'name' })
      const info = { address: getAddress(address), name, isSpam: key === lower(EVM_CONTRACTS.spamNft) }
      this.nfts.set(key, info)
      return info
    } catch {
      this.#notNft.add(key)
      return undefined
    }
  }

  nftInfo(address: string): NftCollection | undefined {
    return this.nfts.get(lower(address))
  }

  tokenInfo(address: string): TokenInfo | undefined {
    return this.tokens.get(lower(address))
  }

  /** Transactions that touched the address, newest first. */
  async transactionsOf(address: Address): Promise<IndexedTx[]> {
    await this.sync()
    const list = this.#byAddress.get(lower(address)) ?? []
    return [...list].sort((a, b) =>
      a.blockNumber === b.blockNumber ? b.index - a.index : a.blockNumber > b.blockNumber ? -1 : 1,
    )
  }

  /** Native and token holdings (smallest units) of the address; tokens it ever held are included. */
  async holdings(
    address: Address,
  ): Promise<{ native: bigint; tokens: { token: TokenInfo; amount: bigint }[] }> {
    const txs = await this.transactionsOf(address)
    const candidates = new Map<string, TokenInfo>(this.tokens)
    for (const tx of txs) {
      for (const t of tx.transfers) {
        if (t.asset !== 'native') {
          const info = this.tokens.get(lower(t.asset))
          if (info) candidates.set(lower(t.asset), info)
        }
      }
    }
    const [native, ...amounts] = await Promise.all([
      this.client.getBalance({ address }),
      ...[...candidates.values()].map((token) =>
        this.client
          .readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
          .catch(() => 0n),
      ),
    ])
    const tokens = [...candidates.values()].map((token, i) => ({ token, amount: amounts[i] ?? 0n }))
    return { native, tokens }
  }
}

function topicAddress(topic: Hex | undefined): Address {
  return getAddress(`0x${(topic ?? '').slice(-40)}`)
}
