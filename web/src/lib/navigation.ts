/** A full page load of an address (the tests replace this to see where the app sends the browser). */
export function loadDocument(url: string): void {
  window.location.replace(url);
}
