import { verifySiwxMessage } from '@openappkit/core/server'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bundler } from '../src/bundler/bundler.ts'
import { type Anvil, startAnvil } from '../src/evm/anvil.ts'
import { smartAccountFactoryAbi } from '../src/evm/artifacts.ts'
import { deployEvmContracts, devstackChain, EVM_CONTRACTS, evmTestAccounts } from '../src/evm/deploy.ts'
import { deployErc4337 } from '../src/evm/deployErc4337.ts'
import { ERC4337_CONTRACTS } from '../src/evm/erc4337.ts'
import { toDevstackSmartAccount } from '../src/evm/smartAccount.ts'

// The bundler and paymaster against the real EntryPoint on anvil, driven by viem's bundler client.
let anvil: Anvil
let client: PublicClient
const funder = privateKeyToAccount(evmTestAccounts(1)[0]?.privateKey ?? '0x')
const recipient: Address = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0 })
  await deployEvmContracts(anvil.url, evmTestAccounts())
  await deployErc4337(anvil.url)
  client = createPublicClient({ chain: devstackChain(anvil.url), transport: http(anvil.url) }) as PublicClient
})
afterAll(async () => {
  await anvil?.stop()
})

const funderWallet = () =>
  createWalletClient({ chain: devstackChain(anvil.url), transport: http(anvil.url), account: funder })

async function fresh({ eth = 0n, oak = 0n } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toDevstackSmartAccount({ client: client as never, owner })
  const wallet = funderWallet()
  if (eth > 0n)
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: account.address, value: eth }),
    })
  if (oak > 0n)
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: EVM_CONTRACTS.testToken,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, oak],
      }),
    })
  return { owner, account }
}

function bundlerClient(
  account: Awaited<ReturnType<typeof toDevstackSmartAccount>>,
  { sponsor = true, paymaster = true } = {},
) {
  const rpc = bundler({ rpcUrl: anvil.url, chainId: 31337, sponsor })
  return createBundlerClient({
    account,
    client: client as never,
    ...(paymaster ? { paymaster: true as const } : {}),
    transport: custom(
      {
        request: async (body) => {
          const answer = (await rpc.handle({ jsonrpc: '2.0', id: 1, ...body })) as {
            result?: unknown
            error?: { code: number; message: string }
          }
          if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
          return answer.result
        },
      },
      { retryCount: 0 },
    ),
  })
}

const oakOf = (address: Address) =>
  client.readContract({
    address: EVM_CONTRACTS.testToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const transferOak = (amount: bigint) =>
  ({
    to: EVM_CONTRACTS.testToken,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, amount],
  }) as const

test('the counterfactual address is the factory getAddress, with no code until the first operation', async () => {
  const { owner, account } = await fresh()
  const expected = await client.readContract({
    address: ERC4337_CONTRACTS.accountFactory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  expect(account.address).toBe(expected)
  expect(await client.getCode({ address: account.address })).toBeUndefined()
})

test('a first sponsored operation deploys the account and moves ETH and a token in one batch', async () => {
  const { account } = await fresh({ eth: parseEther('1'), oak: parseUnits('50', 18) })
  const before = { eth: await client.getBalance({ address: recipient }), oak: await oakOf(recipient) }
  const bundle = bundlerClient(account)
  const hash = await bundle.sendUserOperation({
    calls: [{ to: recipient, value: parseEther('0.25') }, transferOak(parseUnits('20', 18))],
  })
  const receipt = await bundle.waitForUserOperationReceipt({ hash })
  expect(receipt.success).toBe(true)
  expect(receipt.paymaster).toBe(ERC4337_CONTRACTS.paymaster)
  expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)
  expect(await client.getBalance({ address: recipient })).toBe(before.eth + parseEther('0.25'))
  expect(await oakOf(recipient)).toBe(before.oak + parseUnits('20', 18))
  // The paymaster paid the gas: the account lost exactly what it sent.
  expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.75'))
  expect(await oakOf(account.address)).toBe(parseUnits('30', 18))
  const byHash = await bundle.getUserOperation({ hash })
  expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
  expect(byHash.userOperation).toMatchObject({ sender: account.address, nonce: receipt.nonce })
})

test('the paymaster sponsors an account that holds no ETH', async () => {
  const { account } = await fresh({ oak: parseUnits('5', 18) })
  const bundle = bundlerClient(account)
  const receipt = await bundle.waitForUserOperationReceipt({
    hash: await bundle.sendUserOperation({ calls: [transferOak(parseUnits('5', 18))] }),
  })
  expect(receipt.success).toBe(true)
  expect(await oakOf(account.address)).toBe(0n)
  expect(await client.getBalance({ address: account.address })).toBe(0n)
})

test('with sponsorship off the paymaster refuses, and an account without ETH is refused by the EntryPoint, nothing sent', async () => {
  const { account } = await fresh({ oak: parseUnits('5', 18) })
  const call = { calls: [transferOak(parseUnits('5', 18))] }
  await expect(bundlerClient(account, { sponsor: false }).sendUserOperation(call)).rejects.toThrow(
    "Sponsorship is off: the devstack's paymaster pays for nothing",
  )
  const block = await client.getBlockNumber()
  await expect(
    bundlerClient(account, { sponsor: false, paymaster: false }).sendUserOperation(call),
  ).rejects.toThrow("The EntryPoint refused the user operation: AA21 didn't pay prefund")
  expect(await client.getBlockNumber()).toBe(block)
  expect(await client.getCode({ address: account.address })).toBeUndefined()
  expect(await oakOf(account.address)).toBe(parseUnits('5', 18))
})

test('a user operation signed by another key is refused, nothing sent', async () => {
  const { account } = await fresh({ oak: parseUnits('5', 18) })
  const bundle = bundlerClient(account)
  const op = await bundle.prepareUserOperation({ calls: [transferOak(parseUnits('5', 18))] })
  const { account: other } = await fresh()
  const signature = await other.signUserOperation({ ...op, sender: account.address })
  const block = await client.getBlockNumber()
  await expect(bundle.sendUserOperation({ ...op, signature })).rejects.toThrow(
    'The EntryPoint refused the user operation: AA24 signature error',
  )
  expect(await client.getBlockNumber()).toBe(block)
  expect(await oakOf(account.address)).toBe(parseUnits('5', 18))
  expect(await client.getCode({ address: account.address })).toBeUndefined()
})

test('a user operation without gas is refused, nothing sent', async () => {
  const { account } = await fresh({ oak: parseUnits('5', 18) })
  const bundle = bundlerClient(account)
  const op = await bundle.prepareUserOperation({ calls: [transferOak(parseUnits('5', 18))] })
  const unpaid = { ...op, callGasLimit: 0n, verificationGasLimit: 0n, preVerificationGas: 0n }
  const signature = await account.signUserOperation(unpaid)
  const block = await client.getBlockNumber()
  await expect(bundle.sendUserOperation({ ...unpaid, signature })).rejects.toThrow(
    'The user operation has no gas',
  )
  expect(await client.getBlockNumber()).toBe(block)
  expect(await oakOf(account.address)).toBe(parseUnits('5', 18))
})

test("signatures verify with viem before deployment (ERC-6492) and after (ERC-1271); the owner's own signature does not", async () => {
  const { owner, account } = await fresh({ oak: parseUnits('1', 18) })
  const message = 'Sign in to the devstack'
  const early = await account.signMessage({ message })
  expect(await client.verifyMessage({ address: account.address, message, signature: early })).toBe(true)
  expect(
    await client.verifyMessage({
      address: account.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  ).toBe(false)
  const bundle = bundlerClient(account)
  await bundle.waitForUserOperationReceipt({
    hash: await bundle.sendUserOperation({ calls: [transferOak(1n)] }),
  })
  const late = await account.signMessage({ message })
  expect(late).not.toBe(early)
  expect(await client.verifyMessage({ address: account.address, message, signature: late })).toBe(true)
  expect(await client.verifyMessage({ address: account.address, message: 'another', signature: late })).toBe(
    false,
  )
  const typed = {
    domain: { name: 'Devstack', chainId: 31337 },
    types: { Note: [{ name: 'text', type: 'string' }] },
    primaryType: 'Note',
    message: { text: 'hello' },
  } as const
  expect(
    await client.verifyTypedData({
      address: account.address,
      ...typed,
      signature: await account.signTypedData(typed),
    }),
  ).toBe(true)
})

test("a smart account's sign-in verifies with the SDK's verifySiwxMessage before deployment and after; the owner's own signature is refused", async () => {
  const { owner, account } = await fresh({ oak: parseUnits('1', 18) })
  const signIn = (nonce: string) =>
    createSiweMessage({
      domain: 'app.example',
      uri: 'https://app.example/login',
      address: account.address,
      chainId: 31337,
      nonce,
      version: '1',
      issuedAt: new Date(),
    })
  const issued = new Set(['counterfactual1', 'deployedAcct22', 'ownerKey333'])
  const verify = (message: string, signature: Hex) =>
    verifySiwxMessage({
      message,
      signature,
      domain: 'app.example',
      nonce: (nonce) => issued.delete(nonce),
      evm: client,
    })
  const before = signIn('counterfactual1')
  expect(await client.getCode({ address: account.address })).toBeUndefined()
  expect((await verify(before, await account.signMessage({ message: before }))).data.accountAddress).toBe(
    account.address,
  )
  const bundle = bundlerClient(account)
  await bundle.waitForUserOperationReceipt({
    hash: await bundle.sendUserOperation({ calls: [transferOak(1n)] }),
  })
  const after = signIn('deployedAcct22')
  expect((await verify(after, await account.signMessage({ message: after }))).data.accountAddress).toBe(
    account.address,
  )
  const forged = signIn('ownerKey333')
  await expect(verify(forged, await owner.signMessage({ message: forged }))).rejects.toMatchObject({
    reason: 'signature',
  })
})

test('an operation whose call would revert is refused at estimation with its reason, nothing sent', async () => {
  const { account } = await fresh({ oak: parseUnits('1', 18) })
  const block = await client.getBlockNumber()
  await expect(
    bundlerClient(account).sendUserOperation({ calls: [transferOak(parseUnits('2', 18))] }),
  ).rejects.toThrow("The user operation's call reverts: ERC20: transfer amount exceeds balance")
  expect(await client.getBlockNumber()).toBe(block)
})

test('a sponsorship the paymaster did not sign is refused by the EntryPoint, nothing sent', async () => {
  const { account } = await fresh({ oak: parseUnits('5', 18) })
  const bundle = bundlerClient(account)
  const op = await bundle.prepareUserOperation({ calls: [transferOak(parseUnits('5', 18))] })
  const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'sponsor me' })
  const paymasterData = `${(op.paymasterData ?? '0x').slice(0, -130)}${forged.slice(2)}` as Hex
  const signature = await account.signUserOperation({ ...op, paymasterData })
  const block = await client.getBlockNumber()
  await expect(bundle.sendUserOperation({ ...op, paymasterData, signature })).rejects.toThrow(
    'The EntryPoint refused the user operation: AA34 signature error',
  )
  expect(await client.getBlockNumber()).toBe(block)
  expect(await oakOf(account.address)).toBe(parseUnits('5', 18))
})

test('the bundler refuses a foreign sender for sponsorship, another EntryPoint, a malformed operation and unknown methods', async () => {
  const rpc = bundler({ rpcUrl: anvil.url, chainId: 31337, sponsor: true })
  const ask = async (method: string, params: unknown[]) =>
    (await rpc.handle({ jsonrpc: '2.0', id: 7, method, params })) as {
      id: number
      error?: { code: number; message: string }
    }
  const op = { sender: funder.address, nonce: '0x0', callData: '0x', signature: '0x' }
  expect(
    (await ask('pm_getPaymasterStubData', [op, ERC4337_CONTRACTS.entryPoint, '0x7a69', {}])).error,
  ).toEqual({
    code: -32501,
    message: `The devstack's paymaster sponsors only smart accounts of its factory ${ERC4337_CONTRACTS.accountFactory}, not ${funder.address}`,
  })
  expect((await ask('eth_sendUserOperation', [op, recipient])).error?.message).toBe(
    `EntryPoint ${recipient} is not supported: this bundler serves ${ERC4337_CONTRACTS.entryPoint}`,
  )
  expect(
    (await ask('eth_sendUserOperation', [{ ...op, nonce: 'zero' }, ERC4337_CONTRACTS.entryPoint])).error,
  ).toEqual({
    code: -32602,
    message: 'Invalid user operation: nonce must be a hex quantity',
  })
  expect((await ask('eth_sendTransaction', [])).error?.message).toBe(
    'Method eth_sendTransaction is not supported by the devstack bundler',
  )
  expect(await ask('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).toMatchObject({
    id: 7,
    result: null,
  })
  expect(await ask('eth_supportedEntryPoints', [])).toMatchObject({ result: [ERC4337_CONTRACTS.entryPoint] })
})
