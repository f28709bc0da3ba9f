// The same resolution as the other e2e pages: our packages as sources, one React.
export { default } from '../switchesApp/vite.config'
