import type { ConnectMethod, WalletItem } from '@openappkit/core'
import { getConnectMethodsOrder } from '@openappkit/core/internal'
import { type ReactNode, useState } from 'react'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useEmailLogin } from '../../hooks/useEmailLogin.ts'
import { useLegalConsent } from '../../hooks/useLegalConsent.ts'
import { useModalState } from '../../hooks/useModalState.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useWallets } from '../../hooks/useWallets.ts'
import { Icon } from '../components/Icon.tsx'
import { LegalCheckbox } from '../components/LegalCheckbox.tsx'
import { WalletButton } from '../components/WalletButton.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { EmailEntry } from './EmailEntry.tsx'
import { SocialRow } from './SocialRow.tsx'
import { connectingViewFor } from './walletRoute.ts'

/**
 * The first view: connect methods in the app's order, wallets in core's connector order.
 * With `legalCheckbox`, no wallet can be chosen until the visitor agrees to the app's terms;
 * whether the wallets wait behind one "Continue with a wallet" button and whether All wallets is
 * offered are core's answers, through `useWallets`.
 */
export default function ConnectView() {
  const { features } = useAppKitOptions()
  const { data } = useModalState()
  const { networks } = useNetwork()
  // `open({ namespace })` limits the wallets to one namespace the app has networks for.
  const namespace = networks.find((network) => network.chainNamespace === data?.namespace)?.chainNamespace
  const list = useWallets({ namespace })
  const hasInjected = list.wallets.some((w) => w.group === 'injected')
  const order = getConnectMethodsOrder(features.connectMethodsOrder, hasInjected)
  const { agreed, setAgreed } = useLegalConsent()
  const blocked = !agreed
  // Only where an email login can run: `features.email` on and the app's frame client attached.
  const { available: email } = useEmailLogin()
  const sections: Record<ConnectMethod, () => ReactNode> = {
    wallet: () => <WalletSection key="wallet" list={list} blocked={blocked} />,
    email: () => (email ? <EmailEntry key="email" blocked={blocked} /> : null),
    social: () => <SocialRow key="social" blocked={blocked} />,
  }
  const legal = <LegalCheckbox key="legal" checked={agreed} onChange={setAgreed} />
  return (
    <div className="oak-stack">
      {features.legalCheckbox ? legal : null}
      {order.map((method) => sections[method]())}
      {features.legalCheckbox ? null : legal}
    </div>
  )
}

/** Collapsed: one "Continue with a wallet" button stands for the list until pressed. */
function WalletSection(props: { list: ReturnType<typeof useWallets>; blocked: boolean }) {
  const messages = useMessages()
  const { push } = useRouter()
  const [expanded, setExpanded] = useState(false)
  const { connectWallets: shown, directoryCount, showAllWallets, collapseWallets } = props.list
  const { blocked } = props
  // A tile where the wallets have their pictures, so the names line up.
  const gridTile = (
    <span className="oak-wallet-image oak-placeholder" aria-hidden="true">
      <Icon name="grid" size={18} />
    </span>
  )
  if (collapseWallets && !expanded)
    return (
      <button
        type="button"
        className="oak-item"
        data-testid="continue-with-wallet"
        disabled={blocked}
        onClick={() => setExpanded(true)}
      >
        {gridTile}
        <span className="oak-item-name">{messages.connect.continueWithWallet}</span>
      </button>
    )
  const tags: Partial<Record<WalletItem['group'], string>> = {
    walletConnect: messages.connect.qrCode,
    recent: messages.connect.recent,
    injected: messages.connect.installed,
  }
  return (
    <section aria-label={messages.connect.walletsHeading}>
      <ul className="oak-list">
        {shown.map((wallet) => (
          <li key={`${wallet.group}:${wallet.id}`}>
            <WalletButton
              wallet={wallet}
              tag={wallet.notInstalled ? messages.connect.notInstalled : tags[wallet.group]}
              disabled={blocked}
              onSelect={() => push(connectingViewFor(wallet), { wallet })}
            />
          </li>
        ))}
        {showAllWallets ? (
          <li>
            <button type="button" className="oak-item" disabled={blocked} onClick={() => push('AllWallets')}>
              {gridTile}
              <span className="oak-item-name">{messages.connect.allWallets}</span>
              {directoryCount ? <span className="oak-tag">{directoryCount}</span> : null}
            </button>
          </li>
        ) : null}
      </ul>
      {blocked ? <p className="oak-muted">{messages.connect.legalRequired}</p> : null}
      {shown.length === 0 && !showAllWallets ? (
        <p className="oak-muted">{messages.connect.noWallets}</p>
      ) : null}
    </section>
  )
}
