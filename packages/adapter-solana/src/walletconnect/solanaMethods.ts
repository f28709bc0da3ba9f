/** What the session may ask of a Solana wallet over WalletConnect (WalletConnect's Solana RPC). */
export const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
