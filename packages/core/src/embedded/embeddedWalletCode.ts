// What the embedded wallet's seam (embeddedWallet.ts) fetches on first use: client and approval.
export { FrameClient } from '@openappkit/auth-frame-client'
export { createEmbeddedApproval } from './embeddedApproval.ts'
export { showFrameTimeoutAlert } from './frameTimeoutAlert.ts'
