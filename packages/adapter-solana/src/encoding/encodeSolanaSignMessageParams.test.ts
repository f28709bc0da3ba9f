import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { encodeSolanaSignMessageParams } from './encodeSolanaSignMessageParams.ts'

test('solana_signMessage params carry the UTF-8 message in base58 and the signer as pubkey', () => {
  const pubkey = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  const params = encodeSolanaSignMessageParams({ message: 'Héllo, Solana', address: pubkey })
  expect(params.pubkey).toBe(pubkey)
  expect(new TextDecoder().decode(bs58.decode(params.message))).toBe('Héllo, Solana')
  expect(encodeSolanaSignMessageParams({ message: new Uint8Array([0, 0, 1]), address: pubkey }).message).toBe(
    '112',
  )
})
