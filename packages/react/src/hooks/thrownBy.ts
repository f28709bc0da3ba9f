/** What `validate` throws (a form's refusal, said before it submits); undefined when it passes. */
export function thrownBy<E = Error>(validate: () => void): E | undefined {
  try {
    validate()
    return undefined
  } catch (error) {
    return error as E
  }
}
