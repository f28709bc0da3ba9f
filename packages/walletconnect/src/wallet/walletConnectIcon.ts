/**
 * The WalletConnect connector's icon in every namespace: a QR glyph of our own on blue (not
 * WalletConnect's trademark logo), so lists show a picture rather than a letter placeholder.
 */
export const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b82f6"/><g fill="none" stroke="#fff" stroke-width="3"><rect x="9" y="9" width="8" height="8" rx="1.5"/><rect x="23" y="9" width="8" height="8" rx="1.5"/><rect x="9" y="23" width="8" height="8" rx="1.5"/></g><g fill="#fff"><rect x="23" y="23" width="3.5" height="3.5"/><rect x="27.5" y="27.5" width="3.5" height="3.5"/><rect x="23" y="28" width="3" height="3"/><rect x="28" y="23" width="3" height="3"/></g></svg>',
)}`

/** The connector id both adapters list WalletConnect under, so core sees one wallet on both namespaces. */
export const walletConnectConnectorId = 'walletConnect'
