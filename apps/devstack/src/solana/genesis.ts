import { createHash } from 'node:crypto'
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import { Chain } from './chain.ts'

// The state every devstack chain starts from. Keys come from fixed, public seeds so tests,
// docs and the playground can name the same addresses on every machine. They are test keys:
// anyone can derive them, so they must never hold anything of value on a real cluster.

const SEED_PREFIX = 'openappkit-devstack/solana/'

export const TEST_ACCOUNT_COUNT = 4
export const TEST_ACCOUNT_LAMPORTS = 1_000n * BigInt(LAMPORTS_PER_SOL)
// Large enough for any amount of local testing, small enough that balances stay exact as
// JSON numbers (below 2^53).
const FAUCET_LAMPORTS = 5_000_000n * BigInt(LAMPORTS_PER_SOL)
export const TEST_MINT_DECIMALS = 6
export const TEST_MINT_SUPPLY = 1_000_000n * 10n ** BigInt(TEST_MINT_DECIMALS)

export function seededKeypair(label: string): Keypair {
  return Keypair.fromSeed(
    createHash('sha256')
      .update(SEED_PREFIX + label)
      .digest(),
  )
}

export interface Genesis {
  chain: Chain
  accounts: Keypair[]
  mint: { address: PublicKey; decimals: number; authority: Keypair }
}

export function createGenesisChain(): Genesis {
  const faucet = seededKeypair('faucet')
  const chain = new Chain({ faucet, genesisSeed: `${SEED_PREFIX}genesis` })
  const system = SystemProgram.programId.toBase58()
  const fund = (key: PublicKey, lamports: bigint) =>
    chain.setAccount(key.toBase58(), { lamports, data: new Uint8Array(), owner: system, executable: false })

  fund(faucet.publicKey, FAUCET_LAMPORTS)
  const accounts = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => seededKeypair(`account/${index}`))
  for (const account of accounts) fund(account.publicKey, TEST_ACCOUNT_LAMPORTS)

  // The first account is the mint authority and holds the whole supply, so a test can send
  // tokens without minting first.
  const [holder] = accounts as [Keypair, ...Keypair[]]
  const mint = seededKeypair('mint').publicKey
  const mintData = Buffer.alloc(MINT_SIZE)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: holder.publicKey,
      supply: TEST_MINT_SUPPLY,
      decimals: TEST_MINT_DECIMALS,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    mintData,
  )
  const tokenProgram = TOKEN_PROGRAM_ID.toBase58()
  chain.setAccount(mint.toBase58(), {
    lamports: BigInt(chain.minimumBalanceForRentExemption(MINT_SIZE)),
    data: mintData,
    owner: tokenProgram,
    executable: false,
  })

  const holderTokens = getAssociatedTokenAddressSync(mint, holder.publicKey)
  const tokenData = Buffer.alloc(ACCOUNT_SIZE)
  AccountLayout.encode(
    {
      mint,
      owner: holder.publicKey,
      amount: TEST_MINT_SUPPLY,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    tokenData,
  )
  chain.setAccount(holderTokens.toBase58(), {
    lamports: BigInt(chain.minimumBalanceForRentExemption(ACCOUNT_SIZE)),
    data: tokenData,
    owner: tokenProgram,
    executable: false,
  })

  return { chain, accounts, mint: { address: mint, decimals: TEST_MINT_DECIMALS, authority: holder } }
}
