import { privateKeyToAccount } from 'viem/accounts'

// The devstack's Farcaster users: its stand-in for the id registry (fid → custody address) and
// for the user data a Farcaster client knows. The custody keys are public test keys.

export interface FarcasterTestAccount {
  fid: number
  username: string
  displayName: string
  custodyKey: `0x${string}`
  custody: `0x${string}`
}

const account = (fid: number, username: string, displayName: string, custodyKey: `0x${string}`) => ({
  fid,
  username,
  displayName,
  custodyKey,
  custody: privateKeyToAccount(custodyKey).address,
})

export const farcasterTestAccounts: readonly FarcasterTestAccount[] = [
  account(
    1001,
    'alice.devstack',
    'Alice (test)',
    '0x5e8c05a942971777107521f87bcaf377593cc14e2f1e0440dcea29410d9802f4',
  ),
  account(
    1002,
    'bob.devstack',
    'Bob (test)',
    '0x0853b640b00ec1081e167d008f73f6920087b16d2073382532ab20c8cf59d714',
  ),
  account(
    1003,
    'carol.devstack',
    'Carol (test)',
    '0x2cf7d2f27a8c00d75e949743f46fa5fa6b006bba553972cff7a70980008a0dca',
  ),
]

export const farcasterAccountOf = (fid: number) => farcasterTestAccounts.find((a) => a.fid === fid)
