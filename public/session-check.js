// 'Verificando usuário' over a prerendered page while a stored session is checked (product-rules §2);
// src/main.tsx removes the attribute. A file because the CSP allows no inline script.
try {
  if (localStorage.getItem('token_jwt')) {
    document.documentElement.setAttribute('data-verifying-user', '');
  }
} catch {
  // No storage (private mode): no session to check.
}
