/**
 * Asks the browser to keep this site's data under storage pressure (saved content, queued applications). Called
 * when the app is installed, a PDF is saved for offline reading and an application is submitted (OFF-18); browsers
 * that grant it silently (Chrome: installed or engaged sites) or lack the API answer false, never throw.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await globalThis.navigator?.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
