// REST wire shapes (zod schemas and their types) of the hosted services, shared by the SDK's
// clients and the devstack that stands in for the services.
export * from '../api/analytics.ts'
export * from '../api/balance.ts'
export * from '../api/common.ts'
export * from '../api/convert.ts'
export * from '../api/fungible.ts'
export * from '../api/history.ts'
export * from '../api/identity.ts'
export * from '../api/onramp.ts'
export * from '../api/profile.ts'
export * from '../api/sessions.ts'
export * from '../api/supportedChains.ts'
export * from '../api/walletDirectory.ts'
