import { expect, test } from 'vitest'
import { defaultServices } from '../options/defaults.ts'
import { version } from '../version.ts'
import { mainnet } from './evmNetworks.ts'
import { networkImageUrl } from './networkImageUrl.ts'

const context = (walletDirectory: string | false = 'https://directory.test') => ({
  options: { projectId: 'project-1', services: { ...defaultServices, walletDirectory } },
})

test("a network's icon is its own image URL first, else the directory's asset image for its id", () => {
  const withId = { ...mainnet, assets: { imageId: 'eth-icon' } }
  expect(networkImageUrl(context(), withId)).toBe(
    `https://directory.test/public/getAssetImage/eth-icon?projectId=project-1&st=openappkit&sv=${version}`,
  )
  const withBoth = { ...mainnet, assets: { imageId: 'eth-icon', imageUrl: 'https://img.test/eth.png' } }
  expect(networkImageUrl(context(), withBoth)).toBe('https://img.test/eth.png')
  // An image URL we do not accept in an `src` is passed over for the id.
  const unsafe = { ...mainnet, assets: { imageId: 'eth-icon', imageUrl: 'javascript:alert(1)' } }
  expect(networkImageUrl(context(), unsafe)).toContain('/public/getAssetImage/eth-icon?')
  expect(networkImageUrl(context(false), withId)).toBeUndefined()
  expect(networkImageUrl(context(), { ...mainnet, assets: undefined })).toBeUndefined()
})
