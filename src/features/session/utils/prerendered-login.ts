/**
 * The login dialog a prerendered page carries for before the app (issue 27): the server writes
 * it hidden beside the page (src/app/login-before-app.tsx), public/before-app.js opens it on a
 * LOGIN tap, and the visitor types into it while the app arrives. The app's own dialog takes
 * it over when it opens (login-form.tsx): what was typed, the field in use, and what was tapped
 * meanwhile ('Entrar', 'Esqueceu sua senha'), which the script held.
 */
export const LOGIN_BEFORE_APP_ID = 'login-before-app';

/** Set by public/before-app.js on the dialog when its 'Entrar' or recovery tap is held. */
const HELD_ACTION = 'data-then';
/** Set by public/before-app.js on the LOGIN or ENTRAR that opened the dialog. */
const OPENER = 'data-login-opener';

export interface PrerenderedLogin {
  cpf: string;
  password: string;
  /** The field that had the focus, which keeps it. */
  focused: 'cpf' | 'password' | null;
  /** A tap held in it, which the app's dialog carries out. */
  then: 'submit' | 'forgot-password' | null;
}

/**
 * Removes the dialog the page carried, when it is open, and gives what it held: no password is
 * left in the page, the page behind is live again and the focus is on the opener. Null when it
 * was not open: the app's dialog starts empty.
 */
export function takePrerenderedLogin(): PrerenderedLogin | null {
  const dialog = document.getElementById(LOGIN_BEFORE_APP_ID);
  if (!dialog || dialog.hidden) return null;
  const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const cpf = field('cpf');
  const password = field('senha');
  const active = document.activeElement;
  const held = dialog.getAttribute(HELD_ACTION);
  const taken: PrerenderedLogin = {
    cpf: cpf?.value ?? '',
    password: password?.value ?? '',
    focused: active && active === password ? 'password' : active && active === cpf ? 'cpf' : null,
    then: held === 'submit' || held === 'forgot-password' ? held : null,
  };
  // Gone from the page, and what was typed in it with it: the app's dialog is the one from now on.
  dialog.remove();
  const root = document.getElementById('root');
  if (root) root.inert = false;
  // The focus goes back to the opener, as on leaving any dialog, and from there the app's
  // dialog notes it to give it back to when it closes (components/ui/use-focus-trap.ts).
  const opener = document.querySelector<HTMLElement>(`[${OPENER}]`);
  opener?.removeAttribute(OPENER);
  opener?.focus();
  return taken;
}
