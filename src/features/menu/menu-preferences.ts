import { ALLERGENS, type Allergen } from '@/contract/menu/allergens';
import type { Course } from '@/contract/menu/meals';
import { MENU_PREFERENCES_KEY } from '@/lib/data/device-storage-keys';

/** The menu's own main-course types a student may keep to (HON-04). */
export const DIETS = ['vegetariano', 'peixe', 'carne'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_COURSE: Record<Diet, Course> = {
  vegetariano: 'Vegetariano',
  peixe: 'Prato de Peixe',
  carne: 'Prato',
};
/** The main courses: what a diet chooses between (the others are served to everyone). */
export const MAIN_COURSES: ReadonlySet<Course> = new Set(Object.values(DIET_COURSE));

/** What a student sets for the menu, kept on this device (localStorage) and applied offline too. */
export interface MenuPreferences {
  diet: Diet | null;
  /** `only`: the other main courses are hidden; `highlight`: they stay, the diet's is marked. */
  dietMode: 'only' | 'highlight';
  /** Allergens to flag, in words, on the dishes that contain them. */
  allergens: Allergen[];
  /** HH:mm (Madeira): from then on, "today" is over and the next meal shown is tomorrow's; null: after dinner. */
  cutoff: string | null;
}

export const NO_PREFERENCES: MenuPreferences = { diet: null, dietMode: 'only', allergens: [], cutoff: null };

/**
 * The saved preferences, each field checked on its own (a bad one falls back, the others are kept). Guards, not zod,
 * like the URL's search params (decision 006): the menu's first render reads them and carries no schema library.
 */
export function parsePreferences(raw: unknown): MenuPreferences {
  if (typeof raw !== 'object' || raw === null) return NO_PREFERENCES;
  const value = raw as Record<string, unknown>;
  const diet = DIETS.find((d) => d === value.diet) ?? null;
  const dietMode = value.dietMode === 'highlight' ? 'highlight' : 'only';
  const allergens = Array.isArray(value.allergens)
    ? ALLERGENS.filter((code) => (value.allergens as unknown[]).includes(code))
    : [];
  const cutoff =
    typeof value.cutoff === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value.cutoff) ? value.cutoff : null;
  return { diet, dietMode, allergens, cutoff };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: MenuPreferences } | undefined;

function readRaw(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(MENU_PREFERENCES_KEY);
  } catch {
    // Storage blocked (a private mode, a policy): no preferences.
    return null;
  }
}

/** The current preferences; the same object until they change (useSyncExternalStore compares snapshots). */
export function readPreferences(): MenuPreferences {
  const raw = readRaw();
  if (cached?.raw === raw) return cached.value;
  let value = NO_PREFERENCES;
  try {
    value = raw ? parsePreferences(JSON.parse(raw)) : NO_PREFERENCES;
  } catch {
    value = NO_PREFERENCES;
  }
  cached = { raw, value };
  return value;
}

export function savePreferences(preferences: MenuPreferences): void {
  try {
    localStorage.setItem(MENU_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Not saved (storage full or blocked): this session still applies them through the listeners below.
    cached = { raw: JSON.stringify(preferences), value: preferences };
  }
  for (const listener of listeners) listener();
}

/** Changes here and in the app's other tabs. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MENU_PREFERENCES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
