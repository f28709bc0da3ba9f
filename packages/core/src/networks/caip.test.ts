import { describe, expect, test } from 'vitest'
import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './caip.ts'

describe('CAIP-2', () => {
  test('parses namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  test.each(['eip155', 'eip155:', ':1', 'eip155:1:0xabc', '', 'unknownns:1'])('rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
  })

  test('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 137)).toBe('eip155:137')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id')
  })
})

describe('CAIP-10', () => {
  test('parses three parts', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
    })
  })

  test.each(['eip155:1', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', 'eip155:1:0xabc:extra', ''])(
    'rejects %j with the spec message',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(
        expect.objectContaining({ shortMessage: 'Invalid CAIP-10 address' }),
      )
    },
  )

  test('formats', () => {
    expect(formatCaipAddress('eip155:10', '0xdef')).toBe('eip155:10:0xdef')
    expect(() => formatCaipAddress('eip155:10', '')).toThrow('Invalid CAIP-10 address')
  })
})
