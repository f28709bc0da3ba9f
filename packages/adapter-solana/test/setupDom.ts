import { installDom } from '@openappkit/testing/dom'

// Every test file discovers Wallet Standard wallets in a jsdom page; Node's own globals stay, so
// web3.js and @noble accept the keys Node's crypto makes.
installDom()
