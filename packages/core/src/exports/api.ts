// REST wire shapes (zod) shared by the SDK clients and the devstack. Filled by the devstack work.
export {}
