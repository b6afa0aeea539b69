import { useSyncExternalStore } from 'react';
import {
  NO_PREFERENCES,
  readPreferences,
  savePreferences,
  subscribePreferences,
  type MenuPreferences,
} from './menu-preferences';

/** The student's menu preferences (diet, allergens, cut-off), saved on this device; none while prerendering. */
export function useMenuPreferences(): [MenuPreferences, (change: Partial<MenuPreferences>) => void] {
  const preferences = useSyncExternalStore(subscribePreferences, readPreferences, () => NO_PREFERENCES);
  return [preferences, (change) => savePreferences({ ...readPreferences(), ...change })];
}
