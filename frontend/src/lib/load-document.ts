/** Loads `href` as a document of its own, in a new history entry or in place of this one. */
export function loadDocument(href: string, replace: boolean) {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
