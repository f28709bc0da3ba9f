import { build } from 'vite'
import { join } from 'node:path'
const page = process.argv[2]
const result = await build({ root: process.cwd(), configFile: false, logLevel: 'silent', mode: 'production', resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] }, define: { 'process.env.NODE_ENV': '"production"' }, build: { write: false, minify: false, modulePreload: false, target: 'es2022', rollupOptions: { input: join(process.cwd(), page) } } })
const out = (Array.isArray(result) ? result[0] : result).output.filter(f => f.type === 'chunk')
const byName = new Map(out.map(c => [c.fileName, c]))
const entry = out.find(c => c.isEntry)
const first = new Set(); const visit = n => { if (first.has(n)) return; first.add(n); for (const i of byName.get(n).imports) visit(i) }; visit(entry.fileName)
for (const n of first) { const c = byName.get(n); const mods = Object.keys(c.modules).filter(m => /zod|auth-frame|embedded|auth\//.test(m)); if (mods.length) console.log(n, mods.map(m => m.replace(/.*packages\//, '').replace(/.*node_modules\//, 'nm:') + ' ' + c.modules[m].renderedLength)) }
