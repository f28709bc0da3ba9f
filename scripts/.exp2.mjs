import { build } from 'esbuild'
const benchDir = process.cwd() + '/bench'
const res = {}
for (const app of ['ours-app','modal-app']) {
  const r = await build({ entryPoints:[`${benchDir}/size/${app}.tsx`], absWorkingDir: benchDir, bundle:true, splitting:true, format:'esm', platform:'browser', target:'es2022', minify:true, jsx:'automatic', define:{'process.env.NODE_ENV':'"production"'}, outdir:'/tmp/exp2/'+app, metafile:true, write:false, logLevel:'error' })
  const { outputs } = r.metafile
  const entryOut = Object.keys(outputs).find(o=>outputs[o].entryPoint===`size/${app}.tsx`)
  const first=new Set(); const v=(o)=>{ if(first.has(o))return; first.add(o); for(const i of outputs[o].imports) if(i.kind==='import-statement') v(i.path)}; v(entryOut)
  const m = new Map()
  for (const o of first) for (const [k,x] of Object.entries(outputs[o].inputs)) { const kk = k.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//,'nm:').replace(/^\.\.\/packages\//,''); m.set(kk,(m.get(kk)??0)+x.bytesInOutput) }
  res[app]=m
}
const mode = process.argv[2] ?? 'diff'
if (mode === 'diff') {
const keys = new Set([...res['ours-app'].keys(), ...res['modal-app'].keys()])
const rows=[...keys].map(k=>[k,(res['modal-app'].get(k)??0)-(res['ours-app'].get(k)??0)]).filter(r=>r[1]!==0).sort((a,b)=>b[1]-a[1])
let t=0; for (const [k,d] of rows) { t+=d; console.log((d/1024).toFixed(2).padStart(6), k) }
console.log('total KB min', (t/1024).toFixed(1))
} else { const rows=[...res['modal-app']].filter(([k])=>k.includes(mode)).sort((a,b)=>b[1]-a[1]); let t=0; for (const [k,d] of rows) { t+=d; console.log((d/1024).toFixed(2).padStart(6), k) } console.log('total', (t/1024).toFixed(1)) }
