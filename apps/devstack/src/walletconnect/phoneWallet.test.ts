import type { Hex } from 'viem'
import { expect, it } from 'vitest'
import { startRelay } from '../relay/index.ts'
import { guardEgress } from './egress-guard.ts'
import { type PhoneProposal, type PhoneRequest, runPhoneWallet } from './phoneWallet.ts'
import { closeSignClient, createSignClient } from './sign-client.ts'

// The phone wallet with a user who answers (the playground's phone page): a refused proposal
// connects nothing, a refused request reaches the dapp as WalletConnect's user rejection and
// signs nothing, and the user sees who asks for what.

const KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

it('asks its user: a refused proposal and a refused request fail on the dapp side as user rejections', async () => {
  const egress = guardEgress()
  const relay = await startRelay({ port: 0 })
  const dapp = await createSignClient(relay.url, 'dapp', {
    metadata: { name: 'Asking dapp', url: 'http://127.0.0.1:9' },
  })
  const walletClient = await createSignClient(relay.url, 'wallet')
  const proposals: PhoneProposal[] = []
  const requests: PhoneRequest[] = []
  const settled: string[] = []
  let approveNext = false
  const wallet = runPhoneWallet(walletClient, {
    privateKey: KEY,
    chains: { 31337: 'http://127.0.0.1:1' },
    user: {
      proposal: (proposal) => {
        proposals.push(proposal)
        return approveNext
      },
      request: (request) => {
        requests.push(request)
        return false
      },
      settled: (topic) => settled.push(topic),
    },
  })
  const optionalNamespaces = {
    eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  }
  try {
    const refused = await dapp.connect({ optionalNamespaces })
    await wallet.pair(refused.uri ?? '')
    await expect(refused.approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(proposals[0]).toMatchObject({
      app: { name: 'Asking dapp', url: 'http://127.0.0.1:9' },
      namespaces: [{ namespace: 'eip155', chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'] }],
    })
    expect(walletClient.session.getAll()).toEqual([])
    expect(settled).toEqual([])

    approveNext = true
    const accepted = await dapp.connect({ optionalNamespaces })
    await wallet.pair(accepted.uri ?? '')
    const session = await accepted.approval()
    await expect.poll(() => settled).toEqual([session.topic])
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] },
      }),
    ).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(requests).toMatchObject([
      {
        topic: session.topic,
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x68656c6c6f', wallet.address],
      },
    ])
  } finally {
    await Promise.all([closeSignClient(dapp), closeSignClient(walletClient)])
    await relay.stop()
    egress.restore()
  }
  expect(egress.attempts).toEqual([])
}, 60_000)
