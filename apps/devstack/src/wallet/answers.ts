/**
 * How the wallet's user (or a test standing in for them) answers one request:
 * - `approve`: the wallet does what was asked;
 * - `refuse`: an EIP-1193 error with `code` (4001, the user said no, unless given);
 * - `answer`: `value` as the result, whatever it is (a broken or hostile wallet's garbage);
 * - `throw`: `error` thrown as is (a wallet that throws something odd);
 * - `hang`: never answers.
 */
export type Answer =
  | { kind: 'approve' }
  | { kind: 'refuse'; code?: number; message?: string }
  | { kind: 'answer'; value: unknown }
  | { kind: 'throw'; error: unknown }
  | { kind: 'hang' }

/** One request as the wallet saw it. */
export type WalletRequest = { id: number; method: string; params: unknown }

/**
 * A request the user must decide on. The dev wallet shows it as a prompt; tests decide it in code.
 * Resolve with the user's answer.
 */
export type Approver = (request: WalletRequest) => Answer | Promise<Answer>

export type HeldAnswer = {
  /** Whether the held request has been made (the app waits on it from then on). */
  readonly reached: boolean
  /** The request that was held, once reached. */
  readonly request: WalletRequest | undefined
  /** The wallet answers now: as it would have (no argument), or with `answer`. */
  release(answer?: Answer): void
}

/** An EIP-1193 error as wallets throw it: an Error with a numeric code. */
// No parameter property: the benchmark scripts load this file with Node's type stripping.
export class ProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

type Hold = { reach(request: WalletRequest): void; wait: Promise<Answer | undefined> }

/**
 * The wallet's script of answers, shared by the EVM and the Solana wallet: what the next call
 * of a method gets, what every call gets, which calls wait for a release, and who decides the
 * requests that need the user's consent. Every request is recorded, in order.
 */
export class Answers {
  readonly requests: WalletRequest[] = []
  /** Decides requests that need consent when nothing is scripted; approves all when unset. */
  approver: Approver | undefined
  readonly #next = new Map<string, Answer[]>()
  readonly #always = new Map<string, Answer>()
  readonly #holds = new Map<string, Hold>()
  #ids = 0

  /** The next call of `method` gets `answer` (queued after any already scripted). */
  next(method: string, answer: Answer): void {
    const queue = this.#next.get(method) ?? []
    queue.push(answer)
    this.#next.set(method, queue)
  }

  /** Every call of `method` gets `answer` until `normally(method)`: a wallet broken for good. */
  always(method: string, answer: Answer): void {
    this.#always.set(method, answer)
  }

  normally(method: string): void {
    this.#always.delete(method)
  }

  /**
   * The next call of `method` waits until `release` is called: the user has not decided yet. A
   * new hold on a method replaces one not reached yet.
   */
  hold(method: string): HeldAnswer {
    let release: (answer: Answer | undefined) => void = () => {}
    let request: WalletRequest | undefined
    const wait = new Promise<Answer | undefined>((resolve) => {
      release = resolve
    })
    this.#holds.set(method, { wait, reach: (r) => (request = r) })
    return {
      get reached() {
        return request !== undefined
      },
      get request() {
        return request
      },
      release: (answer) => release(answer),
    }
  }

  /** Forgets every scripted answer and hold (between tests); the record of requests stays. */
  clear(): void {
    this.#next.clear()
    this.#always.clear()
    this.#holds.clear()
  }

  /** Records the request and finds its answer; `consent` says whether the user is asked. */
  async decide(method: string, params: unknown, consent: boolean): Promise<Answer> {
    const request = { id: ++this.#ids, method, params }
    this.requests.push(request)
    const held = this.#holds.get(method)
    if (held) {
      this.#holds.delete(method)
      held.reach(request)
      const answer = await held.wait
      if (answer) return answer
    }
    const always = this.#always.get(method)
    if (always) return always
    const next = this.#next.get(method)?.shift()
    if (next) return next
    if (consent && this.approver) return this.approver(request)
    return { kind: 'approve' }
  }
}

/**
 * Carries out a decided answer: `approve` runs `work`, the others answer, throw or hang as
 * scripted.
 */
export async function settle<T>(answer: Answer, work: () => Promise<T> | T): Promise<T | unknown> {
  switch (answer.kind) {
    case 'approve':
      return work()
    case 'refuse':
      throw new ProviderRpcError(answer.code ?? 4001, answer.message ?? 'User rejected the request.')
    case 'answer':
      return answer.value
    case 'throw':
      throw answer.error
    case 'hang':
      return new Promise<never>(() => {})
  }
}
