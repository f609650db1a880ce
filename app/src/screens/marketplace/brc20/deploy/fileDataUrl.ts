/**
 * A picked file as a data: URL: the icon upload takes it as is, and the token preview shows it. (The kit reads
 * the file the same way for its own preview, but keeps that reader to itself.)
 */
export function fileDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(typeof reader.result === 'string' ? reader.result : ''));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read')));
    reader.readAsDataURL(file);
  });
}
