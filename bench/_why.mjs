import { build } from 'esbuild'
const [entry, ...targets] = process.argv.slice(2)
const r = await build({ entryPoints: [entry], bundle: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022', outdir: '/tmp/h/out', write: false, metafile: true, conditions: ['source'], jsx: 'automatic', logLevel: 'error' })
const ins = r.metafile.inputs
const rev = {}
for (const [k, v] of Object.entries(ins)) for (const i of v.imports) if (i.kind !== 'dynamic-import') (rev[i.path] ??= []).push(k)
for (const t of targets) { const key = Object.keys(ins).find(k => k.includes(t)); let cur = key; const chain = [cur]; const seen = new Set([cur]); while (rev[cur]?.length) { const nxt = rev[cur].find(x => !seen.has(x)); if (!nxt) break; seen.add(nxt); chain.push(nxt); cur = nxt } console.log(t, '<-', chain.join('\n   <- '), '\n importers:', rev[key]) }
