// The devstack is built in its own issue; this shell only reserves the package.
export {}
