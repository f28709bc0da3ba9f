import { describe, expect, test } from 'vitest'
import { tokenAmount } from './token.ts'

describe('tokenAmount', () => {
  test('writes the ui amount without trailing zeros', () => {
    expect(tokenAmount(1_250_000n, 6)).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    })
    expect(tokenAmount(5n, 6).uiAmountString).toBe('0.000005')
    expect(tokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(tokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})
