import type { ReactNode } from 'react'

/** One capability's page: its title, what it shows, then its cards. */
export function Page(props: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <article className="page" aria-labelledby="page-title">
      <h2 id="page-title">{props.title}</h2>
      <p className="page__intro">{props.intro}</p>
      {props.children}
    </article>
  )
}

/** What is not there yet, said plainly, with what exists today. */
export function NotYet(props: { children: ReactNode }) {
  return (
    <div className="card card--notice" role="note">
      <h3>Not in the SDK yet</h3>
      {props.children}
    </div>
  )
}
