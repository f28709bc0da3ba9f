import { formatTokenAmount, safeImageUrl, shortenAddress } from '@openappkit/core/internal'
import { useRef } from 'react'
import { useAccount } from '../../hooks/useAccount.ts'
import { useAccountTab } from '../../hooks/useAccountTab.ts'
import { useAppKit } from '../../hooks/useAppKit.ts'
import { useAppKitOptions } from '../../hooks/useAppKitOptions.ts'
import { useBalance } from '../../hooks/useBalance.ts'
import { useDisconnect } from '../../hooks/useDisconnect.ts'
import { useIdentity } from '../../hooks/useIdentity.ts'
import { useName } from '../../hooks/useName.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useUpdateEmail } from '../../hooks/useUpdateEmail.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { AccountAvatar } from '../../shared/AccountAvatar.tsx'
import { AccountLink } from '../components/AccountLink.tsx'
import { AccountTypeSwitch } from '../components/AccountTypeSwitch.tsx'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { Icon } from '../components/Icon.tsx'
import { NamespaceSwitcher } from '../components/NamespaceSwitcher.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { WalletFeatures } from '../components/WalletFeatures.tsx'
import { useMessages } from '../messages/MessagesContext.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { useClipboard } from './useClipboard.ts'

/**
 * The connected account: avatar, name or short address, the balance, the wallet, copy and
 * disconnect at the top (in reach without scrolling on a phone), the network, the actions as one
 * set of tiles (Activity among them), then the tabs.
 */
export default function AccountView() {
  const messages = useMessages()
  const { address, status, namespace, embeddedWalletInfo } = useAccount()
  // Who is logged in to the embedded wallet: the email, else the username (Farcaster, a social login).
  const email = embeddedWalletInfo?.user?.email ?? embeddedWalletInfo?.user?.username
  const { features } = useAppKitOptions()
  const identity = useIdentity()
  const registeredName = useName()
  const balance = useBalance()
  const { caipNetwork } = useNetwork()
  const { walletInfo } = useWalletInfo()
  const { disconnectAsync, isPending } = useDisconnect()
  const { close } = useAppKit()
  const { push, reset } = useRouter()
  const clipboard = useClipboard()
  const emailUpdate = useUpdateEmail()
  const { tabs, setTab } = useAccountTab()
  const tabsRef = useRef<HTMLDivElement>(null)

  if (!address) {
    // Opened on Account with no wallet (an app may name any view): say so and offer Connect.
    if (status === 'connecting') return <Spinner />
    return (
      <div className="oak-center">
        <p className="oak-muted">{messages.account.notConnected}</p>
        <NamespaceSwitcher />
        <button type="button" className="oak-button" data-variant="accent" onClick={() => reset('Connect')}>
          {messages.account.connect}
        </button>
      </div>
    )
  }
  const name = identity.data?.name ?? undefined
  const avatar = safeImageUrl(identity.data?.avatar)
  const explorer = caipNetwork?.blockExplorers?.default?.url
  const copied = clipboard.state === 'copied'

  const disconnect = () => void disconnectAsync().then(() => close())
  // The Activity tile opens the Activity tab and moves the focus there (which scrolls it into view).
  const showActivity = () => {
    setTab('activity')
    requestAnimationFrame(() =>
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    )
  }

  return (
    <div className="oak-stack">
      <div className="oak-center oak-account-head">
        <AccountAvatar
          address={address}
          avatar={avatar}
          size={56}
          alt={avatar ? messages.account.avatar(name ?? shortenAddress(address)) : undefined}
        />
        <div>
          <p className="oak-address" data-testid="account-address" title={address}>
            {name ?? shortenAddress(address)}
          </p>
          {name ? <p className="oak-muted">{shortenAddress(address)}</p> : null}
          {email ? (
            <div className="oak-row" style={{ alignItems: 'baseline' }}>
              <span className="oak-muted" data-testid="account-email">
                {email}
              </span>
              {/* Only an email login's address can change: the embedded wallet's frame does it. */}
              {emailUpdate.available ? (
                <button
                  type="button"
                  className="oak-link"
                  aria-label={messages.emailUpdate.changeLabel(email)}
                  onClick={() => {
                    emailUpdate.reset()
                    push('UpdateEmail')
                  }}
                >
                  {messages.emailUpdate.change}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <p className="oak-balance" data-testid="account-balance" aria-live="polite">
          <span className="oak-sr-only">{messages.account.balance}: </span>
          {balance.data
            ? `${messages.formatAmount(formatTokenAmount(balance.data.formatted))} ${balance.data.symbol}`
            : balance.isError
              ? messages.account.balanceUnavailable
              : messages.loading}
        </p>
        {walletInfo ? <p className="oak-muted">{messages.account.connectedWith(walletInfo.name)}</p> : null}
        <div className="oak-row">
          <button type="button" className="oak-button" onClick={() => void clipboard.copy(address)}>
            <Icon name={copied ? 'check' : 'copy'} size={16} />
            {copied ? messages.account.addressCopied : messages.account.copyAddress}
          </button>
          <button type="button" className="oak-button" disabled={isPending} onClick={disconnect}>
            <Icon name="power" size={16} />
            {isPending ? messages.account.disconnecting : messages.account.disconnect}
          </button>
          <ExternalLink url={explorer && `${explorer.replace(/\/$/, '')}/address/${address}`}>
            {messages.account.explorer}
          </ExternalLink>
        </div>
      </div>
      <AccountLink
        label={caipNetwork?.name ?? ''}
        ariaLabel={messages.account.networkButton(caipNetwork?.name ?? '')}
        testId="account-network"
        icon="network"
        onClick={() => push('Networks')}
      />
      <NamespaceSwitcher />
      <AccountTypeSwitch />
      <WalletFeatures onActivity={tabs.includes('activity') ? showActivity : undefined} />
      {features.smartSessions && namespace === 'eip155' ? (
        <AccountLink
          label={messages.smartSessions.open}
          testId="account-smart-sessions"
          icon="key"
          onClick={() => push('SmartSessions')}
        />
      ) : null}
      {/* A name to choose: for an EVM account without one, once the data service answered. */}
      {namespace === 'eip155' && registeredName.isSuccess && !registeredName.data ? (
        <AccountLink
          label={messages.names.choose}
          testId="account-register-name"
          icon="tag"
          onClick={() => push('RegisterAccountName')}
        />
      ) : null}
      <div ref={tabsRef}>
        <AccountTabs />
      </div>
    </div>
  )
}
