// What an app reads in the page under test: browser-safe, imports nothing at run time.
export { readTestApp } from '../app/readTestApp.ts'
export type { TestApp } from '../app/testApp.ts'
