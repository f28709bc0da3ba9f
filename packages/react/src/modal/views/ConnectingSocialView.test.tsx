import { mock, openModal } from '@openappkit/core'
import { setSocialLoginFrame } from '@openappkit/core/internal'
import { createTestAppKit } from '@openappkit/testing/vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { wrapperFor } from '../../../test/wrapperFor.tsx'
import ConnectingSocialView from './ConnectingSocialView.tsx'
import { SocialRow } from './SocialRow.tsx'

// The social row and ConnectingSocial on `useSocialLogin`, with a frame written here: what the
// person sees at each step, and where the modal goes.

const FRAME = 'https://secure.example'

function setup() {
  const { appKit } = createTestAppKit({
    adapters: [mock({ connectors: [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }] })],
    features: { socials: ['google', 'x', 'discord', 'farcaster', 'github'] },
  })
  setSocialLoginFrame(appKit, {
    frameOrigin: () => FRAME,
    getSocialRedirectUri: async ({ provider }) => ({ uri: `https://idp.example/${provider}` }),
    connectSocial: async () => {},
  })
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as never)
  openModal(appKit, { view: 'Connect' })
  const view = () => appKit.store.get(appKit.atoms.modal).view
  const Wrapper = wrapperFor(appKit)
  return { appKit, popup, open, view, Wrapper }
}

afterEach(() => vi.restoreAllMocks())

test('the row in the app order with More; a press opens the window in the click; the view follows the login to Account', async () => {
  const { popup, open, view, Wrapper } = setup()
  const { unmount } = render(
    <Wrapper>
      <SocialRow blocked={false} />
    </Wrapper>,
  )
  const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))
  expect(names()).toEqual(['Google', 'X', 'Discord', 'Show more social logins'])
  fireEvent.click(screen.getByRole('button', { name: 'Show more social logins' }))
  expect(names()).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub'])
  fireEvent.click(screen.getByRole('button', { name: 'Farcaster' }))
  expect(view()).toBe('ConnectingFarcaster')
  expect(open).not.toHaveBeenCalled()

  fireEvent.click(screen.getByRole('button', { name: 'GitHub' }))
  expect(open).toHaveBeenCalledWith('about:blank', 'openappkit-social', expect.any(String))
  expect(view()).toBe('ConnectingSocial')
  unmount()

  render(
    <Wrapper>
      <ConnectingSocialView />
    </Wrapper>,
  )
  expect(screen.getByRole('status').textContent).toBe('Continue in the GitHub window that opened.')
  await waitFor(() => expect(popup.location.href).toBe('https://idp.example/github'))
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { resultUri: `${FRAME}/social/callback?code=c&state=s` },
        origin: FRAME,
        source: popup as never,
      }),
    )
  })
  await waitFor(() => expect(view()).toBe('Account'))
  expect(popup.close).toHaveBeenCalled()
})

test('a blocked window and a refusal say so; Try again opens the window again', async () => {
  const { popup, open, view, Wrapper } = setup()
  open.mockReturnValueOnce(null)
  render(
    <Wrapper>
      <SocialRow blocked={false} />
      <ConnectingSocialView />
    </Wrapper>,
  )
  fireEvent.click(screen.getAllByRole('button', { name: 'X' })[0] as HTMLElement)
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'The login window was blocked. Allow pop-ups for this site, then try again.',
    ),
  )
  expect(view()).toBe('ConnectingSocial')

  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(open).toHaveBeenCalledTimes(2)
  await waitFor(() => expect(popup.location.href).toBe('https://idp.example/x'))
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { resultUri: `${FRAME}/social/callback?error=access_denied&state=s` },
        origin: FRAME,
        source: popup as never,
      }),
    )
  })
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('X refused the login.'))
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
