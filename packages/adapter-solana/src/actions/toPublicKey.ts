import type { PublicKey } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from '../rpc/loadSolana.ts'

/** Parses a base58 address, naming it in the error, so a typo never reaches the wallet. */
export async function toPublicKey(address: string, what = 'address'): Promise<PublicKey> {
  const { PublicKey } = await loadSolana()
  try {
    return new PublicKey(address)
  } catch (error) {
    throw new SolanaAdapterError(solanaErrorMessages.invalidAddress, {
      cause: error,
      details: `${what}: "${address}"`,
    })
  }
}
