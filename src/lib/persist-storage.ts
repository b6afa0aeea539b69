/**
 * Asks the browser to keep this site's data under storage pressure (saved content, queued applications). Called
 * after install and after the first application; browsers that grant it silently (Chrome: installed or engaged
 * sites) or lack the API answer false, never throw.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await globalThis.navigator?.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
