import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { createAppKit, solana } from '@openappkit/core'
const appKit = createAppKit({ projectId: 'bench', networks: [solana], features: { email: false, socials: false }, adapters: [createSolanaAdapter({ networks: [solana] })] })
console.log(appKit)
