import { create } from 'zustand';
import { noPermissions, USER_TYPE_GENERIC, type Usuario } from '@/api/contract/user';

/**
 * The session: who is using the site. It starts as the generic user (type 6, not logged in).
 * The token itself lives in localStorage (lib/http/token-storage), not here.
 */
export type SessionStatus = 'anonymous' | 'authenticated';
export type LoginDialogMode = 'closed' | 'login' | 'forgot-password';

/** The generic anonymous user of product-rules §4: type 6, no identity. */
export const GENERIC_USER: Usuario = {
  id: 0,
  nome: '',
  cpf: '',
  email: '',
  telefone: [],
  datanasc: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cep: '',
  idestado: null,
  ufestado: '',
  idcidade: null,
  nomecidade: '',
  usuario: '',
  usuario_tipo_id: USER_TYPE_GENERIC,
  usuario_tipo_categoria_id: 0,
  contratos: [],
  forma_pagamento: [],
  perc_comissao: 0,
  perc_max_desc: 0,
  perc_min_pag: 0,
  qtd_dia_chegada: 0,
  ...noPermissions(),
};

interface SessionState {
  status: SessionStatus;
  /**
   * False until start-up has checked the stored session (or found none): on the server, and in
   * a prerendered page until its check is read, 'anonymous' says nothing yet.
   */
  checked: boolean;
  /** GENERIC_USER while anonymous. */
  user: Usuario;
  loginDialog: LoginDialogMode;
  /**
   * Where a login from the open dialog goes back to: a logged-in-only page the visitor tried to
   * open (the guard sent them to / with the dialog). Null: the usual place (product-rules §2: /).
   */
  loginReturnTo: string | null;
  /**
   * The CPF the dialog opens with, when the page that opened it knows whose login it is (a CPF
   * found to have an account at a booking's guests step); null: the field starts empty.
   */
  loginCpf: string | null;
  actions: {
    /** A login or a successful re-check produced a real user. */
    authenticated: (user: Usuario) => void;
    /** Logout, a failed re-check or a rejected token: back to the generic user. */
    loggedOut: () => void;
    loginDialogOpened: (
      mode?: Exclude<LoginDialogMode, 'closed'>,
      returnTo?: string,
      cpf?: string,
    ) => void;
    loginDialogClosed: () => void;
  };
}

const useSessionStore = create<SessionState>()((set) => ({
  status: 'anonymous',
  checked: false,
  user: GENERIC_USER,
  loginDialog: 'closed',
  loginReturnTo: null,
  loginCpf: null,
  actions: {
    authenticated: (user) => set({ status: 'authenticated', checked: true, user }),
    loggedOut: () => set({ status: 'anonymous', checked: true, user: GENERIC_USER }),
    loginDialogOpened: (mode = 'login', returnTo, cpf) =>
      // Switching modes inside the dialog keeps the page it was opened for.
      set((s) => ({
        loginDialog: mode,
        loginReturnTo: returnTo ?? s.loginReturnTo,
        loginCpf: cpf ?? s.loginCpf,
      })),
    loginDialogClosed: () => set({ loginDialog: 'closed', loginReturnTo: null, loginCpf: null }),
  },
}));

export const useSessionUser = () => useSessionStore((s) => s.user);
export const useIsLoggedIn = () => useSessionStore((s) => s.status === 'authenticated');
export const useSessionChecked = () => useSessionStore((s) => s.checked);
export const useUserType = () => useSessionStore((s) => s.user.usuario_tipo_id);
export const useLoginDialogMode = () => useSessionStore((s) => s.loginDialog);
export const useLoginReturnTo = () => useSessionStore((s) => s.loginReturnTo);
export const useLoginCpf = () => useSessionStore((s) => s.loginCpf);
export const useSessionActions = () => useSessionStore((s) => s.actions);

/** For code outside React (start-up, interceptors, route guards). */
export const sessionSnapshot = () => {
  const { status, user } = useSessionStore.getState();
  return { status, user };
};
export const sessionActions = () => useSessionStore.getState().actions;
/** Subscribe to user-type changes (search results are cleared when it changes, product-rules §4). */
export const onUserTypeChange = (listener: (type: number) => void) =>
  useSessionStore.subscribe((state, prev) => {
    if (state.user.usuario_tipo_id !== prev.user.usuario_tipo_id)
      listener(state.user.usuario_tipo_id);
  });

/**
 * Session events that other parts of the site react to without the session knowing them
 * (a feature never imports another feature). The search feature subscribes to clear its
 * results when a login is submitted (product-rules §4).
 */
type Listener = () => void;
const loginSubmittedListeners = new Set<Listener>();

export const sessionEvents = {
  /** Emitted when the login form is submitted, before the answer arrives. */
  loginSubmitted: () => {
    loginSubmittedListeners.forEach((listener) => listener());
  },
};

/** Subscribe to login submissions; returns the unsubscribe function. */
export function onLoginSubmitted(listener: Listener): () => void {
  loginSubmittedListeners.add(listener);
  return () => {
    loginSubmittedListeners.delete(listener);
  };
}
