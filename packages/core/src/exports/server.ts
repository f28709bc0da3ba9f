// @openappkit/core/server: what a server uses, loadable by Node without a bundler (every import
// below and inside is fully specified). How an app's sign-in backend verifies a sign-in (the
// devstack's app-backend stand-in is one), and the rule the origins allowlist
// (GET /projects/v1/origins) is enforced by, on both sides.
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.ts'
export type { SiwxMessageData, SiwxSession } from '../siwx/types.ts'
export {
  type SiwxRefusal,
  SiwxVerificationError,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.ts'
export type { EvmSignatureVerifier } from '../siwx/verifySiwxSignature.ts'
export {
  defaultAllowedAncestors,
  isOriginAllowed,
  isOriginPattern,
  matchesOriginPattern,
} from '../validators/isOriginAllowed.ts'
