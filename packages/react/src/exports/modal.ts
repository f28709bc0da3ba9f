// Nothing is public yet: the modal comes with the modal issue.
export {}
