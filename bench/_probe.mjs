import { build } from 'esbuild'
const entry = process.argv[2]
const r = await build({ entryPoints: [entry], bundle: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022', outdir: '/tmp/h/out', write: false, metafile: true, conditions: ['source'], jsx: 'automatic', define: {'process.env.NODE_ENV': '"production"'}, logLevel: 'error', absWorkingDir: process.cwd() })
const outs = r.metafile.outputs
const e = Object.keys(outs).find(f => outs[f].entryPoint === entry)
const first = new Set(); const visit = f => { if (first.has(f)) return; first.add(f); for (const i of outs[f].imports) if (i.kind === 'import-statement') visit(i.path) }
visit(e)
const inputs = [...first].flatMap(f => Object.entries(outs[f].inputs).map(([k, v]) => [k, v.bytesInOutput]))
const pick = inputs.filter(([k]) => /zod|auth-frame|embedded|frame/i.test(k))
for (const [k, b] of pick) console.log(b, k)
console.log('first total', inputs.reduce((a, [, b]) => a + b, 0), 'files', inputs.length)
const byPkg = {}
for (const [k, b] of inputs) { const m = k.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/) || k.match(/packages\/([^/]+)\/src\/([^/]+)/); const key = m ? m.slice(1).join('/') : k; byPkg[key] = (byPkg[key] ?? 0) + b }
console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v}\t${k}`).join('\n'))
for (const f of Object.keys(outs)) console.log(first.has(f) ? 'FIRST' : '     ', outs[f].bytes, f, outs[f].entryPoint ?? '', Object.keys(outs[f].inputs).filter(k=>/adapter-solana|zod/.test(k)).length)
