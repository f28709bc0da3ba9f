/** What the frame page is told by its server (inlined as JSON in the page). */
export interface FramePageConfig {
  projectId: string
  /** The project's allowlist plus the default ancestors: who may embed and drive the frame. */
  allowedOrigins: string[]
  /** CAIP-2 id → RPC URL of each local chain. */
  chains: Record<string, string>
  /** CAIP-2 id → ERC-4337 bundler URL of each EVM chain with smart accounts (the project id is added). */
  bundlers: Record<string, string>
  /** The chain a new session starts on (CAIP-2). */
  defaultChain: string
}
