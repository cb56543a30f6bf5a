// Runs before the first paint (a classic script in <head>). A visitor with a stored session sees
// 'Verificando usuário' over a prerendered page while the site checks that session (SPEC §2,
// NOTES.md "Start-up screens"), instead of the anonymous page flashing first; src/main.tsx
// removes the attribute once the check is done. A separate file: the CSP allows no inline script.
try {
  if (localStorage.getItem('token_jwt')) {
    document.documentElement.setAttribute('data-verifying-user', '');
  }
} catch {
  // Storage may be unavailable (private mode): then there is no session to check.
}
