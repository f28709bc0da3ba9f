// Nothing is public yet: see the README for what is planned.
export {}
