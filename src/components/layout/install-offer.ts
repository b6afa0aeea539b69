// The install button and the iOS hint share one lazy chunk (and one stylesheet): every page needs both decided,
// and each extra chunk name costs the entry chunk's preload map a few bytes.
export { InstallButton } from './install-button';
export { IosInstallHint } from './ios-install-hint';
