import { describe, expect, test, vi } from 'vitest';
import { alertOf, alertTarget, openAlert } from './alert-notification';

const windowClient = (url: string) => {
  const client = {
    url,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
  };
  return client;
};

describe('alerts in the service worker', () => {
  test('[PUSH-06] a tap opens the day and meal of the alert in the open app window, else in a new one', async () => {
    const target = alertTarget(
      { url: '/en/alimentacao?dia=2026-12-02&refeicao=jantar' },
      'https://sas.uma.pt',
    );
    expect(target).toBe('https://sas.uma.pt/en/alimentacao?dia=2026-12-02&refeicao=jantar');

    const open = windowClient('https://sas.uma.pt/avisosecomunicados');
    const clients = { matchAll: vi.fn(async () => [open]), openWindow: vi.fn(async () => null) };
    await openAlert(target, clients as never);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(target);
    expect(clients.openWindow).not.toHaveBeenCalled();

    const none = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) };
    await openAlert(target, none as never);
    expect(none.openWindow).toHaveBeenCalledWith(target);
  });

  test('[PUSH-06] only a path of the app is opened; a payload that is not ours shows nothing', () => {
    expect(alertTarget({ url: 'https://evil.example/' }, 'https://sas.uma.pt')).toBe('https://sas.uma.pt/');
    expect(alertTarget({ url: '//evil.example/x' }, 'https://sas.uma.pt')).toBe('https://sas.uma.pt/');
    expect(alertTarget(undefined, 'https://sas.uma.pt')).toBe('https://sas.uma.pt/');
    const data = (value: unknown) => ({ json: () => value });
    expect(alertOf(data({ title: 'x' }))).toBeUndefined();
    expect(alertOf(null)).toBeUndefined();
    expect(
      alertOf(data({ kind: 'digest', title: 'Almoço', body: 'Sopa', tag: 't', url: '/alimentacao' }))?.title,
    ).toBe('Almoço');
  });
});
