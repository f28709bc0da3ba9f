import { version } from '../version.ts'

/** Sent as `st` with every call, so the services can tell this SDK's traffic apart. */
export const sdkType = 'openappkit'
/** Sent as `sv`. */
export const sdkVersion = version
