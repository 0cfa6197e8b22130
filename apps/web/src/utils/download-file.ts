/** Starts the browser's download of `href` under `filename` (the session cookie goes with it). */
export function downloadHref(href: string, filename: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves base64-encoded bytes as a file. */
export function downloadBase64(base64: string, filename: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  downloadHref(url, filename);
  // The click hands the URL to the download before this runs; freeing it later keeps memory low.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
