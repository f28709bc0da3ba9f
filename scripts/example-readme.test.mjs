// The testing kit's README opens with the example app's first test, word for word, so the
// README's promise is what the example app's test (example-app.test.mjs) runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { root } from './packedApps.mjs'

const example = join(root, 'examples', 'testing-app')

test('the testing kit README’s first example is the example app’s first test, word for word', () => {
  const readme = readFileSync(join(root, 'packages', 'testing', 'README.md'), 'utf8')
  const first = readme.match(/```ts\n([\s\S]*?)```/)?.[1]
  expect(first).toBe(readFileSync(join(example, 'tests', 'readme.spec.ts'), 'utf8'))
})
