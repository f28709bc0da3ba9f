// What an app reads in the page under test: browser-safe, imports nothing at run time.
export { readTestApp } from '../app/readTestApp.ts'
export { TEST_APP_GLOBAL, type TestApp } from '../app/testApp.ts'
