export { default } from '../../tsup.shared.ts'
