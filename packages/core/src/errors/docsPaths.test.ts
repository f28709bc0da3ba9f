import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { BaseError } from './base.ts'
import { InvalidOptionsError } from './config.ts'
import { SendError } from './domain.ts'

// Every error's message ends with "Docs: /errors#<anchor>": the guide's errors page must have
// that heading, and every error class of every package must name one, so no message points
// nowhere and no new error goes undocumented.
const root = join(import.meta.dirname, '../../../..')
const packages = ['core', 'react', 'adapter-wagmi', 'adapter-solana', 'walletconnect', 'auth-frame-client']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes.
const anchors = new Set(
  [...readFileSync(join(root, 'docs/errors.md'), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) =>
    String(heading)
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-'),
  ),
)
const files = packages.flatMap((name) => sources(join(root, 'packages', name, 'src')))
const text = files.map((file) => readFileSync(file, 'utf8')).join('\n')

test('every error class names its own heading of the errors page', () => {
  const classes = [...text.matchAll(/class (\w+) extends BaseError \{\n(?:.*\n){0,2}/g)]
  expect(classes.length).toBeGreaterThan(40)
  for (const [body, name] of classes) {
    const anchor = String(name).toLowerCase()
    expect(body, name).toContain(`static override readonly docsPath = '/errors#${anchor}'`)
    expect(anchors, name).toContain(anchor)
  }
  const messageErrors = [...text.matchAll(/defineMessageError\('(\w+)'/g)].map(([, name]) =>
    String(name).toLowerCase(),
  )
  expect(messageErrors.length).toBeGreaterThan(8)
  for (const name of messageErrors) expect(anchors, name).toContain(name)
})

test('every docs path in the sources is a heading of the errors page', () => {
  const paths = [...text.matchAll(/docsPath = '\/errors#([\w-]+)'/g)].map(([, anchor]) => String(anchor))
  for (const anchor of paths) expect(anchors, anchor).toContain(anchor)
  expect(text).not.toMatch(/docsPath: '/)
})

test("an error's message ends with its docs line", () => {
  expect(new InvalidOptionsError({ details: 'projectId: expected string' }).message).toBe(
    'Invalid createAppKit options\n\nDetails: projectId: expected string\nDocs: /errors#invalidoptionserror',
  )
  expect(new SendError('Unsupported chain').message).toBe('Unsupported chain\nDocs: /errors#senderror')
  expect(new BaseError('Invalid email address').message).toBe(
    'Invalid email address\nDocs: /errors#openappkiterror',
  )
  expect(anchors).toContain('openappkiterror')
})
