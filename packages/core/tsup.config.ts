import { fileURLToPath } from 'node:url'
import { perModuleBuild } from '../../tsup.modules.ts'

// One file per source module (see tsup.modules.ts): the send flow, wallet list and activity code
// that only the modal's views call goes to the views' chunks, not every app's first chunk.
export default perModuleBuild(fileURLToPath(new URL('./src/', import.meta.url)))
