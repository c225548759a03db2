/** Reads a chosen file as a data URL (what the API's FileBytes carries); null when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export const FILE_UNREADABLE_MESSAGE =
  "Your resume file could not be read. Please choose it again and retry — what you typed is still here.";
