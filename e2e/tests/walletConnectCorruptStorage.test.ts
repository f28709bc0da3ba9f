import type { DevstackInfo } from '@openappkit/devstack/vitest'
import type { WalletConnectWallet } from '@openappkit/devstack/walletconnect'
import type { Page } from 'playwright-core'
import { afterEach, expect, test } from 'vitest'
import { createPhoneWallet, within } from '../src/phoneWallet'
import type { ServedPlayground } from '../src/playground'
import { useBrowserSuite } from '../src/suite'

// Issue 21: garbage in WalletConnect's own browser storage (its IndexedDB, and the older
// versions' `wc@2:*` localStorage keys it migrates into that database) must not leave WalletConnect
// unusable. The real thing end to end: the playground in Chromium with WalletConnect's default
// storage, the phone wallet over the devstack's relay. Database and store names are those of the
// installed @walletconnect/keyvaluestorage.

let devstack: DevstackInfo
let playground: ServedPlayground
const { newContext } = useBrowserSuite((suite) => {
  ;({ devstack, playground } = suite)
})
const wallets: WalletConnectWallet[] = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

const database = 'WALLET_CONNECT_V2_INDEXED_DB'
const store = 'keyvaluestorage'
/** A key of the app's own on the same origin: nothing of WalletConnect's mending may touch it. */
const appKey = ['host-app:settings', JSON.stringify({ theme: 'dark', favourites: ['0xabc'] })] as const

const titleOf = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 2 })

/** WalletConnect's IndexedDB keys, as its store holds them now. */
function databaseKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            resolve([])
            return
          }
          const request = db.transaction(store).objectStore(store).getAllKeys()
          request.onsuccess = () => {
            db.close()
            resolve(request.result.map(String))
          }
          request.onerror = () => reject(request.error)
        }
      }),
    { database, store },
  )
}

/**
 * Overwrites every record WalletConnect has written, each with one kind of garbage in turn (not
 * JSON, JSON of the wrong shape, a raw value where it keeps JSON text), and its storage version
 * with nonsense, which makes it migrate the localStorage keys again.
 */
function corruptDatabase(page: Page, keys: string[]): Promise<void> {
  return page.evaluate(
    ({ database, store, keys }) =>
      new Promise<void>((resolve, reject) => {
        const garbage: unknown[] = [
          '{"not json',
          JSON.stringify('a string where a list was'),
          JSON.stringify({ topic: 42 }),
          JSON.stringify([1, 2, 3]),
          { raw: ['object', 'not', 'text'] },
          JSON.stringify({ eip155: 'no namespace' }),
          JSON.stringify(null),
        ]
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(store, 'readwrite')
          const records = tx.objectStore(store)
          keys.forEach((key, i) => {
            records.put(garbage[i % garbage.length], key)
          })
          records.put('"version?"', 'wc_storage_version')
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { database, store, keys },
  )
}

/** Older versions' keys in localStorage, each broken its own way, and the app's own key. */
function corruptLocalStorage(page: Page) {
  return page.evaluate(
    ({ appKey }) => {
      localStorage.setItem('wc@2:core:0.3//keychain', '{{{ not json')
      localStorage.setItem('wc@2:core:0.3//pairing', JSON.stringify({ not: 'a list' }))
      localStorage.setItem('wc@2:core:0.3//messages', JSON.stringify({ topic: ['not', 'a', 'record'] }))
      localStorage.setItem('wc@2:client:0.3//session', JSON.stringify([1, 'two', null]))
      localStorage.setItem('wc@2:universal_provider:/namespaces', JSON.stringify({ eip155: { chains: 7 } }))
      localStorage.setItem('wc@2:ethereum_provider:/chainId', JSON.stringify('mainnet'))
      localStorage.setItem(appKey[0], appKey[1])
    },
    { appKey },
  )
}

async function pairAndShowAccount(page: Page, wallet: WalletConnectWallet) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /WalletConnect.*QR code/ }).click()
  await expect.poll(() => titleOf(page).textContent()).toBe('WalletConnect')
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await within(wallet.pair(uri), 15_000, 'pairing')
  await within(wallet.approved, 15_000, 'the session approval')
  await expect.poll(() => titleOf(page).textContent(), { timeout: 20_000 }).toBe('Account')
  await expect.poll(() => page.getByTestId('page-account').textContent()).toBe(wallet.address)
}

test("garbage in WalletConnect's IndexedDB and its older localStorage keys: after a reload the QR shows, the phone wallet pairs, the app's key is kept", async () => {
  const context = await newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 860 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playground.url).origin,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(playground.url)
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()

  // A first pairing offer, so WalletConnect has created its database and written its stores.
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect.*QR code/ })
    .click()
  await page
    .getByRole('dialog')
    .getByRole('img', { name: 'WalletConnect QR code' })
    .waitFor({ timeout: 20_000 })
  await expect
    .poll(async () => (await databaseKeys(page)).filter((k) => k.startsWith('wc@2:')).length)
    .toBeGreaterThan(3)
  const written = (await databaseKeys(page)).filter((key) => key !== 'wc_storage_version')

  await corruptDatabase(page, written)
  await corruptLocalStorage(page)
  await page.reload()
  await page.getByRole('heading', { name: 'OpenAppKit playground' }).waitFor()

  const wallet = await createPhoneWallet(devstack)
  wallets.push(wallet)
  await pairAndShowAccount(page, wallet)

  expect(errors).toEqual([])
  expect(await page.evaluate((key) => localStorage.getItem(key), appKey[0])).toBe(appKey[1])
  // What WalletConnect keeps now is readable again: a reload restores the session it just made.
  await page.reload()
  await expect
    .poll(() => page.getByTestId('page-account').textContent(), { timeout: 20_000 })
    .toBe(wallet.address)
  expect(errors).toEqual([])
})
