/* global window, document */
// Applies the stored colour scheme (app/providers.tsx, key kiosk.colorScheme) before the console's first
// paint, so a dark-mode user never sees a white flash. An external file: the CSP allows no inline script.
try {
  var stored = window.localStorage.getItem('kiosk.colorScheme');
  var scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // Storage disabled: Mantine applies the system's scheme once it starts.
}
