import type { Address, Hex } from 'viem'

// Constants only: the frame page's browser bundle reads them.

/** ERC-4337 v0.7 on the devstack chain: deployer nonces 10 to 12, after the tokens and the pool. */
export const ERC4337_CONTRACTS = {
  entryPoint: '0x18d1869D9aa41aD6f46dB518c3B9017b3A6B468d',
  /** Makes smart accounts (SimpleAccount with ERC-1271): `getAddress(owner, salt)`, `createAccount(owner, salt)`. */
  accountFactory: '0xd83f38A61164DdA9ab0B9111fCbF2c20afdda431',
  /** VerifyingPaymaster: pays for the user operations the devstack's paymaster signs. */
  paymaster: '0x7ad15C0eadeD5Cb3F1365f384677e2e371951c4c',
} as const satisfies Record<string, Address>

/** Signs the paymaster's sponsorships. Test-only key: never fund it anywhere. */
export const PAYMASTER_SIGNER_KEY: Hex = '0x26350375a2d5db5bee91056ea10a0757bc5f2228ac272146b6c413bfa86e83ac'
/** Sends the bundler's handleOps transactions and collects their refunds. Test-only key. */
export const BUNDLER_KEY: Hex = '0x1a07be9f83cb93e2ef7739f26b32fbeed084d06971b76dfc08aed8e0625ff29b'
