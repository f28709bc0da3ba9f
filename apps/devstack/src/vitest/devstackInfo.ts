import type { Devstack } from '../index.ts'

/**
 * What a test reads of the devstack (`inject('devstack')`): plain data, since it crosses from
 * the devstack's process to vitest's workers. Its keys are public test keys.
 */
export type DevstackInfo = Pick<Devstack, 'urls' | 'chains' | 'contracts'> & {
  accounts: { evm: Devstack['accounts']['evm']; solana: { publicKey: string; secretKey: number[] }[] }
}

export function toInfo(devstack: Devstack): DevstackInfo {
  return {
    urls: devstack.urls,
    chains: devstack.chains,
    contracts: devstack.contracts,
    accounts: {
      evm: devstack.accounts.evm,
      solana: devstack.accounts.solana.map((a) => ({ publicKey: a.publicKey, secretKey: [...a.secretKey] })),
    },
  }
}
