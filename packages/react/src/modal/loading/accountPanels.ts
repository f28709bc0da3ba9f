import { lazyModule } from '@openappkit/core/internal'

// The Account view's tabs beyond the tokens, each a chunk of its own: the `history` feature's
// Activity, and the NFTs derived from the history.
export const activityPanel = lazyModule('the Activity tab', () => import('../views/ActivityPanel.tsx'))
export const nftsPanel = lazyModule('the NFTs tab', () => import('../views/NftsPanel.tsx'))
