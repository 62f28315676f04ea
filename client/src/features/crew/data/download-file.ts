/** Saves text as a file through a temporary object URL (the export is built on the device, so it works offline). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
