import { describe, expect, test } from 'vitest'
import { describeRequest } from './describeRequest'

const request = (method: string, params: unknown) => ({ id: 1, method, params })

describe('describeRequest', () => {
  test('a message to sign shows its text, or its hex when it is not text', () => {
    expect(describeRequest('eip155', request('personal_sign', ['0x68656c6c6f', '0xabc']))).toEqual({
      title: 'Sign a message',
      details: ['hello'],
    })
    expect(describeRequest('eip155', request('personal_sign', ['0x0001ff', '0xabc'])).details).toEqual([
      '0x0001ff',
    ])
    expect(
      describeRequest('solana', request('signMessage', [{ message: new TextEncoder().encode('gm') }]))
        .details,
    ).toEqual(['gm'])
    // WalletConnect's Solana message (the phone page) is base58; garbage is shown as it came.
    expect(
      describeRequest('solana', request('solana_signMessage', { message: 'CfnYGpx', pubkey: 'x' })),
    ).toEqual({
      title: 'Sign a message',
      details: ['gm!!!'],
    })
    expect(
      describeRequest('solana', request('solana_signMessage', { message: '0OIl', pubkey: 'x' })).details,
    ).toEqual(['0OIl'])
  })

  test('a send shows the receiver and the amount in ETH', () => {
    const summary = describeRequest(
      'eip155',
      request('eth_sendTransaction', [
        { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' },
      ]),
    )
    expect(summary).toEqual({ title: 'Send a transaction', details: ['To 0x7099…79C8', '0.01 ETH'] })
  })

  test('typed data shows its primary type and message; garbage params still give a prompt', () => {
    const typed = JSON.stringify({ primaryType: 'Mail', message: { to: 'Bob' } })
    expect(describeRequest('eip155', request('eth_signTypedData_v4', ['0xabc', typed]))).toEqual({
      title: 'Sign typed data: Mail',
      details: ['{\n  "to": "Bob"\n}'],
    })
    expect(describeRequest('eip155', request('eth_signTypedData_v4', ['0xabc', '{nope'])).title).toBe(
      'Sign typed data',
    )
    expect(describeRequest('eip155', request('eth_sendTransaction', 'garbage')).title).toBe(
      'Send a transaction',
    )
  })
})
