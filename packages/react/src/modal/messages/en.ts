// Every string the modal shows. A locale is one file of this shape: `Messages` makes the
// compiler list what a translation lacks. Functions take the values a sentence needs, so word
// order stays the translator's choice.
import { englishTransactionGroupTitleNames } from '../../exports/index'

export const en = {
  /** Intl's name of the language, for `toLocale…` calls of the views. */
  locale: 'en-US',
  /** A decimal amount the SDK cut to 3 decimals ("1234.5"), written as the language does. */
  formatAmount: (value: string) => value,
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  views: {
    Connect: 'Connect wallet',
    Account: 'Account',
    AllWallets: 'All wallets',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingExternal: 'Connecting',
    ConnectingWalletConnect: 'Connecting',
    ConnectingSiwe: 'Sign in',
    ConnectingFarcaster: 'Farcaster',
    UnsupportedChain: 'Switch network',
    SIWXSignMessage: 'Sign in',
    ApproveTransaction: 'Approve transaction',
    RegisterAccountName: 'Choose a name',
    RegisterAccountNameSuccess: 'Name registered',
    Swap: 'Swap',
    Networks: 'Choose network',
    WalletSend: 'Send',
    WalletReceive: 'Receive',
    SmartSessions: 'Smart sessions',
  },
  connect: {
    walletsHeading: 'Wallets',
    allWallets: 'All wallets',
    noWallets: 'No wallets found',
    installed: 'Installed',
    recent: 'Recent',
    /** A recent wallet whose extension is no longer on this browser. */
    notInstalled: 'Not installed',
    qrCode: 'QR code',
    /** `collapseWallets`: the one button that shows the wallet list. */
    continueWithWallet: 'Continue with a wallet',
    /** The legal line: `{terms}` and `{privacy}` are links; either may be absent. */
    legalAgree: 'I agree to the',
    legalConnect: 'By connecting your wallet, you agree to the',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    and: 'and',
    legalRequired: 'Tick the box above to choose a wallet',
  },
  allWallets: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallets',
    searching: 'Searching',
    noResults: (query: string) => `No wallet matches “${query}”`,
    loadMore: 'Load more wallets',
    /** For screen readers: the wallets shown, and how many the directory has when more load on scroll. */
    results: (shown: number, total?: number) =>
      total !== undefined && total > shown
        ? `${shown} of ${total} wallets shown`
        : shown === 1
          ? '1 wallet'
          : `${shown} wallets`,
    listLabel: 'Wallets',
  },
  connecting: {
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    acceptRequest: 'Accept the connection request in the wallet',
    rejected: 'Connection declined',
    rejectedDetail: 'The wallet declined the request. You can try again.',
    failed: 'Connection failed',
    retry: 'Try again',
    /** Shown once the wallet has not answered for a while (the view's slowWalletHintDelayMs). */
    slowHint: (wallet: string) => `No answer yet. Open ${wallet} and look for the request, or try again.`,
    /** The wallet answered -32002: it still shows an earlier request of this site. */
    alreadyPending: (wallet: string) =>
      `Open ${wallet}: a connection request is already waiting there. Approve it to continue.`,
    notInstalled: (wallet: string) => `${wallet} is not installed`,
    notInstalledDetail: (wallet: string) =>
      `Install or enable the ${wallet} extension and reload the page, or choose another wallet.`,
  },
  walletConnect: {
    scan: 'Scan this QR code with your phone',
    scanWith: (wallet: string) => `Scan with ${wallet}`,
    qrLabel: 'WalletConnect QR code',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link',
    openDesktop: (wallet: string) => `Open ${wallet} desktop app`,
    openMobile: (wallet: string) => `Open ${wallet}`,
    openWeb: (wallet: string) => `Open ${wallet} in the browser`,
    preparing: 'Preparing a connection link',
    expired: 'The connection link expired',
    declined: 'The wallet declined the connection',
    retry: 'New link',
    unavailable: 'WalletConnect is not configured for this app',
  },
  networks: {
    listLabel: 'Networks',
    active: 'Active',
    switching: (network: string) => `Switching to ${network}`,
    switchFailed: 'The wallet did not switch networks',
    testnet: 'Testnet',
  },
  unsupportedChain: {
    title: 'This app doesn’t support your current network',
    detail: 'Switch to one of the networks below to continue.',
    disconnect: 'Disconnect',
  },
  account: {
    notConnected: 'No wallet is connected',
    connect: 'Connect a wallet',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    avatar: (name: string) => `Avatar of ${name}`,
    balance: 'Balance',
    balanceUnavailable: 'Balance unavailable',
    /** The network row's name for screen readers: what it shows and what it does. */
    networkButton: (network: string) => `Network: ${network}. Switch network`,
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting',
    explorer: 'View on block explorer',
    connectedWith: (wallet: string) => `Connected with ${wallet}`,
    tabsLabel: 'Account details',
    tabs: { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' },
    noTokens: 'No tokens yet',
    tokensUnavailable: 'Tokens are unavailable right now',
    /** On a network that is not EVM (SPEC §9). */
    activityUnavailable: 'Activity is shown for EVM networks only',
    /** With the data service off. */
    activityOff: 'Activity is not available',
    activityFailed: 'Activity could not be loaded',
    moreActivityFailed: 'More activity could not be loaded',
    retryActivity: 'Try again',
    noActivity: 'No activity yet',
    loadMoreActivity: 'Load more activity',
    /** By the data service's operationType; anything else is `otherOperation`. */
    operations: {
      send: 'Sent',
      receive: 'Received',
      trade: 'Swapped',
      approve: 'Approved',
      mint: 'Minted',
      burn: 'Burned',
      deploy: 'Deployed',
      execute: 'Contract call',
    },
    otherOperation: 'Transaction',
    transactionStatus: { failed: 'Failed', pending: 'Pending' },
    transactionDate: (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
    /** One transfer of a transaction: `amount` is empty for a single NFT, `what` its name or the token's symbol. */
    transfer: (direction: 'in' | 'out' | 'self', amount: string, what: string) =>
      `${direction === 'in' ? '+' : direction === 'out' ? '−' : ''}${[amount, what].filter(Boolean).join(' ')}`,
    /** An amount above zero that rounds to 0.000. */
    amountBelowShown: '<0.001',
    moreTransfers: (count: number) => `and ${count} more`,
    /** Titles of the Activity tab's month groups (SPEC §2): core's English names. */
    months: englishTransactionGroupTitleNames.months,
    unknownDate: englishTransactionGroupTitleNames.unknownDate,
    tokenValue: (value: string) => `$${value}`,
  },
  approve: {
    title: 'Approve the request in your wallet',
    closeBlocked: 'Approve or reject the request before closing',
    signMessage: 'Sign this message',
    signTypedData: 'Sign this data',
    sendTransaction: 'Send a transaction',
    signTransaction: 'Sign a transaction',
    sendCalls: (count: number) => `Send ${count} calls`,
    other: (method: string) => `Allow ${method}`,
    to: 'To',
    value: 'Amount',
    data: 'Contract call',
    network: 'Network',
    feePayer: 'Fee payer',
    programs: 'Programs',
    unreadable: 'This transaction could not be read: approve it only if you trust this app',
    approve: 'Approve',
    reject: 'Reject',
    working: 'The wallet is working on it…',
  },
  placeholders: {
    view: 'This step is not available in this version of the modal',
    loadFailed: 'This step could not be loaded. Check the connection and try again.',
    retry: 'Try again',
  },
  toast: {
    dismiss: 'Dismiss notification',
  },
  walletFeatures: {
    label: 'Wallet actions',
    onramp: 'Buy',
    swaps: 'Swap',
    receive: 'Receive',
    send: 'Send',
  },
  send: {
    token: 'Token',
    chooseToken: 'Choose a token',
    tokenOption: (symbol: string, amount: string) => `${symbol} (${amount})`,
    amount: 'Amount',
    max: 'Max',
    maxLabel: 'Fill in the most you can send',
    amountValue: (value: string) => `≈ $${value}`,
    receiver: 'To',
    receiverPlaceholder: 'Address or name',
    resolving: 'Looking up the name',
    resolvedTo: (address: string) => `Resolves to ${address}`,
    receiverAvatar: (name: string) => `Avatar of ${name}`,
    review: 'Review',
    preview: 'Review the send',
    sendingAmount: 'Amount',
    sendingTo: 'To',
    network: 'Network',
    fee: 'Network fee',
    feeUnknown: 'Not available',
    estimating: 'Estimating',
    confirm: 'Send',
    edit: 'Edit',
    confirmInWallet: 'Confirm the transaction in your wallet',
    sent: 'Sent',
    sentDetail: (amount: string, symbol: string, to: string) => `${amount} ${symbol} sent to ${to}`,
    viewOnExplorer: 'View on block explorer',
    done: 'Done',
    declined: 'Declined in the wallet. Nothing was sent.',
    failed: 'The send failed',
    retry: 'Try again',
    noTokens: 'No tokens to send',
  },
  receive: {
    intro: (network: string) => `Send only assets on ${network} to this address`,
    qrLabel: (address: string) => `QR code of the address ${address}`,
    copy: 'Copy address',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
    networks: 'Networks that can receive it',
  },
  siwx: {
    heading: 'Sign in with your wallet',
    detail:
      'Sign a message with your wallet to prove this account is yours. It costs nothing and sends no transaction.',
    account: (address: string) => `Account ${address}`,
    checking: 'Looking for your session',
    sign: 'Sign',
    cancel: 'Cancel',
    /** Cancel when sign-in is required: it disconnects. */
    cancelRequired: 'Cancel and disconnect',
    declined: 'Signature declined',
    declinedDetail: 'The wallet declined to sign. You can try again.',
    failed: 'Sign-in failed',
    signInWallet: (wallet: string) => `Sign the message in ${wallet}`,
    signInYourWallet: 'Sign the message in your wallet',
    waiting: 'Waiting for the signature',
  },
  swap: {
    from: 'You pay',
    to: 'You receive',
    chooseToken: 'Choose a token',
    popular: 'Popular',
    allTokens: 'All tokens',
    balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
    amount: 'Amount',
    switchTokens: 'Switch tokens',
    quoting: 'Getting a quote…',
    noQuote: 'No quote for this swap',
    rate: (from: string, rate: string, to: string) => `1 ${from} = ${rate} ${to}`,
    minimumReceived: 'Minimum received',
    fee: 'Network fee',
    slippage: 'Slippage',
    slippageOption: (percent: string) => `${percent}%`,
    value: (usd: string) => `$${usd}`,
    swap: 'Swap',
    approveAndSwap: 'Approve and swap',
    approving: (symbol: string) => `Approve ${symbol} in your wallet`,
    swapping: 'Confirm the swap in your wallet',
    swapped: 'Swapped',
    swappedDetail: (from: string, to: string) => `${from} for ${to}`,
    viewOnExplorer: 'View on explorer',
    declined: 'The wallet declined. Nothing was swapped.',
    failed: 'The swap failed',
    retry: 'Try again',
    done: 'Done',
    unknownTokens: (symbols: string) => `Not on this network: ${symbols}`,
  },
  namespaces: {
    /** A namespace as users know it (CAIP-2 names are for machines). */
    name: (namespace: string) =>
      ({ eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' })[
        namespace
      ] ?? namespace,
    /** Account: the group of connected namespaces to move between. */
    switcherLabel: 'Connected chains',
    moveTo: (namespace: string, network: string) => `Use ${namespace} (${network})`,
    moveFailed: 'The wallet did not switch networks',
  },
  nfts: {
    listLabel: 'NFTs',
    none: 'No NFTs yet',
    /** On a network that is not EVM (SPEC §9): NFTs come from the history, which is EVM only. */
    unavailable: 'NFTs are shown for EVM networks only',
    /** With the history feature or the data service off. */
    off: 'NFTs are not available',
    failed: 'NFTs could not be loaded',
    retry: 'Try again',
    unnamed: 'Unnamed NFT',
    image: (name: string) => `Image of ${name}`,
    quantity: (count: number) => `${count} held`,
  },
  smartSessions: {
    /** The Account view's button to the list. */
    open: 'Smart sessions',
    listLabel: 'Smart sessions',
    none: 'No smart sessions',
    unavailable: 'Smart sessions could not be loaded',
    retry: 'Try again',
    status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    expires: (date: Date) => `Until ${date.toLocaleDateString('en-US', { dateStyle: 'medium' })}`,
    permissions: (count: number) => (count === 1 ? '1 permission' : `${count} permissions`),
    revoke: 'Revoke',
    revokeLabel: (app: string) => `Revoke the session of ${app}`,
    revoking: 'Sign in your wallet to revoke',
    declined: 'Declined in the wallet. The session stays active.',
    failed: 'The session could not be revoked',
  },
  names: {
    choose: 'Choose a name',
    label: 'Name',
    rule: 'Letters, digits and hyphens only, at least 4 characters',
    suggestions: 'Suggestions',
    suggestionsFailed: 'Suggestions could not be loaded',
    taken: 'Taken',
    available: 'Available',
    register: 'Register',
    signing: 'Sign the message in your wallet to register the name',
    registered: 'This is now your account’s name',
    backToAccount: 'Back to account',
  },
} as const

type Widen<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => Widen<R>
  : T extends string
    ? string
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T

export type Messages = Widen<typeof en>
