/**
 * Sent as `apiVersion` on name lookups: version 2 answers `[]` for an unknown name or an address
 * without names, where version 1 answers 404 (an error the user would see for a plain "no name").
 */
export const nameApiVersion = '2'
