import { type AppKitOptions, mock } from '@openappkit/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AppKitProvider, ConnectButton } from '../src/exports/index.ts'
import { AppKitModal } from '../src/exports/modal.ts'
import { loadedMessages } from '../src/modal/messages/loadMessages.ts'
import { findModalDialog } from './modalDialog.ts'

afterEach(cleanup)

function app(options: Partial<AppKitOptions>) {
  return render(
    <AppKitProvider
      options={{
        projectId: 'locale-tests',
        storage: null,
        adapters: [mock()],
        services: { blockchainApi: false, walletDirectory: false, analytics: false },
        ...options,
      }}
    >
      <ConnectButton />
      <AppKitModal />
    </AppKitProvider>,
  )
}

// Italian and Dutch: no other test file chooses them, so in a worker that runs files one after
// another without fresh modules (react's tests are not isolated) neither is fetched before this.
test('locale it: its strings are fetched only when chosen, then the modal speaks Italian', async () => {
  expect(loadedMessages('it').ready).toBe(false)
  app({ locale: 'en' })
  fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  expect((await findModalDialog()).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
  // An English app never fetches another language.
  expect(loadedMessages('it').ready).toBe(false)
  expect(loadedMessages('nl').ready).toBe(false)
  cleanup()

  app({ locale: 'it' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Connetti wallet' }))
  })
  const dialog = await findModalDialog()
  expect(dialog.getByRole('heading', { name: 'Connetti wallet' })).toBeTruthy()
  expect(dialog.getByRole('button', { name: 'Chiudi' })).toBeTruthy()
  expect(loadedMessages('it').ready).toBe(true)
  expect(loadedMessages('nl').ready).toBe(false)
})

test('locale de: the modal in German', async () => {
  app({ locale: 'de' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wallet verbinden' }))
  })
  const dialog = await findModalDialog()
  expect(dialog.getByRole('heading', { name: 'Wallet verbinden' })).toBeTruthy()
  expect(dialog.getByRole('button', { name: 'Schließen' })).toBeTruthy()
})

test('locale es: the modal in Spanish', async () => {
  app({ locale: 'es' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Conectar billetera' }))
  })
  const dialog = await findModalDialog()
  expect(dialog.getByRole('heading', { name: 'Conectar billetera' })).toBeTruthy()
  expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeTruthy()
})
