// Sent as `sv` / `sdkVersion` to the hosted services; kept in step with package.json by a test.
export const version = '0.0.0'
/** Sent as `st` / `sdkType`. */
export const sdkType = 'openappkit'
