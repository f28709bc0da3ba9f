import type { ComponentType } from 'react'
import { EmbeddedWalletPage } from './EmbeddedWalletPage'
import { HeadlessPage } from './HeadlessPage'
import { LocalePage } from './LocalePage'
import { ModalPage } from './ModalPage'
import { NetworksPage } from './NetworksPage'
import { OnrampPage } from './OnrampPage'
import { PayPage } from './PayPage'
import { ReceivePage } from './ReceivePage'
import { SendPage } from './SendPage'
import { SignInPage } from './SignInPage'
import { SignPage } from './SignPage'
import { SwapPage } from './SwapPage'
import { ThemingPage } from './ThemingPage'

export type PlaygroundPage = { hash: string; label: string; Component: ComponentType }

/** Every page, in the navigation's order; the first is the home page. */
export const pages: readonly PlaygroundPage[] = [
  { hash: '', label: 'Modal', Component: ModalPage },
  { hash: '#/embedded', label: 'Embedded wallet', Component: EmbeddedWalletPage },
  { hash: '#/headless', label: 'Headless hooks', Component: HeadlessPage },
  { hash: '#/networks', label: 'Networks', Component: NetworksPage },
  { hash: '#/sign', label: 'Sign message & typed data', Component: SignPage },
  { hash: '#/send', label: 'Send', Component: SendPage },
  { hash: '#/receive', label: 'Receive', Component: ReceivePage },
  { hash: '#/swap', label: 'Swap', Component: SwapPage },
  { hash: '#/onramp', label: 'Onramp', Component: OnrampPage },
  { hash: '#/pay', label: 'Pay', Component: PayPage },
  { hash: '#/sign-in', label: 'Sign-in', Component: SignInPage },
  { hash: '#/theming', label: 'Theming', Component: ThemingPage },
  { hash: '#/locale', label: 'Locale', Component: LocalePage },
]

export function pageFor(hash: string): PlaygroundPage {
  return pages.find((page) => page.hash === hash) ?? (pages[0] as PlaygroundPage)
}
