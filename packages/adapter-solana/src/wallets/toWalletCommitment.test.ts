import { solanaCommitments } from '@openappkit/core/internal'
import { expect, test } from 'vitest'
import type { SolanaCommitment } from '../validators/validateSignAndSendOptions.ts'
import { toWalletCommitment, type WalletCommitment } from './toWalletCommitment.ts'

// Wallet Standard accepts only the three current levels; each deprecated SPEC §5 name must reach
// the wallet as the level the validator reads it as, or a "max" send would be confirmed too early.
const expected = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const satisfies Record<SolanaCommitment, WalletCommitment>

test.for(solanaCommitments)('%s reaches the wallet as the level it means', (commitment) => {
  expect(toWalletCommitment(commitment)).toBe(expected[commitment])
})
