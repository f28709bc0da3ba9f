export { version } from '../version'
