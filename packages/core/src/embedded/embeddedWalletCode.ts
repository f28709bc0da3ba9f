// What the embedded wallet's seam (embeddedWallet.ts) fetches on first use: the frame client, and
// the approval of what the user must approve (which reads each request for ApproveTransaction).
export { FrameClient } from '@openappkit/auth-frame-client'
export { createEmbeddedApproval } from './embeddedApproval.ts'
export { showFrameTimeoutAlert } from './frameTimeoutAlert.ts'
