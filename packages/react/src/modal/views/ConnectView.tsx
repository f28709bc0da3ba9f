import type { ConnectMethod, WalletItem } from '@openappkit/core'
import { getConnectMethodsOrder } from '@openappkit/core/internal'
import { type ReactNode, useId, useState } from 'react'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useEmailLogin } from '../../hooks/useEmailLogin.ts'
import { useLegalConsent } from '../../hooks/useLegalConsent.ts'
import { useModalState } from '../../hooks/useModalState.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useWallets } from '../../hooks/useWallets.ts'
import { Icon } from '../components/Icon.tsx'
import { LegalCheckbox } from '../components/LegalCheckbox.tsx'
import { SearchField } from '../components/SearchField.tsx'
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

type SectionKey = 'recent' | 'installed' | 'popular' | 'qr'

/** Which heading a wallet sits under; WalletConnect's QR row has none (it leads the list). */
function sectionOf(wallet: WalletItem): SectionKey {
  if (wallet.group === 'recent') return 'recent'
  if (wallet.group === 'injected') return 'installed'
  return wallet.group === 'walletConnect' ? 'qr' : 'popular'
}

/**
 * Core's connector order cut into headed runs (Recent, Installed, Popular): headings label the
 * order, they never change it. A wallet that appears under another group in a custom order starts
 * a new run.
 */
function sections(wallets: readonly WalletItem[]): { key: SectionKey; wallets: WalletItem[] }[] {
  const runs: { key: SectionKey; wallets: WalletItem[] }[] = []
  for (const wallet of wallets) {
    const key = sectionOf(wallet)
    const last = runs.at(-1)
    if (last?.key === key) last.wallets.push(wallet)
    else runs.push({ key, wallets: [wallet] })
  }
  return runs
}

/** Collapsed: one "Continue with a wallet" button stands for the list until pressed. */
function WalletSection(props: { list: ReturnType<typeof useWallets>; blocked: boolean }) {
  const messages = useMessages()
  const { push } = useRouter()
  const [expanded, setExpanded] = useState(false)
  const [search, setSearch] = useState('')
  const headingId = useId()
  const { connectWallets, directoryCount, showAllWallets, collapseWallets } = props.list
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
  // Typing narrows the rows in place; the directory's search is one press away.
  const query = search.trim()
  const shown = query
    ? connectWallets.filter((w) => w.name.toLowerCase().includes(query.toLowerCase()))
    : connectWallets
  const headings: Record<SectionKey, string | undefined> = {
    recent: messages.connect.recent,
    installed: messages.connect.installed,
    popular: messages.connect.popular,
    qr: undefined,
  }
  const row = (wallet: WalletItem) => (
    <li key={`${wallet.group}:${wallet.id}`}>
      <WalletButton
        wallet={wallet}
        tag={
          wallet.notInstalled
            ? messages.connect.notInstalled
            : sectionOf(wallet) === 'qr'
              ? messages.connect.qrCode
              : undefined
        }
        disabled={blocked}
        onSelect={() => push(connectingViewFor(wallet), { wallet })}
      />
    </li>
  )
  return (
    <section aria-label={messages.connect.walletsHeading} className="oak-stack oak-wallets">
      {showAllWallets ? <SearchField value={search} disabled={blocked} onChange={setSearch} /> : null}
      {sections(shown).map(({ key, wallets }) => {
        const heading = headings[key]
        const list = <ul className="oak-list">{wallets.map(row)}</ul>
        const runKey = `${key}:${wallets[0]?.group}:${wallets[0]?.id}`
        if (!heading) return <div key={runKey}>{list}</div>
        return (
          <section key={runKey} aria-labelledby={`${headingId}-${runKey}`}>
            <h3 id={`${headingId}-${runKey}`} className="oak-section-title">
              {heading}
            </h3>
            {list}
          </section>
        )
      })}
      {showAllWallets ? (
        <ul className="oak-list">
          <li>
            <button
              type="button"
              className="oak-item"
              disabled={blocked}
              onClick={() => push('AllWallets', query ? { search: query } : undefined)}
            >
              {gridTile}
              <span className="oak-item-name">
                {query ? messages.connect.searchAll(query) : messages.connect.allWallets}
              </span>
              {directoryCount && !query ? <span className="oak-tag">{directoryCount}</span> : null}
            </button>
          </li>
        </ul>
      ) : null}
      {blocked ? <p className="oak-muted">{messages.connect.legalRequired}</p> : null}
      {shown.length === 0 && !showAllWallets ? (
        <p className="oak-muted">{messages.connect.noWallets}</p>
      ) : null}
      <details className="oak-help">
        <summary>{messages.connect.helpSummary}</summary>
        <p className="oak-muted">{messages.connect.helpBody}</p>
      </details>
    </section>
  )
}
