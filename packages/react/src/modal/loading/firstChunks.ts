// Imported, for this alone, by every module the modal loads with import() (ModalRoot, ToastHost,
// each view and panel, the strings of each locale: modalChunks.ts). Each of those is an entry to
// an app's bundler, and esbuild groups the files of the app's first chunks by the set of entries
// that reach them: a view that reaches part of what the page loaded first (react-dom's portal,
// the modal's chunk table, a core entry) cuts the first chunks into more files. Reaching all of
// it from every one of them, they split nothing (13 first chunks became 8 for an app with
// <AppKitModal>; under Chromium's network throttling each extra file cost as much as kilobytes:
// see the modal README, "Size"). The package's build adds its modal entry, `./modal.js`
// (tsup.config.ts). The views fetch nothing more by it: all of it is already on the page.
import '@openappkit/core'
import '@openappkit/core/internal'
import '@openappkit/core/query'
import '@openappkit/core/internal'
import 'react-dom'
