export { type InstallDomParameters, installDom } from '../vitest/installDom.ts'
