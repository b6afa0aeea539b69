/**
 * A fingerprint of an application's answers (SHA-256, hex). Once the server has stored an application the device
 * keeps no answers (decision 029), yet a second submit of the same answers under the same draft (the worker sent it
 * while the app was closed, and the form still shows the draft) must be recognised as the application already sent,
 * not stored twice. The fingerprint tells "the same answers" apart without being them. Fields count in name order;
 * the contest by its value, not its label, which follows the page's language.
 */
export async function answersDigest(answers: Readonly<Record<string, unknown>>): Promise<string> {
  const canonical = Object.keys(answers)
    .sort()
    .map((field) => {
      const value = answers[field];
      const contest = field === 'concurso' && typeof value === 'object' && value !== null && 'value' in value;
      return [field, contest ? value.value : (value ?? null)];
    });
  const bytes = new TextEncoder().encode(JSON.stringify(canonical));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
